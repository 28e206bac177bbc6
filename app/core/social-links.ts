/** The eleven social/contact fields of a DJ profile (spec §3), in display order. */
export const SOCIAL_PLATFORMS = [
  { key: "soundcloudUrl", platform: "soundcloud", label: "SoundCloud" },
  { key: "spotifyUrl", platform: "spotify", label: "Spotify" },
  { key: "appleMusicUrl", platform: "apple_music", label: "Apple Music" },
  { key: "beatportUrl", platform: "beatport", label: "Beatport" },
  { key: "youtubeUrl", platform: "youtube", label: "YouTube" },
  { key: "instagramUrl", platform: "instagram", label: "Instagram" },
  { key: "tiktokUrl", platform: "tiktok", label: "TikTok" },
  { key: "twitterUrl", platform: "twitter", label: "X (Twitter)" },
  { key: "facebookUrl", platform: "facebook", label: "Facebook" },
  { key: "websiteUrl", platform: "website", label: "Website" },
] as const;

export type SocialKey = (typeof SOCIAL_PLATFORMS)[number]["key"];

/** Only http(s) links are ever rendered as hrefs. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

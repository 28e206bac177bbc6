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

/**
 * Hosts each platform's links must live on (subdomains included), so a profile's "Instagram" button
 * never sends fans somewhere else. The website field takes any public https host.
 */
export const SOCIAL_HOSTS: Record<Exclude<SocialKey, "websiteUrl">, readonly string[]> = {
  soundcloudUrl: ["soundcloud.com", "snd.sc"],
  spotifyUrl: ["spotify.com", "spotify.link"],
  appleMusicUrl: ["music.apple.com"],
  beatportUrl: ["beatport.com"],
  youtubeUrl: ["youtube.com", "youtu.be"],
  instagramUrl: ["instagram.com"],
  tiktokUrl: ["tiktok.com"],
  twitterUrl: ["x.com", "twitter.com"],
  facebookUrl: ["facebook.com", "fb.com"],
};

export type SocialLinkCheck = { ok: true; value: string } | { ok: false; error: string };

function hostMatches(host: string, allowed: string): boolean {
  return host === allowed || host.endsWith(`.${allowed}`);
}

/** A public https URL: no credentials, a dotted host name, not a bare IP address or localhost. */
export function checkHttpsUrl(raw: string): SocialLinkCheck {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, error: "Enter a full link starting with https://" };
  }
  if (url.protocol !== "https:") return { ok: false, error: "Use a secure link starting with https://" };
  if (url.username || url.password) return { ok: false, error: "Links cannot contain a user name or password" };
  const host = url.hostname.toLowerCase();
  if (!host.includes(".") || /^[\d.]+$/.test(host) || host.startsWith("[")) {
    return { ok: false, error: "Use a link to a public website" };
  }
  return { ok: true, value: url.toString() };
}

/** Checks one social field: an https URL on the platform's own hosts (spec §3 social links). */
export function checkSocialLink(key: SocialKey, raw: string): SocialLinkCheck {
  const base = checkHttpsUrl(raw);
  if (!base.ok || key === "websiteUrl") return base;
  const host = new URL(base.value).hostname.toLowerCase();
  const allowed = SOCIAL_HOSTS[key];
  if (allowed.some((h) => hostMatches(host, h))) return base;
  const label = SOCIAL_PLATFORMS.find((p) => p.key === key)?.label ?? "platform";
  return { ok: false, error: `Enter a link on ${allowed.join(" or ")} for ${label}.` };
}

/**
 * The WhatsApp field is an international phone number: an optional +, 7–15 digits (E.164), spaces,
 * dashes, dots and brackets allowed while typing. Stored as "+<digits>".
 */
export function checkWhatsappNumber(raw: string): SocialLinkCheck {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) {
    return { ok: false, error: "Enter an international phone number, like +44 7700 900123" };
  }
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15 || digits.startsWith("0")) {
    return { ok: false, error: "Enter an international phone number with the country code, like +44 7700 900123" };
  }
  return { ok: true, value: `+${digits}` };
}

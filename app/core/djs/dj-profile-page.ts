import { plainText } from "~/core/site/seo";
import { type MediaEmbed, mediaEmbedFor } from "./media-embeds";
import { SOCIAL_PLATFORMS, type SocialKey, safeExternalUrl } from "./social-links";

/** The public DJ profile page (/dj/{slug}): its links, media and meta text, built from the stored profile. */

export interface DjSocialLink {
  platform: (typeof SOCIAL_PLATFORMS)[number]["platform"];
  label: string;
  href: string;
}

/**
 * The profile's links that are safe to show (https, well-formed), in the platforms' order, and every platform's
 * link or null for the JSON-LD `sameAs`.
 */
export function djProfileLinks(dj: Record<SocialKey, string | null>): {
  socials: DjSocialLink[];
  seoLinks: Record<SocialKey, string | null>;
} {
  const socials = SOCIAL_PLATFORMS.flatMap((p) => {
    const href = safeExternalUrl(dj[p.key]);
    return href ? [{ platform: p.platform, label: p.label, href }] : [];
  });
  const seoLinks = Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p.key, safeExternalUrl(dj[p.key])])) as Record<
    SocialKey,
    string | null
  >;
  return { socials, seoLinks };
}

/**
 * The featured track as an embed when its host is one the page can play, else as a plain link when it is a safe
 * URL; the featured videos that can be embedded (others are left out).
 */
export function djProfileMedia(dj: { featuredTrack: string | null; featuredVideos: string[] }): {
  featuredTrack: MediaEmbed | null;
  featuredTrackLink: string | null;
  videos: MediaEmbed[];
} {
  const featuredTrack = mediaEmbedFor(dj.featuredTrack);
  return {
    featuredTrack,
    featuredTrackLink: featuredTrack ? null : safeExternalUrl(dj.featuredTrack),
    videos: dj.featuredVideos.flatMap((url) => {
      const embed = mediaEmbedFor(url);
      return embed ? [embed] : [];
    }),
  };
}

/** The page's title and description: up to three genres and the location as facts, the bio as description. */
export function djProfileMetaText(dj: {
  displayName: string;
  genres: string[];
  location: string | null;
  bioHtml: string;
}): { title: string; description: string } {
  const facts = [dj.genres.slice(0, 3).join(", "), dj.location].filter(Boolean).join(" · ");
  return {
    title: `${dj.displayName}${facts ? ` · ${facts}` : ""} · Booth`,
    description:
      plainText(dj.bioHtml, 160) || `${dj.displayName}${facts ? ` — ${facts}` : ""}. Follow and book on Booth.`,
  };
}

import { absoluteUrl, plainText } from "~/core/site/seo";
import { isGroupAct } from "./dj-group";
import { SOCIAL_PLATFORMS, safeExternalUrl } from "./social-links";

// A module of its own, apart from ./seo.ts (which every page's meta function loads), so that those pages do
// not load the social-platform list too.

/** The DJ fields the JSON-LD uses (a subset of a dj_profiles row, camelCase as Drizzle returns it). */
export type SeoDj = {
  slug: string;
  displayName: string;
  realName?: string | null;
  bio?: string | null;
  location?: string | null;
  genres?: readonly string[] | null;
  roles?: readonly string[] | null;
  profileImage?: string | null;
} & Partial<Record<(typeof SOCIAL_PLATFORMS)[number]["key"], string | null>>;

/**
 * schema.org description of a DJ for `{ "script:ld+json": djJsonLd(dj, origin) }`. A DJ is a Person;
 * a profile whose roles name a group (duo, collective, band…) is a MusicGroup. `sameAs` lists only
 * http(s) social URLs, so search engines can tie the profile to the DJ's other presences.
 */
export function djJsonLd(dj: SeoDj, origin: string): Record<string, unknown> {
  const isGroup = isGroupAct(dj.roles);
  const sameAs = SOCIAL_PLATFORMS.map((p) => safeExternalUrl(dj[p.key])).filter((u): u is string => u !== null);
  const description = plainText(dj.bio, 500);
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": isGroup ? "MusicGroup" : "Person",
    name: dj.displayName,
    url: absoluteUrl(origin, `/dj/${dj.slug}`),
  };
  if (dj.realName && dj.realName !== dj.displayName) ld.alternateName = dj.realName;
  if (dj.profileImage) ld.image = absoluteUrl(origin, dj.profileImage);
  if (description) ld.description = description;
  if (dj.genres && dj.genres.length > 0) ld.genre = [...dj.genres];
  if (!isGroup && dj.roles && dj.roles.length > 0) ld.jobTitle = [...dj.roles];
  if (dj.location) {
    const place = { "@type": "Place", name: dj.location, address: dj.location };
    if (isGroup) ld.location = place;
    else ld.homeLocation = place;
  }
  if (sameAs.length > 0) ld.sameAs = sameAs;
  return ld;
}

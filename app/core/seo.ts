import type { MetaDescriptor } from "react-router";
import { SOCIAL_PLATFORMS, safeExternalUrl } from "./social-links";

/**
 * Search and sharing metadata (issue 4 §9): one builder for every public page, so title, description,
 * canonical URL, Open Graph and Twitter cards never drift apart, and one schema.org builder for DJs.
 * Absolute URLs are built from the configured PUBLIC_URL (never from the request's Host header, which a
 * client controls), passed down from the root loader — see `publicOrigin`.
 */

export const SITE_NAME = "Booth";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Root-relative path of the canonical page, e.g. "/dj/nova" (query strings are dropped). */
  path: string;
  /** Public origin, e.g. "https://booth.example" (from `publicOrigin(matches)`). */
  origin: string;
  /** Share image: absolute URL or root-relative path. */
  image?: string | null;
  imageAlt?: string;
  /** og:type, "website" unless told otherwise (a DJ page is "profile"). */
  type?: string;
  /** Account, admin and transactional screens: keep them out of search indexes. */
  noindex?: boolean;
  siteName?: string;
}

/** Joins an origin and a root-relative path (or passes an absolute http(s) URL through). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = origin.replace(/\/+$/, "");
  const path = pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`;
  return `${base}${path}`;
}

/** The canonical form of a path: no query or hash, no trailing slash except for the root. */
export function canonicalPath(path: string): string {
  const bare = path.split(/[?#]/)[0] || "/";
  const withSlash = bare.startsWith("/") ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, "") || "/" : "/";
}

export function buildPageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(input.origin, canonicalPath(input.path));
  const image = input.image ? absoluteUrl(input.origin, input.image) : null;
  const siteName = input.siteName ?? SITE_NAME;
  const meta: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
  ];
  if (image) {
    meta.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
    if (input.imageAlt) {
      meta.push(
        { property: "og:image:alt", content: input.imageAlt },
        { name: "twitter:image:alt", content: input.imageAlt },
      );
    }
  }
  if (input.noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  return meta;
}

interface RootMatchLike {
  id: string;
  loaderData?: unknown;
}

/**
 * The public origin inside a meta function: the root loader exposes config.publicUrl as `publicUrl`.
 * Falls back to "" (root-relative URLs) only when the root loader failed, e.g. on an error screen.
 */
export function publicOrigin(matches: readonly (RootMatchLike | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root");
  const data = root?.loaderData as { publicUrl?: unknown } | undefined;
  return typeof data?.publicUrl === "string" ? data.publicUrl : "";
}

/** Strips HTML tags and entities to plain text, collapsing whitespace; trims to `max` characters. */
export function plainText(html: string | null | undefined, max = 300): string {
  if (!html) return "";
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/gi, " ")
    .replace(/&amp;/gi, "&")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&quot;/gi, '"')
    .replace(/&#0?39;|&apos;/gi, "'")
    .replace(/&#\d+;|&[a-z]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

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
  const isGroup = (dj.roles ?? []).some((r) => /\b(duo|trio|group|collective|band|crew)\b/i.test(r));
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

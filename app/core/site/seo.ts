import type { MetaDescriptor } from "react-router";

/**
 * Search and sharing metadata: one builder for every public page, so title, description,
 * canonical URL, Open Graph and Twitter cards never drift apart (a DJ's schema.org data is in ./dj-json-ld.ts).
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
  /** The image's size in px, when known (a share card: 1200×630), so a crawler need not fetch it to lay out. */
  imageWidth?: number;
  imageHeight?: number;
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
    if (input.imageWidth && input.imageHeight) {
      meta.push(
        { property: "og:image:width", content: String(input.imageWidth) },
        { property: "og:image:height", content: String(input.imageHeight) },
      );
    }
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

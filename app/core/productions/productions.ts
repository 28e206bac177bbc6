import { artworkRasterUrl, parseArtworkUrl } from "~/core/site/artwork";
import { groupedInteger } from "~/core/text/english-format";

/**
 * Production lines: what /productions may be asked for (filters as GET parameters, so every view is a
 * plain, cacheable, shareable link), how a line is pictured without its own logo, and the rules of the producer
 * dashboard's edit form.
 */

/** Production cards per page of /productions ("Show more" opens the next page, a real ?page= link). */
export const PRODUCTION_PAGE_SIZE = 24;
/** Deep paging is refused past this (filters narrow instead). */
export const PRODUCTION_MAX_PAGE = 50;
/** The search box filters the list from this many characters on. */
export const PRODUCTION_QUERY_MIN = 2;
const PRODUCTION_QUERY_MAX = 80;

export interface ProductionFilters {
  /** Only verified lines. */
  verified: boolean;
  /** Only lines with a published event still to come. */
  upcoming: boolean;
  /** Search within the list (name, description), at least PRODUCTION_QUERY_MIN characters. */
  q: string | null;
  page: number;
}

function flag(value: string | null): boolean {
  return value === "1" || value === "true" || value === "on";
}

/** Lenient parse of /productions' query: unknown values fall back to "no filter", bad pages to 1. */
export function parseProductionFilters(params: URLSearchParams): ProductionFilters {
  const pageNumber = Number(params.get("page"));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, PRODUCTION_MAX_PAGE) : 1;
  const q = params.get("q")?.replace(/\s+/g, " ").trim() ?? "";
  return {
    verified: flag(params.get("verified")),
    upcoming: flag(params.get("upcoming")),
    q: q.length >= PRODUCTION_QUERY_MIN && q.length <= PRODUCTION_QUERY_MAX ? q : null,
    page,
  };
}

/** The canonical query string of a filter state ("" for the plain list). */
export function productionsSearch(filters: Partial<ProductionFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.verified) params.set("verified", "1");
  if (filters.upcoming) params.set("upcoming", "1");
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function hasActiveProductionFilters(filters: ProductionFilters): boolean {
  return Boolean(filters.verified || filters.upcoming || filters.q);
}

/** "9 production lines", "2 verified production lines with upcoming events matching “sun”". */
export function describeProductionResults(total: number, filters: ProductionFilters): string {
  const noun = total === 1 ? "production line" : "production lines";
  return [
    `${groupedInteger(total)}${filters.verified ? " verified" : ""} ${noun}`,
    filters.upcoming ? "with upcoming events" : null,
    filters.q ? `matching “${filters.q}”` : null,
  ]
    .filter(Boolean)
    .join(" ");
}

/** "1 event", "12 events"; "1 follower", "4,820 followers". */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${groupedInteger(count)} ${count === 1 ? singular : plural}`;
}

function productionArtwork(slug: string): string {
  return `/art/production/${slug}.svg`;
}

/** The logo to show: the line's own, or its designed label mark with its name (decision 060; never a grey box). */
export function productionLogoUrl(line: { slug: string; name: string; logoUrl: string | null }): string {
  return productionThumbUrl(line);
}

/** A card's picture: an uploaded logo as it is, the designed mark as a WebP (lists of SVGs cost phones). */
export function productionThumbUrl(line: { slug: string; name?: string; logoUrl: string | null }): string {
  const artwork = parseArtworkUrl(line.logoUrl || productionArtwork(line.slug));
  if (!artwork) return line.logoUrl as string;
  return artworkRasterUrl(artwork.kind, artwork.seed, { label: line.name || artwork.seed.replace(/-/g, " ") });
}

/** One production line of /productions, as its card shows it. */
export interface ProductionCardData {
  slug: string;
  name: string;
  logoUrl: string | null;
  isVerified: boolean;
  isFeatured: boolean;
  eventCount: number;
  followerCount: number;
}

/** Where following a production line leads a guest: sign in, then back to the line's page. */
export function productionPath(slug: string): string {
  return `/production/${slug}`;
}

/** The producer dashboard of a line (where the role switcher takes a producer). */
export function producerDashboardPath(slug: string): string {
  return `/producer/dashboard/${slug}`;
}

/** Limits of the producer's edit form (spec §3 production_lines: name, description). */
export const PRODUCTION_NAME_MAX = 80;
export const PRODUCTION_DESCRIPTION_MAX = 2000;

/** A production line on /producer/my-productions: the viewer's role on it and its figures. */
export interface MyProduction<Role extends string = string> {
  slug: string;
  name: string;
  logoUrl: string | null;
  isVerified: boolean;
  isActive: boolean;
  eventCount: number;
  followerCount: number;
  role: Role;
}

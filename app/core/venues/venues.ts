import { artworkRasterUrl, parseArtworkUrl } from "~/core/site/artwork";
import { groupedInteger } from "~/core/text/english-format";

/**
 * The public venue directory and venue pages: what /venues may be asked for (filters as GET
 * parameters, so every view is a plain, cacheable, shareable link), how a venue is pictured when it has no
 * cover or logo, and the map link (OpenStreetMap search; no tiles, nothing for the CSP to allow).
 */

/** Venue cards per page of /venues ("Show more" opens the next page, a real ?page= link). */
export const VENUE_PAGE_SIZE = 24;
/** Deep paging is refused past this (filters narrow instead). */
export const VENUE_MAX_PAGE = 50;
/** The search box filters the list from this many characters on. */
export const VENUE_QUERY_MIN = 2;
const VENUE_QUERY_MAX = 80;

/** Standing-capacity bands of the capacity filter (inclusive bounds). */
export const CAPACITY_BANDS = [
  { value: "small", label: "Up to 500", min: 0, max: 500 },
  { value: "medium", label: "500 – 1,500", min: 501, max: 1500 },
  { value: "large", label: "1,500 – 5,000", min: 1501, max: 5000 },
  { value: "huge", label: "5,000+", min: 5001, max: null },
] as const;
export type CapacityBand = (typeof CAPACITY_BANDS)[number]["value"];

export interface VenueFilters {
  city: string | null;
  /** A venue_type as stored ("club", "beach club"…). */
  type: string | null;
  capacity: CapacityBand | null;
  /** Search within the list (name, city, country), at least VENUE_QUERY_MIN characters. */
  q: string | null;
  page: number;
}

function cleanText(value: string | null, max = 120): string | null {
  const trimmed = value?.replace(/\s+/g, " ").trim() ?? "";
  return trimmed && trimmed.length <= max ? trimmed : null;
}

/** Lenient parse of /venues' query: unknown values fall back to "no filter", bad pages to 1. */
export function parseVenueFilters(params: URLSearchParams): VenueFilters {
  const band = CAPACITY_BANDS.find((b) => b.value === params.get("capacity"))?.value ?? null;
  const pageNumber = Number(params.get("page"));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, VENUE_MAX_PAGE) : 1;
  const q = cleanText(params.get("q"), VENUE_QUERY_MAX);
  return {
    city: cleanText(params.get("city")),
    type: cleanText(params.get("type")),
    capacity: band,
    q: q && q.length >= VENUE_QUERY_MIN ? q : null,
    page,
  };
}

/** The canonical query string of a filter state ("" for the plain list). */
export function venuesSearch(filters: Partial<VenueFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.city) params.set("city", filters.city);
  if (filters.type) params.set("type", filters.type);
  if (filters.capacity) params.set("capacity", filters.capacity);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function hasActiveVenueFilters(filters: VenueFilters): boolean {
  return Boolean(filters.city || filters.type || filters.capacity || filters.q);
}

/** "club" → "Club", "beach club" → "Beach club": venue types are stored lower case. */
export function venueTypeLabel(type: string | null | undefined): string | null {
  const text = type?.trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : null;
}

/** "1,500 capacity" — null when unknown. */
export function describeCapacity(capacity: number | null | undefined): string | null {
  return capacity && capacity > 0 ? `${groupedInteger(capacity)} capacity` : null;
}

/** "12 venues", "1 club in Berlin", "3 venues matching “vault” up to 500": the result line screen readers hear. */
export function describeVenueResults(total: number, filters: VenueFilters): string {
  const type = filters.type?.toLowerCase();
  const noun = type ? (total === 1 ? type : type.endsWith("s") ? type : `${type}s`) : total === 1 ? "venue" : "venues";
  const band = CAPACITY_BANDS.find((b) => b.value === filters.capacity);
  return [
    `${groupedInteger(total)} ${noun}`,
    filters.q ? `matching “${filters.q}”` : null,
    filters.city ? `in ${filters.city}` : null,
    band ? `(${band.label.toLowerCase()})` : null,
  ]
    .filter(Boolean)
    .join(" ");
}

/** "Berlin, Germany" — whatever of the two is known. */
export function venuePlace(venue: { city: string | null; country: string | null }): string | null {
  return [venue.city, venue.country].filter(Boolean).join(", ") || null;
}

/** An OpenStreetMap search for the venue: a link people can open in their maps app; no tiles are loaded. */
export function venueMapUrl(venue: {
  name: string;
  address?: string | null;
  city: string | null;
  country: string | null;
}): string {
  const query = [venue.name, venue.address, venue.city, venue.country].filter(Boolean).join(", ");
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

function venueArtwork(slug: string): string {
  return `/art/venue/${slug}.svg`;
}

/** A venue whose cover is shown (the designed cover draws no words: the slug and an upload are what count). */
export interface VenueCoverSource {
  slug: string;
  name?: string;
  city?: string | null;
  country?: string | null;
  coverImageUrl: string | null;
}

/** The cover to show: the venue's own, or its designed cover with its name (never a grey box). */
export function venueCoverUrl(venue: VenueCoverSource): string {
  return venueThumbUrl(venue);
}

/** The cover across the top of a venue page: the same image as its card (one cached render). */
export function venueBackdropUrl(venue: VenueCoverSource): string {
  return venueThumbUrl(venue);
}

/** A logo people uploaded, or null for none or generated artwork (the initials tile shows instead). */
export function venueOwnLogo(logoUrl: string | null | undefined): string | null {
  return logoUrl && !parseArtworkUrl(logoUrl) ? logoUrl : null;
}

/** A card's picture: an uploaded cover as it is, the designed cover as a WebP (lists of SVGs cost phones). */
export function venueThumbUrl(venue: VenueCoverSource): string {
  const artwork = parseArtworkUrl(venue.coverImageUrl || venueArtwork(venue.slug));
  if (!artwork) return venue.coverImageUrl as string;
  // A line drawing without words (decision 060): the card and the page set the name beside it.
  return artworkRasterUrl(artwork.kind, artwork.seed);
}

/** One venue of the directory, as its card shows it. */
export interface VenueCardData {
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  venueType: string | null;
  capacityStanding: number | null;
  logoUrl: string | null;
  coverImageUrl: string | null;
  /** Published events still to come at the venue (0 when the events area is off). */
  upcomingEvents: number;
}

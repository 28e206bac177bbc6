import { type AnyColumn, and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { djDisplayImage } from "~/core/djs/dj-image";
import type { SearchSuggestion } from "~/core/search/search";
import { searchResultUrl } from "~/core/search/search";
import { labelledArtworkUrl } from "~/core/site/artwork";
import { djProfiles, productionLines, venueProfiles } from "~server/db/schema";
import { publicDjConditions } from "~server/domain/djs/list-public-djs.server";
import { foldSql } from "./search-sql.server";

/**
 * What each suggested type reads (spec §7 *Search reads*): its table, its name column, which rows may be
 * suggested and how a row becomes a suggestion. The SQL path (suggest-search.server.ts) and the in-memory
 * index (suggestion-index.server.ts) both read through these, so they cannot drift apart.
 */
export interface SuggestionSource {
  type: "dj" | "venue" | "production";
  /** The table's SQL name: the name-change notices (migration 0007) carry it. */
  tableName: string;
  table: PgTable;
  id: AnyColumn;
  name: AnyColumn;
  /** Only public rows with a slug (spec §7: results without a slug are dropped). */
  where: () => SQL;
  columns: Record<string, PgColumn>;
  toSuggestion: (row: Record<string, unknown>) => SearchSuggestion;
}

/**
 * The whole name, folded (accents and case: `foldSql`, the rule of app/core/search/search-fold.ts). Suggestions
 * stay spec §7's prefix matches, accent-insensitive; the btree indexes of `lower(name)` (migrations 0004, 0005)
 * no longer serve this fallback, which answers only while the in-memory names are read (decision 014).
 */
export const lowerName = (name: AnyColumn) => sql<string>`${foldSql(name)}`;
/** The name from its second word on, folded; the whole name when one word. */
export const lowerSecondWord = (name: AnyColumn) =>
  sql<string>`${foldSql(sql`substr(${name}, strpos(${name}, ' ') + 1)`)}`;

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

const djSource: SuggestionSource = {
  type: "dj",
  tableName: "dj_profiles",
  table: djProfiles,
  id: djProfiles.id,
  name: djProfiles.displayName,
  where: () => and(...publicDjConditions({}), ne(djProfiles.slug, "")) as SQL,
  columns: {
    id: djProfiles.id,
    slug: djProfiles.slug,
    name: djProfiles.displayName,
    location: djProfiles.location,
    genres: djProfiles.genres,
    image: djProfiles.profileImage,
  },
  toSuggestion: (row) => ({
    id: row.id as string,
    type: "dj",
    text: row.name as string,
    subtext: [text(row.location), text((row.genres as string[])[0])].filter(Boolean).join(" · ") || "DJ",
    imageUrl: djDisplayImage({
      slug: row.slug as string,
      displayName: row.name as string,
      profileImage: row.image as string | null,
    }),
    url: searchResultUrl("dj", row.slug as string),
  }),
};

const venueSource: SuggestionSource = {
  type: "venue",
  tableName: "venue_profiles",
  table: venueProfiles,
  id: venueProfiles.id,
  name: venueProfiles.name,
  where: () => and(eq(venueProfiles.isActive, true), ne(venueProfiles.slug, "")) as SQL,
  columns: {
    id: venueProfiles.id,
    slug: venueProfiles.slug,
    name: venueProfiles.name,
    city: venueProfiles.city,
    country: venueProfiles.country,
    image: venueProfiles.coverImageUrl,
    logo: venueProfiles.logoUrl,
  },
  toSuggestion: (row) => ({
    id: row.id as string,
    type: "venue",
    text: row.name as string,
    subtext: [text(row.city), text(row.country)].filter(Boolean).join(", ") || "Venue",
    imageUrl: labelledArtworkUrl(text(row.image) ?? text(row.logo) ?? `/art/venue/${row.slug}.svg`, row.name as string),
    url: searchResultUrl("venue", row.slug as string),
  }),
};

const productionSource: SuggestionSource = {
  type: "production",
  tableName: "production_lines",
  table: productionLines,
  id: productionLines.id,
  name: productionLines.name,
  where: () => and(eq(productionLines.isActive, true), ne(productionLines.slug, "")) as SQL,
  columns: {
    id: productionLines.id,
    slug: productionLines.slug,
    name: productionLines.name,
    logo: productionLines.logoUrl,
    eventCount: productionLines.eventCount,
  },
  toSuggestion: (row) => ({
    id: row.id as string,
    type: "production",
    text: row.name as string,
    subtext: (row.eventCount as number) > 0 ? `Production line · ${row.eventCount} events` : "Production line",
    imageUrl: labelledArtworkUrl(text(row.logo) ?? `/art/production/${row.slug}.svg`, row.name as string),
    url: searchResultUrl("production", row.slug as string),
  }),
};

/** In the order suggestions list them within a rank: DJs, then venues, then productions. */
export const SUGGESTION_SOURCES: readonly SuggestionSource[] = [djSource, venueSource, productionSource];

export interface RankedSuggestion {
  suggestion: SearchSuggestion;
  /** 0 when the name starts with the text, 1 when only its second word does. */
  rank: number;
}

/**
 * One list from each type's ranked matches (each already in name order and at most `limit` long): true
 * prefixes first; within a rank DJs, then venues, then productions (a stable sort keeps that order).
 */
export function mergeSuggestions(perType: RankedSuggestion[][], limit: number): SearchSuggestion[] {
  return perType
    .flat()
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((c) => c.suggestion);
}

import { type AnyColumn, and, asc, eq, ne, sql } from "drizzle-orm";
import { djImageOrArtwork } from "../../../app/core/dj-image";
import type { Flags } from "../../../app/core/flags";
import {
  normaliseSearchQuery,
  SEARCH_RESULT_CACHE_MS,
  type SearchSuggestion,
  SUGGESTIONS_DEFAULT_LIMIT,
  SUGGESTIONS_MIN_CHARS,
  searchResultUrl,
} from "../../../app/core/search";
import { TtlCache } from "../../cache/ttl-cache.server";
import type { Db } from "../../db/client.server";
import { djProfiles, productionLines, venueProfiles } from "../../db/schema";
import { logger } from "../../logger.server";
import { publicDjConditions } from "../djs/list-public-djs.server";
import { enabledSearchTypes } from "./enabled-search-types.server";
import { escapeLike, wordStartPattern, wordsOf } from "./search-sql.server";

export const SUGGESTIONS_MAX_LIMIT = 10;

const cache = new TtlCache<SearchSuggestion[]>(SEARCH_RESULT_CACHE_MS, 5000);

export interface SuggestOptions {
  flags: Flags;
  limit?: number;
  /** Skip the cache (tests and the uncached benchmark). */
  fresh?: boolean;
}

interface Candidate extends SearchSuggestion {
  /** 0 when the name starts with the text, 1 when only a later word does. */
  rank: number;
}

/**
 * Suggestions for the search bar (spec §7): names that start with the text — DJ display_name, venue name,
 * production name — then names with a later word starting with it ("au" → "Felix Aurel"). At least 2 trimmed
 * characters; default 5; a failure is logged and gives an empty list (spec §8).
 */
export async function suggestSearch(db: Db, text: string, options: SuggestOptions): Promise<SearchSuggestion[]> {
  const query = normaliseSearchQuery(text).toLowerCase();
  if (query.length < SUGGESTIONS_MIN_CHARS) return [];
  const limit = Math.min(SUGGESTIONS_MAX_LIMIT, Math.max(1, Math.floor(options.limit ?? SUGGESTIONS_DEFAULT_LIMIT)));
  const types = enabledSearchTypes(options.flags);
  const load = () => loadSuggestions(db, query, limit, types);
  try {
    if (options.fresh) return await load();
    return await cache.get(JSON.stringify([query, limit, types]), load);
  } catch (error) {
    logger.warn("search suggestions failed", { error });
    return [];
  }
}

async function loadSuggestions(db: Db, query: string, limit: number, types: string[]): Promise<SearchSuggestion[]> {
  const prefix = `${escapeLike(query)}%`;
  const startsOrWord = (name: AnyColumn) =>
    sql`(lower(${name}) like ${prefix} or ${wordsOf(name)} like ${wordStartPattern(query)})`;
  const rank = (name: AnyColumn) => sql<number>`(case when lower(${name}) like ${prefix} then 0 else 1 end)`;

  const djs = db
    .select({
      id: djProfiles.id,
      slug: djProfiles.slug,
      name: djProfiles.displayName,
      location: djProfiles.location,
      genres: djProfiles.genres,
      image: djProfiles.profileImage,
      rank: rank(djProfiles.displayName),
    })
    .from(djProfiles)
    .where(and(...publicDjConditions({}), ne(djProfiles.slug, ""), startsOrWord(djProfiles.displayName)))
    .orderBy(rank(djProfiles.displayName), asc(djProfiles.displayName))
    .limit(limit);
  const venues = types.includes("venue")
    ? db
        .select({
          id: venueProfiles.id,
          slug: venueProfiles.slug,
          name: venueProfiles.name,
          city: venueProfiles.city,
          country: venueProfiles.country,
          image: venueProfiles.coverImageUrl,
          logo: venueProfiles.logoUrl,
          rank: rank(venueProfiles.name),
        })
        .from(venueProfiles)
        .where(and(eq(venueProfiles.isActive, true), ne(venueProfiles.slug, ""), startsOrWord(venueProfiles.name)))
        .orderBy(rank(venueProfiles.name), asc(venueProfiles.name))
        .limit(limit)
    : Promise.resolve([]);
  const productions = types.includes("production")
    ? db
        .select({
          id: productionLines.id,
          slug: productionLines.slug,
          name: productionLines.name,
          logo: productionLines.logoUrl,
          eventCount: productionLines.eventCount,
          rank: rank(productionLines.name),
        })
        .from(productionLines)
        .where(
          and(eq(productionLines.isActive, true), ne(productionLines.slug, ""), startsOrWord(productionLines.name)),
        )
        .orderBy(rank(productionLines.name), asc(productionLines.name))
        .limit(limit)
    : Promise.resolve([]);

  const [djRows, venueRows, productionRows] = await Promise.all([djs, venues, productions]);
  const candidates: Candidate[] = [
    ...djRows.map((row) => ({
      id: row.id,
      type: "dj" as const,
      text: row.name,
      subtext: [row.location, row.genres[0]].filter(Boolean).join(" · ") || "DJ",
      imageUrl: djImageOrArtwork(row.slug, row.image),
      url: searchResultUrl("dj", row.slug),
      rank: Number(row.rank),
    })),
    ...venueRows.map((row) => ({
      id: row.id,
      type: "venue" as const,
      text: row.name,
      subtext: [row.city, row.country].filter(Boolean).join(", ") || "Venue",
      imageUrl: row.image || row.logo || `/art/venue/${row.slug}.svg`,
      url: searchResultUrl("venue", row.slug as string),
      rank: Number(row.rank),
    })),
    ...productionRows.map((row) => ({
      id: row.id,
      type: "production" as const,
      text: row.name,
      subtext: row.eventCount > 0 ? `Production line · ${row.eventCount} events` : "Production line",
      imageUrl: row.logo || `/art/production/${row.slug}.svg`,
      url: searchResultUrl("production", row.slug),
      rank: Number(row.rank),
    })),
  ];
  // Stable sort: true prefixes first; within a rank DJs, then venues, then productions, each A–Z.
  return candidates
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ rank: _rank, ...suggestion }) => suggestion);
}

import { type AnyColumn, and, eq, ne, type SQL, sql } from "drizzle-orm";
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
import { escapeLike } from "./search-sql.server";

export const SUGGESTIONS_MAX_LIMIT = 10;

const cache = new TtlCache<SearchSuggestion[]>(SEARCH_RESULT_CACHE_MS, 5000);

export interface SuggestOptions {
  flags: Flags;
  limit?: number;
  /** Skip the cache (tests and the uncached benchmark). */
  fresh?: boolean;
}

interface Candidate extends SearchSuggestion {
  /** 0 when the name starts with the text, 1 when only its second word does. */
  rank: number;
}

/**
 * Suggestions for the search bar (spec §7): names that start with the text — DJ display_name, venue name,
 * production name — then names whose second word starts with it ("au" → "Felix Aurel"). At least 2 trimmed
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

/** The whole name, lowercased: its prefix is the first word's (btree index, migration 0004). */
const firstWord = (name: AnyColumn) => sql`lower(${name})`;
/** The name from its second word on, lowercased (btree index, migration 0005); the whole name when one word. */
const secondWord = (name: AnyColumn) => sql`lower(substr(${name}, strpos(${name}, ' ') + 1))`;

/**
 * Ordered with the text_pattern_ops operator (byte order), not the collation's `<`: only then can the index
 * deliver rows already sorted, so ORDER BY … LIMIT stops after `limit` index entries. With a plain ORDER BY
 * the planner fetched all 8 750 "no…" DJs of the 100 k bench and sorted them (90 ms on PGlite instead of 1 ms).
 */
const patternOrder = (expression: SQL) => sql`${expression} using ~<~`;

/**
 * Up to `limit` rows whose name starts with the text (rank 0), then, only if that left room, rows whose second
 * word does (rank 1). Each query walks its index in name order and stops at the limit, so a common prefix over
 * 100 k names costs a handful of index reads.
 */
async function byNamePrefix<T>(
  prefix: string,
  limit: number,
  name: AnyColumn,
  query: (where: SQL, order: SQL, limit: number) => Promise<T[]>,
): Promise<Array<T & { rank: number }>> {
  const first = await query(sql`${firstWord(name)} like ${prefix}`, patternOrder(firstWord(name)), limit);
  const ranked = first.map((row) => ({ ...row, rank: 0 }));
  if (ranked.length >= limit) return ranked;
  const second = await query(
    sql`${secondWord(name)} like ${prefix} and not ${firstWord(name)} like ${prefix}`,
    patternOrder(secondWord(name)),
    limit - ranked.length,
  );
  return [...ranked, ...second.map((row) => ({ ...row, rank: 1 }))];
}

async function loadSuggestions(db: Db, query: string, limit: number, types: string[]): Promise<SearchSuggestion[]> {
  const prefix = `${escapeLike(query)}%`;
  const [djRows, venueRows, productionRows] = await Promise.all([
    byNamePrefix(prefix, limit, djProfiles.displayName, (where, order, n) =>
      db
        .select({
          id: djProfiles.id,
          slug: djProfiles.slug,
          name: djProfiles.displayName,
          location: djProfiles.location,
          genres: djProfiles.genres,
          image: djProfiles.profileImage,
        })
        .from(djProfiles)
        .where(and(...publicDjConditions({}), ne(djProfiles.slug, ""), where))
        .orderBy(order)
        .limit(n),
    ),
    types.includes("venue")
      ? byNamePrefix(prefix, limit, venueProfiles.name, (where, order, n) =>
          db
            .select({
              id: venueProfiles.id,
              slug: venueProfiles.slug,
              name: venueProfiles.name,
              city: venueProfiles.city,
              country: venueProfiles.country,
              image: venueProfiles.coverImageUrl,
              logo: venueProfiles.logoUrl,
            })
            .from(venueProfiles)
            .where(and(eq(venueProfiles.isActive, true), ne(venueProfiles.slug, ""), where))
            .orderBy(order)
            .limit(n),
        )
      : Promise.resolve([]),
    types.includes("production")
      ? byNamePrefix(prefix, limit, productionLines.name, (where, order, n) =>
          db
            .select({
              id: productionLines.id,
              slug: productionLines.slug,
              name: productionLines.name,
              logo: productionLines.logoUrl,
              eventCount: productionLines.eventCount,
            })
            .from(productionLines)
            .where(and(eq(productionLines.isActive, true), ne(productionLines.slug, ""), where))
            .orderBy(order)
            .limit(n),
        )
      : Promise.resolve([]),
  ]);
  const candidates: Candidate[] = [
    ...djRows.map((row) => ({
      id: row.id,
      type: "dj" as const,
      text: row.name,
      subtext: [row.location, row.genres[0]].filter(Boolean).join(" · ") || "DJ",
      imageUrl: djImageOrArtwork(row.slug, row.image),
      url: searchResultUrl("dj", row.slug),
      rank: row.rank,
    })),
    ...venueRows.map((row) => ({
      id: row.id,
      type: "venue" as const,
      text: row.name,
      subtext: [row.city, row.country].filter(Boolean).join(", ") || "Venue",
      imageUrl: row.image || row.logo || `/art/venue/${row.slug}.svg`,
      url: searchResultUrl("venue", row.slug as string),
      rank: row.rank,
    })),
    ...productionRows.map((row) => ({
      id: row.id,
      type: "production" as const,
      text: row.name,
      subtext: row.eventCount > 0 ? `Production line · ${row.eventCount} events` : "Production line",
      imageUrl: row.logo || `/art/production/${row.slug}.svg`,
      url: searchResultUrl("production", row.slug),
      rank: row.rank,
    })),
  ];
  // Stable sort: true prefixes first; within a rank DJs, then venues, then productions, each A–Z.
  return candidates
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ rank: _rank, ...suggestion }) => suggestion);
}

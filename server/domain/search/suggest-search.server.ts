import { and, type SQL, sql } from "drizzle-orm";
import {
  normaliseSearchQuery,
  SEARCH_RESULT_CACHE_MS,
  type SearchSuggestion,
  SUGGESTIONS_DEFAULT_LIMIT,
  SUGGESTIONS_MIN_CHARS,
} from "~/core/search/search";
import { foldSearchText } from "~/core/search/search-fold";
import { cleanSearchInput } from "~/core/search/search-rank";
import type { Flags } from "~/core/site/flags";
import { perDatabaseCache } from "~server/cache/per-database-cache.server";
import type { Db } from "~server/db/client.server";
import { logger } from "~server/logger.server";
import { enabledSearchTypes } from "./enabled-search-types.server";
import { escapeLike } from "./search-sql.server";
import type { SuggestionIndex } from "./suggestion-index.server";
import {
  lowerName,
  lowerSecondWord,
  mergeSuggestions,
  type RankedSuggestion,
  SUGGESTION_SOURCES,
  type SuggestionSource,
} from "./suggestion-sources.server";

export const SUGGESTIONS_MAX_LIMIT = 10;

const cache = perDatabaseCache<SearchSuggestion[]>(SEARCH_RESULT_CACHE_MS, 5000);

export interface SuggestOptions {
  flags: Flags;
  limit?: number;
  /** Skip the cache (tests and the uncached benchmark). */
  fresh?: boolean;
  /** Names held in memory (decision 014); used while it is fresh, else the database answers. */
  index?: SuggestionIndex;
}

/** The cleaned text, limit and types a suggestion request stands for (also the key of its cached answer). */
export interface SuggestionRequest {
  query: string;
  limit: number;
  types: string[];
}

/** Null when the text is too short to suggest anything (spec §7: at least 2 trimmed characters). */
export function suggestionRequest(text: string, flags: Flags, limit?: number): SuggestionRequest | null {
  // Folded as the names are (accents and case never matter: "ines" suggests "Inés Vidal").
  const query = foldSearchText(cleanSearchInput(normaliseSearchQuery(text)));
  if (query.length < SUGGESTIONS_MIN_CHARS) return null;
  return {
    query,
    limit: Math.min(SUGGESTIONS_MAX_LIMIT, Math.max(1, Math.floor(limit ?? SUGGESTIONS_DEFAULT_LIMIT))),
    types: enabledSearchTypes(flags),
  };
}

export const suggestionCacheKey = (request: SuggestionRequest) =>
  JSON.stringify([request.query, request.limit, request.types]);

/**
 * Suggestions for the search bar (spec §7): names that start with the text — DJ display_name, venue name,
 * production name — then names whose second word starts with it ("au" → "Felix Aurel"). At least 2 trimmed
 * characters; default 5; a failure is logged and gives an empty list (spec §8).
 */
export async function suggestSearch(db: Db, text: string, options: SuggestOptions): Promise<SearchSuggestion[]> {
  const request = suggestionRequest(text, options.flags, options.limit);
  if (!request) return [];
  const load = async () => options.index?.suggest(request) ?? loadSuggestions(db, request);
  try {
    if (options.fresh) return await load();
    return await cache.get(db, suggestionCacheKey(request), load);
  } catch (error) {
    logger.warn("search suggestions failed", { error });
    return [];
  }
}

/** Forgets cached answers (the names changed: decision 014). */
export function clearSuggestionCache(): void {
  cache.invalidate();
}

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
async function byNamePrefix(
  db: Db,
  source: SuggestionSource,
  prefix: string,
  limit: number,
): Promise<RankedSuggestion[]> {
  const read = (where: SQL, order: SQL, n: number) =>
    db.select(source.columns).from(source.table).where(and(source.where(), where)).orderBy(order).limit(n) as Promise<
      Record<string, unknown>[]
    >;
  const first = lowerName(source.name);
  const second = lowerSecondWord(source.name);
  const ranked = (await read(sql`${first} like ${prefix}`, patternOrder(first), limit)).map((row) => ({
    suggestion: source.toSuggestion(row),
    rank: 0,
  }));
  if (ranked.length >= limit) return ranked;
  const more = await read(
    sql`${second} like ${prefix} and not ${first} like ${prefix}`,
    patternOrder(second),
    limit - ranked.length,
  );
  return [...ranked, ...more.map((row) => ({ suggestion: source.toSuggestion(row), rank: 1 }))];
}

async function loadSuggestions(db: Db, request: SuggestionRequest): Promise<SearchSuggestion[]> {
  const prefix = `${escapeLike(request.query)}%`;
  const perType = await Promise.all(
    SUGGESTION_SOURCES.map((source) =>
      request.types.includes(source.type) ? byNamePrefix(db, source, prefix, request.limit) : Promise.resolve([]),
    ),
  );
  return mergeSuggestions(perType, request.limit);
}

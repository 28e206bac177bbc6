import {
  normaliseSearchQuery,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  SEARCH_RESULT_CACHE_MS,
  SEARCH_RESULT_TYPES,
  type SearchFilters,
  type SearchParams,
  type SearchResults,
  type SearchResultType,
} from "~/core/search/search";
import type { Flags } from "~/core/site/flags";
import { perDatabaseCache } from "~server/cache/per-database-cache.server";
import { onPublicChange } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { logger } from "~server/logger.server";
import { enabledSearchTypes } from "./enabled-search-types.server";
import { getSearchAliasTable, SEARCH_ALIASES_SOURCE } from "./get-search-alias-table.server";
import { searchDjs } from "./search-djs.server";
import { searchEvents } from "./search-events.server";
import { type SearchIndex, searchCandidates } from "./search-index.server";
import { searchNews } from "./search-news.server";
import { searchProductions } from "./search-productions.server";
import { pageOffset, prepareQuery } from "./search-sql.server";
import type { TypeSearch, TypeSearchPage } from "./search-type.server";
import { searchVenues } from "./search-venues.server";

const SEARCHES: Record<SearchResultType, TypeSearch> = {
  dj: searchDjs,
  venue: searchVenues,
  event: searchEvents,
  production: searchProductions,
  news: searchNews,
};

/** Spec §9: search results are cached 5 minutes. Bounded, because the keys come from what people type. */
const cache = perDatabaseCache<SearchResults>(SEARCH_RESULT_CACHE_MS, 2000);

export interface SearchOptions {
  flags: Flags;
  now?: Date;
  /** Skip the result cache (tests and the uncached benchmark). */
  fresh?: boolean;
  /** Counts stop at this many per type (default SEARCH_COUNT_CAP; tests use a small one). */
  countCap?: number;
  /** Replaces a type's search (tests prove a failing type yields an empty list). */
  override?: Partial<Record<SearchResultType, TypeSearch>>;
  /**
   * Candidates the pure rule ranks per type at most, read from the indexes (CANDIDATE_CAP when absent; 0: the SQL
   * path's ORDER BY always, as tests compare both).
   */
  candidateCap?: number;
  /** What search holds in memory (decisions 014, 053): a small type answers from it while current, else the database. */
  index?: SearchIndex;
}

// An alias added or removed on /admin/search-aliases changes what a cached query finds.
onPublicChange((source) => {
  if (source === SEARCH_ALIASES_SOURCE) cache.invalidate();
});

/** Forgets cached results (the searched rows changed: decision 014). */
export function clearSearchCache(): void {
  cache.invalidate();
}

export function clampSearchLimit(limit: number | undefined): number {
  if (!limit || !Number.isFinite(limit)) return SEARCH_DEFAULT_LIMIT;
  return Math.min(SEARCH_MAX_LIMIT, Math.max(1, Math.floor(limit)));
}

/**
 * Searches the five sets (spec §7) in parallel. An empty or blank query is an empty result set; a type whose
 * query fails is logged and comes back empty (listed in failedTypes) instead of failing the whole search
 * (spec §8); a type switched off by its flag is neither searched nor counted.
 */
export async function searchEverything(db: Db, params: SearchParams, options: SearchOptions): Promise<SearchResults> {
  const query = normaliseSearchQuery(params.query);
  const filters = cleanFilters(params.filters);
  const limit = clampSearchLimit(params.limit);
  const page = Math.max(1, Math.floor(params.page ?? 1) || 1);
  const types = enabledSearchTypes(options.flags).filter((t) => !filters.types?.length || filters.types.includes(t));
  if (!query) return emptyResults(query, filters);

  const run = () => runSearch(db, { query, filters, limit, page, types, now: options.now ?? new Date(), options });
  if (options.fresh || options.override || options.countCap || options.candidateCap !== undefined) return run();
  const key = JSON.stringify([query.toLowerCase(), filters, limit, page, types]);
  return cache.get(db, key, run);
}

async function runSearch(
  db: Db,
  args: {
    query: string;
    filters: SearchFilters;
    limit: number;
    page: number;
    types: SearchResultType[];
    now: Date;
    options: SearchOptions;
  },
): Promise<SearchResults> {
  const started = performance.now();
  const result = emptyResults(args.query, args.filters);
  // The added aliases are extras: if they cannot be read, search goes on with the built-in list.
  const aliases = await getSearchAliasTable(db).catch((error) => {
    logger.warn("search aliases not read", { error });
    return undefined;
  });
  const q = prepareQuery(args.query, aliases);
  // Nothing left once control characters are dropped: as blank as an empty query (spec §5).
  if (!q.lower) return result;
  const input = {
    q,
    filters: args.filters,
    limit: args.limit,
    offset: pageOffset(args.page, args.limit),
    now: args.now,
    countCap: args.options.countCap,
  };
  const pages = await Promise.all(
    args.types.map(async (type): Promise<[SearchResultType, TypeSearchPage | null]> => {
      const override = args.options.override?.[type];
      try {
        if (override) return [type, await override(db, input)];
        const index = args.options.index;
        const fromMemory = index?.search(type, input);
        if (fromMemory) return [type, fromMemory];
        // The database answers (a type larger than the memory bound, or being read again): with the typo words
        // the index holds for it, typos are matched there too (decision 053).
        const typed = index ? { ...input, q: index.withTypoWords(type, q) } : input;
        const candidates = await searchCandidates(db, type, typed, args.options.candidateCap);
        return [type, candidates ?? (await SEARCHES[type](db, typed))];
      } catch (error) {
        logger.warn("search type failed", { type, error });
        return [type, null];
      }
    }),
  );
  for (const [type, page] of pages) {
    if (!page) {
      result.failedTypes.push(type);
      continue;
    }
    result.results[type] = page.items;
    result.counts[type] = page.count;
    if (page.capped) result.countsCapped.push(type);
    result.totalResults += page.count;
  }
  result.executionTimeMs = Math.round(performance.now() - started);
  return result;
}

function emptyResults(query: string, filters: SearchFilters): SearchResults {
  const results = {} as SearchResults["results"];
  const counts = {} as SearchResults["counts"];
  for (const type of SEARCH_RESULT_TYPES) {
    results[type] = [];
    counts[type] = 0;
  }
  return { query, filters, results, counts, countsCapped: [], totalResults: 0, failedTypes: [], executionTimeMs: 0 };
}

/** Only the known filters, trimmed; empty ones dropped, so equal searches share one cache entry. */
function cleanFilters(filters: SearchFilters | undefined): SearchFilters {
  const clean: SearchFilters = {};
  const types = filters?.types?.filter((t) => SEARCH_RESULT_TYPES.includes(t));
  if (types?.length) clean.types = [...new Set(types)].sort();
  const genre = filters?.genre?.trim().slice(0, 60);
  if (genre) clean.genre = genre;
  const city = filters?.city?.trim().slice(0, 60);
  if (city) clean.city = city;
  if (filters?.when === "upcoming" || filters?.when === "past") clean.when = filters.when;
  const category = filters?.category?.trim().slice(0, 60);
  if (category) clean.category = category;
  return clean;
}

/**
 * The search contract shared by the server search service (server/domain/search), the /search page, the global
 * search bar and the mobile overlay. Constants are spec §9 *Search*; shapes are spec §3 (suggestion, history
 * item, analytics record). Pure data: no I/O, safe in the browser bundle (no zod here on purpose).
 */
import { groupedInteger } from "~/core/text/english-format";

/** Spec §9 search constants. */
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 100;
export const SEARCH_RESULT_CACHE_MS = 5 * 60 * 1000;
export const SEARCH_SNIPPET_MAX_CHARS = 150;
export const SUGGESTIONS_DEFAULT_LIMIT = 5;
export const SUGGESTIONS_MIN_CHARS = 2;
export const SUGGESTIONS_DEBOUNCE_MS = 300;
export const SUGGESTIONS_HIDE_AFTER_BLUR_MS = 200;
export const SEARCH_PLACEHOLDER_ROTATE_MS = 3000;
export const SEARCH_HISTORY_LIMIT = 10;
/** Spec §9: search analytics are disabled for 5 minutes after 3 consecutive failures. */
export const SEARCH_ANALYTICS_FAILURE_LIMIT = 3;
export const SEARCH_ANALYTICS_COOLDOWN_MS = 5 * 60 * 1000;

/**
 * Not in the spec: each type counts its matches up to this many and then says "100+". Counting every match of
 * a two-letter query would read tens of thousands of rows for a number nobody pages through, and on the 100 k
 * bench a cap of 1 000 still cost a common query 10–15 ms per type (decision 011).
 */
export const SEARCH_COUNT_CAP = 100;

/** A type's count as the results page shows it, with a "+" past the cap ("100+"). */
export function formatSearchCount(count: number, capped: boolean): string {
  const text = groupedInteger(count);
  return capped ? `${text}+` : text;
}

/** Spec §9 result types, in the order the results page shows them. */
export const SEARCH_RESULT_TYPES = ["dj", "venue", "event", "production", "news"] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

export const SEARCH_TYPE_LABELS: Record<SearchResultType, string> = {
  dj: "DJ",
  venue: "Venue",
  event: "Event",
  production: "Production",
  news: "News",
};

/** Spec §2 search result targets. */
export function searchResultUrl(type: SearchResultType, key: string): string {
  const k = encodeURIComponent(key);
  switch (type) {
    case "dj":
      return `/dj/${k}`;
    case "venue":
      return `/venues/${k}`;
    case "event":
      return `/events/${k}`;
    case "production":
      return `/production/${k}`;
    case "news":
      return `/news/${k}`;
  }
}

/** Spec §3 *Search suggestion*. */
export interface SearchSuggestion {
  id: string;
  type: SearchResultType;
  text: string;
  subtext: string | null;
  imageUrl: string | null;
  url: string | null;
}

/** One card on /search. `snippet` is cut to SEARCH_SNIPPET_MAX_CHARS. */
export interface SearchResult {
  id: string;
  type: SearchResultType;
  title: string;
  subtitle: string | null;
  snippet: string | null;
  imageUrl: string | null;
  url: string;
  /** Spec §9 relevance, 0–100. */
  score: number;
  /** ISO date when the type has one (event date, news publish date). */
  date: string | null;
  /** An event's zone: its date is written in it (formatEventDate), not in UTC. */
  timeZone?: string;
  verified?: boolean;
  /** How the result matched (app/core/search/search-rank.ts): the All tab puts the type with the best first. */
  rank?: { tier: number; words: number };
}

export type EventWhen = "upcoming" | "past";

/** Filters a search accepts (URL params on /search: type, genre, city, when, category, page). */
export interface SearchFilters {
  /** Empty or missing = all five types. */
  types?: SearchResultType[];
  /** DJs: genre name (case-insensitive match against dj_profiles.genres). */
  genre?: string;
  /** DJs and venues: city (case-insensitive). */
  city?: string;
  /** Events. */
  when?: EventWhen;
  /** News: category slug. */
  category?: string;
}

export interface SearchParams {
  query: string;
  filters: SearchFilters;
  /** Per type; default SEARCH_DEFAULT_LIMIT, clamped to SEARCH_MAX_LIMIT. */
  limit?: number;
  /** 1-based page, per type. */
  page?: number;
}

export interface SearchResults {
  query: string;
  filters: SearchFilters;
  /** Per type, each list ordered as its type requires (events and news newest first, others by score). */
  results: Record<SearchResultType, SearchResult[]>;
  /** Matches per type (all pages), for the tab counts; at most SEARCH_COUNT_CAP each. */
  counts: Record<SearchResultType, number>;
  /** Types with more matches than SEARCH_COUNT_CAP: their count reads "1,000+". */
  countsCapped: SearchResultType[];
  totalResults: number;
  /** Types whose query failed (their list is empty; spec §8 per-type search error). */
  failedTypes: SearchResultType[];
  executionTimeMs: number;
}

/** Spec §3 *Search history item* (local storage). */
export interface SearchHistoryItem {
  id: string;
  query: string;
  timestamp: number;
  resultCount: number;
  clickedResult?: { id: string; type: SearchResultType; title: string };
}

/** The click-tracking payload the bar and the results page send to POST /api/search/click (spec §3/§7). */
export interface SearchClickPayload {
  sessionId: string;
  query: string;
  filters: SearchFilters;
  resultCount: number;
  clickedResultId: string;
  clickedResultType: SearchResultType;
  clickPosition: number;
  timestamp: number;
  executionTimeMs: number;
}

/** Empty or blank queries return an empty result set (spec §5). */
export function normaliseSearchQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ");
}

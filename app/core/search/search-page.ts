import type { DjDirectoryShortcut } from "~/core/djs/dj-directory-shortcuts";
import { formatEventDate } from "~/core/events/events";
import {
  formatSearchCount,
  SEARCH_DEFAULT_LIMIT,
  type SearchClickPayload,
  type SearchResult,
  type SearchResults,
  type SearchResultType,
} from "./search";
import type { SearchPageState } from "./search-url";

/** What /search shows besides the results (its loader reads them from cached directory and news reads). */
export interface SearchPageOptions {
  genres: string[];
  categories: { slug: string; name: string }[];
  /** Links to the DJ directory filtered by the genre or city the query names (All and DJs tabs). */
  shortcuts: DjDirectoryShortcut[];
  /** A genre and a city the directory lists, for the no-results advice. */
  examples: { genre: string | null; city: string | null };
}

export const NO_SEARCH_PAGE_OPTIONS: SearchPageOptions = {
  genres: [],
  categories: [],
  shortcuts: [],
  examples: { genre: null, city: null },
};

/** Tab and heading names of the result types. */
export const SEARCH_TYPE_PLURALS: Record<SearchResultType, string> = {
  dj: "DJs",
  venue: "Venues",
  event: "Events",
  production: "Productions",
  news: "News",
};

/** "DJs" keeps its capitals in running text ("Showing 1–20 of 27 DJs"); the other types are lowercased. */
export function searchTypeInText(type: SearchResultType): string {
  return type === "dj" ? SEARCH_TYPE_PLURALS.dj : SEARCH_TYPE_PLURALS[type].toLowerCase();
}

/** A type's count as shown: "100+" once it passes the count cap. */
export function searchCountText(results: SearchResults, type: SearchResultType): string {
  return formatSearchCount(results.counts[type], results.countsCapped.includes(type));
}

export interface SearchTab {
  tab: SearchResultType | null;
  label: string;
  /** null on the All tab while a type tab is open (the total then says nothing about the page shown). */
  count: string | null;
}

/** "All" and then one tab per enabled type, each with its count. */
export function searchTabs(state: SearchPageState, types: SearchResultType[], results: SearchResults): SearchTab[] {
  return [
    {
      tab: null,
      label: "All",
      count: state.tab ? null : formatSearchCount(results.totalResults, results.countsCapped.length > 0),
    },
    ...types.map((type) => ({ tab: type, label: SEARCH_TYPE_PLURALS[type], count: searchCountText(results, type) })),
  ];
}

/** Where a type tab's page starts (0-based) and whether a next page may exist. */
export function searchTabPage(
  state: SearchPageState,
  results: SearchResults,
  tab: SearchResultType,
): { first: number; hasNext: boolean } {
  const items = results.results[tab];
  const first = (state.page - 1) * SEARCH_DEFAULT_LIMIT;
  // Past the count cap the exact total is unknown: a full page means there may be more.
  const hasNext = results.countsCapped.includes(tab)
    ? items.length === SEARCH_DEFAULT_LIMIT
    : first + items.length < results.counts[tab];
  return { first, hasNext };
}

/** The sections of the All tab: types with results, in the spec's order, each with its first position. */
export function searchAllTabSections(
  types: readonly SearchResultType[],
  results: SearchResults,
  order: readonly SearchResultType[],
): { type: SearchResultType; startPosition: number }[] {
  let position = 0;
  return order
    .filter((type) => types.includes(type) && results.results[type].length > 0)
    .map((type) => {
      const startPosition = position;
      position += results.results[type].length;
      return { type, startPosition };
    });
}

/**
 * The All tab's type order: the type whose first result is best comes first — a larger share of the query's words,
 * then the better tier (exact, starts with, contains, word, typo) — so an exact event name puts events above DJs
 * who merely share a word. Equal types keep `order` (the spec's: DJs, venues, events, productions, news); the
 * score does not decide, as its multipliers differ by type (every DJ is verified).
 */
export function searchAllTabOrder(results: SearchResults, order: readonly SearchResultType[]): SearchResultType[] {
  const best = (type: SearchResultType) => results.results[type][0];
  return [...order].sort((a, b) => {
    const x = best(a);
    const y = best(b);
    if (!x || !y) return x ? -1 : y ? 1 : 0;
    const xr = x.rank ?? { tier: 99, words: 0 };
    const yr = y.rank ?? { tier: 99, words: 0 };
    return yr.words - xr.words || xr.tier - yr.tier;
  });
}

/** Whether the page shows the no-results state: nothing at all, or nothing on the open tab. */
export function searchFoundNothing(state: SearchPageState, results: SearchResults): boolean {
  return results.totalResults === 0 || (state.tab !== null && results.counts[state.tab] === 0);
}

/** Dates in UTC, so the server's and the browser's rendering agree. */
export function formatSearchResultDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * A result card's second line: its date (events in their own zone, news in UTC) and its subtitle, or null when it
 * has neither.
 */
export function searchResultDetails(item: Pick<SearchResult, "date" | "subtitle" | "timeZone">): string | null {
  if (!item.subtitle && !item.date) return null;
  const date = item.date
    ? item.timeZone
      ? formatEventDate(item.date, item.timeZone, "day")
      : formatSearchResultDate(item.date)
    : null;
  return [date, item.subtitle].filter(Boolean).join(" · ");
}

export const SEARCH_RETRY_ADVICE = "Check the spelling, or try fewer or different words.";

/**
 * Advice that holds: search matches DJs by name only (spec §7), so a genre or city leads to DJs through the
 * directory shortcut, and the examples given are ones the directory lists, so searching them shows a shortcut.
 */
export type NoResultsAdvice =
  | { kind: "text"; text: string }
  | { kind: "examples"; examples: { kind: "genre" | "city"; value: string }[] };

export function noResultsAdvice(
  tab: SearchResultType | null,
  shortcuts: readonly DjDirectoryShortcut[],
  examples: SearchPageOptions["examples"],
): NoResultsAdvice {
  if (tab !== null && tab !== "dj") return { kind: "text", text: SEARCH_RETRY_ADVICE };
  if (shortcuts.length > 0) {
    return {
      kind: "text",
      text: "Search finds DJs by name, genre or city. For every DJ of a genre or city, open the DJ directory link above.",
    };
  }
  const named = (
    [
      ["genre", examples.genre],
      ["city", examples.city],
    ] as const
  ).flatMap(([kind, value]) => (value === null ? [] : [{ kind, value }]));
  if (named.length === 0)
    return { kind: "text", text: `${SEARCH_RETRY_ADVICE} Search finds DJs by name, genre or city.` };
  return { kind: "examples", examples: named };
}

/** The click-tracking payload of a result opened on /search (the session id and time are added when sent). */
export function searchPageClick(
  state: SearchPageState,
  results: SearchResults,
  item: SearchResult,
  position: number,
): Omit<SearchClickPayload, "sessionId" | "timestamp"> {
  return {
    query: state.query,
    filters: { ...state.filters, ...(state.tab ? { types: [state.tab] } : {}) },
    resultCount: results.totalResults,
    clickedResultId: item.id,
    clickedResultType: item.type,
    clickPosition: position,
    executionTimeMs: results.executionTimeMs,
  };
}

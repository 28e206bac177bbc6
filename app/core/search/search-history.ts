import { normaliseSearchQuery, SEARCH_HISTORY_LIMIT, type SearchHistoryItem } from "./search";

/**
 * Search history rules (spec §3 history item, §7 local storage, §9 limit 10): newest first, one entry per
 * query (compared case-insensitively, so "Nadia" and "nadia " are one search), at most 10.
 */
export function addToSearchHistory(
  history: readonly SearchHistoryItem[],
  entry: Omit<SearchHistoryItem, "id" | "query"> & { query: string; id?: string },
): SearchHistoryItem[] {
  const query = normaliseSearchQuery(entry.query);
  if (!query) return [...history];
  const key = query.toLowerCase();
  const previous = history.find((item) => item.query.toLowerCase() === key);
  const item: SearchHistoryItem = {
    id: entry.id ?? previous?.id ?? `${entry.timestamp.toString(36)}-${key}`,
    query,
    timestamp: entry.timestamp,
    resultCount: entry.resultCount,
    ...(entry.clickedResult ? { clickedResult: entry.clickedResult } : {}),
  };
  return [item, ...history.filter((h) => h.query.toLowerCase() !== key)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** Reads stored history defensively: bad JSON or foreign shapes give an empty or shorter list, never an error. */
export function parseSearchHistory(raw: string | null): SearchHistoryItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (item): item is SearchHistoryItem =>
        typeof item === "object" &&
        item !== null &&
        typeof item.id === "string" &&
        typeof item.query === "string" &&
        item.query.trim() !== "" &&
        typeof item.timestamp === "number" &&
        typeof item.resultCount === "number",
    )
    .sort((a, b) => b.timestamp - a.timestamp)
    .slice(0, SEARCH_HISTORY_LIMIT);
}

export function searchHistoryKey(productSlug: string): string {
  return `${productSlug}_search_history`;
}

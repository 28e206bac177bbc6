import type { SearchHistoryItem } from "~/core/search/search";
import { addToSearchHistory, parseSearchHistory, searchHistoryKey } from "~/core/search/search-history";

/**
 * Search history in local storage (spec §7). Storage can be full, blocked or absent (private modes): then
 * history simply is not kept — searching still works.
 */
export function readSearchHistory(productSlug: string): SearchHistoryItem[] {
  try {
    return parseSearchHistory(window.localStorage.getItem(searchHistoryKey(productSlug)));
  } catch {
    return [];
  }
}

export function rememberSearch(
  productSlug: string,
  entry: Omit<SearchHistoryItem, "id" | "timestamp"> & { timestamp?: number },
): SearchHistoryItem[] {
  const next = addToSearchHistory(readSearchHistory(productSlug), {
    ...entry,
    timestamp: entry.timestamp ?? Date.now(),
  });
  try {
    window.localStorage.setItem(searchHistoryKey(productSlug), JSON.stringify(next));
  } catch {
    // Not kept; nothing to tell the user.
  }
  return next;
}

export function clearSearchHistory(productSlug: string): void {
  try {
    window.localStorage.removeItem(searchHistoryKey(productSlug));
  } catch {
    // Nothing stored, nothing to clear.
  }
}

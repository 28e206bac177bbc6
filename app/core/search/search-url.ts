import { normaliseSearchQuery, SEARCH_RESULT_TYPES, type SearchFilters, type SearchResultType } from "./search";

/** What /search shows, read from its URL: ?q=&type=&genre=&city=&when=&category=&page= */
export interface SearchPageState {
  query: string;
  /** null = the "All" tab (a few results of every type). */
  tab: SearchResultType | null;
  filters: Omit<SearchFilters, "types">;
  page: number;
}

/** Results per type on the "All" tab; each type's own tab shows the spec's default 20 per page. */
export const SEARCH_ALL_TAB_LIMIT = 6;

const MAX_QUERY = 200;

function isType(value: string | null): value is SearchResultType {
  return value !== null && (SEARCH_RESULT_TYPES as readonly string[]).includes(value);
}

/** Filters belong to a tab: genre and city to DJs, city to venues, when to events, category to news. */
export function parseSearchPageState(params: URLSearchParams): SearchPageState {
  const query = normaliseSearchQuery(params.get("q") ?? "").slice(0, MAX_QUERY);
  const type = params.get("type");
  const tab = isType(type) ? type : null;
  const text = (name: string) => {
    const value = normaliseSearchQuery(params.get(name) ?? "").slice(0, 60);
    return value || undefined;
  };
  const filters: SearchPageState["filters"] = {};
  if (tab === "dj") {
    filters.genre = text("genre");
    filters.city = text("city");
  }
  if (tab === "venue") filters.city = text("city");
  if (tab === "event") {
    const when = params.get("when");
    if (when === "upcoming" || when === "past") filters.when = when;
  }
  if (tab === "news") filters.category = text("category");
  for (const key of Object.keys(filters) as (keyof typeof filters)[]) if (!filters[key]) delete filters[key];
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return { query, tab, filters, page: tab && Number.isFinite(page) && page > 1 ? Math.min(page, 500) : 1 };
}

/** The /search URL of a state; empty values are left out, and the page resets unless given. */
export function searchPageHref(state: Partial<SearchPageState> & { query: string }): string {
  const params = new URLSearchParams();
  params.set("q", state.query);
  if (state.tab) params.set("type", state.tab);
  for (const [key, value] of Object.entries(state.filters ?? {})) if (value) params.set(key, String(value));
  if (state.tab && state.page && state.page > 1) params.set("page", String(state.page));
  return `/search?${params.toString()}`;
}

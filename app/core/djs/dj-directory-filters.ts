/**
 * The home page's DJ directory filters, read from the URL (?genre=&city=&sort=&page=) so every
 * filtered view is a plain GET link: shareable, cacheable, and working without JavaScript.
 */
import { groupedInteger } from "~/core/text/english-format";

export const DJ_SORTS = [
  { value: "featured", label: "Featured" },
  { value: "az", label: "A–Z" },
  { value: "newest", label: "Newest" },
] as const;

export type DjSort = (typeof DJ_SORTS)[number]["value"];

export const DEFAULT_DJ_SORT: DjSort = "featured";

/**
 * Cards per page of the grid ("Show more" loads the next page, a real `?page=` link without JavaScript). Each
 * server-rendered card costs render time and ~1 KB of HTML below the fold, so the first page is
 * small: 24 fills whole rows at 2, 3 and 4 columns (phone, tablet, laptop).
 */
export const DJ_PAGE_SIZE = 24;

/** Deep paging past this is refused (it would be an offset scan over the whole table); filters narrow instead. */
export const DJ_MAX_PAGE = 200;

export interface DjDirectoryFilters {
  genre: string | null;
  city: string | null;
  sort: DjSort;
  page: number;
}

function cleanText(value: string | null): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed && trimmed.length <= 80 ? trimmed : null;
}

/** Lenient parse: unknown sorts fall back to the default, bad pages to 1, empty values to "no filter". */
export function parseDjDirectoryFilters(params: URLSearchParams): DjDirectoryFilters {
  const sortParam = params.get("sort");
  const sort = DJ_SORTS.find((s) => s.value === sortParam)?.value ?? DEFAULT_DJ_SORT;
  const pageNumber = Number(params.get("page"));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, DJ_MAX_PAGE) : 1;
  return { genre: cleanText(params.get("genre")), city: cleanText(params.get("city")), sort, page };
}

export function hasActiveFilters(filters: Pick<DjDirectoryFilters, "genre" | "city">): boolean {
  return filters.genre !== null || filters.city !== null;
}

/** The query string of a filter state, default values left out so URLs stay short and canonical. */
export function djDirectorySearch(filters: Partial<DjDirectoryFilters>): string {
  const params = new URLSearchParams();
  if (filters.genre) params.set("genre", filters.genre);
  if (filters.city) params.set("city", filters.city);
  if (filters.sort && filters.sort !== DEFAULT_DJ_SORT) params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** "12 DJs", "1 DJ", with the filters spelled out for the result line and screen readers. */
export function describeDjResults(total: number, filters: Pick<DjDirectoryFilters, "genre" | "city">): string {
  const count = `${groupedInteger(total)} ${total === 1 ? "DJ" : "DJs"}`;
  const parts = [filters.genre ? `playing ${filters.genre}` : null, filters.city ? `in ${filters.city}` : null];
  return [count, ...parts.filter(Boolean)].join(" ");
}

/**
 * How the public API reads a list's query string (decision 061): strictly, unlike the pages. A page ignores what it
 * does not know (a shared link with a stray parameter still opens); a program that misspells a filter must hear so,
 * or it would page through everything thinking it filtered. The filter values themselves are read by the pages'
 * own parsers, so a filter means the same on /events and on /api/v1/events.
 */

import { decodeCursor, encodeCursor } from "./api-cursor";
import { type ApiProblem, apiProblem } from "./api-problem";

export const API_DEFAULT_LIMIT = 20;
export const API_MAX_LIMIT = 100;
/** Rows past this are not paged to (an offset scan gets slower with depth); filters narrow instead. */
export const API_MAX_OFFSET = 5_000;

/** The paging parameters every list takes besides its filters. */
export const PAGING_PARAMS = ["limit", "cursor"] as const;

export interface ListQuery {
  /** Only the list's filters, for the pages' parsers. */
  filters: URLSearchParams;
  limit: number;
  offset: number;
  /** The list and its filters, canonical: what a cursor of this list is made for. */
  scope: string;
}

export type ListQueryReading = { ok: true; query: ListQuery } | { ok: false; problem: ApiProblem };

function refuse(detail: string): ListQueryReading {
  return { ok: false, problem: apiProblem("bad-request", detail) };
}

/** A list's query: known filters only, each once; `limit` 1…100; a cursor made by this list with these filters. */
export function readListQuery(list: string, params: URLSearchParams, filterNames: readonly string[]): ListQueryReading {
  const seen = new Set<string>();
  const filters: [string, string][] = [];
  for (const [name, value] of params) {
    const known = filterNames.includes(name) || (PAGING_PARAMS as readonly string[]).includes(name);
    if (!known) {
      const accepted = [...filterNames, ...PAGING_PARAMS].map((n) => `"${n}"`).join(", ");
      return refuse(`Unknown parameter "${name.slice(0, 40)}". This list takes ${accepted}.`);
    }
    if (seen.has(name)) return refuse(`The parameter "${name}" is given more than once.`);
    seen.add(name);
    if (filterNames.includes(name)) filters.push([name, value]);
  }
  let limit = API_DEFAULT_LIMIT;
  const limitText = params.get("limit");
  if (limitText !== null) {
    limit = /^\d{1,4}$/.test(limitText) ? Number(limitText) : Number.NaN;
    if (!(limit >= 1 && limit <= API_MAX_LIMIT)) {
      return refuse(`"limit" must be a whole number from 1 to ${API_MAX_LIMIT}.`);
    }
  }
  filters.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const scope = `${list}?${new URLSearchParams(filters).toString()}`;
  let offset = 0;
  const cursor = params.get("cursor");
  if (cursor !== null) {
    const reading = decodeCursor(cursor, scope);
    if (!reading.ok) {
      return refuse(
        reading.reason === "malformed"
          ? `"cursor" is not a cursor of this API: pass the "nextCursor" of the previous page as it came.`
          : `"cursor" belongs to another list or other filters: page with the filters the cursor was made with.`,
      );
    }
    offset = reading.offset;
  }
  return { ok: true, query: { filters: new URLSearchParams(filters), limit, offset, scope } };
}

/** The cursor of the page after [offset, offset + shown) of `total` rows, or null when there is none to page to. */
export function nextCursor(query: Pick<ListQuery, "scope" | "offset" | "limit">, total: number): string | null {
  const next = query.offset + query.limit;
  return next < total && next < API_MAX_OFFSET ? encodeCursor({ scope: query.scope, offset: next }) : null;
}

/** A path segment that may be a slug (the domain functions check it again). */
export function isSlugSegment(value: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,120}$/.test(value);
}

import type { SearchFilters, SearchResult } from "../../../app/core/search";
import type { Db } from "../../db/client.server";
import type { PreparedQuery } from "./search-sql.server";

/** What each per-type search receives: the prepared query, the filters, one page, and the clock. */
export interface TypeSearchInput {
  q: PreparedQuery;
  filters: SearchFilters;
  limit: number;
  offset: number;
  now: Date;
}

/** One page of one type, and how many rows match in all. */
export interface TypeSearchPage {
  items: SearchResult[];
  count: number;
}

export type TypeSearch = (db: Db, input: TypeSearchInput) => Promise<TypeSearchPage>;

/** The database's score, rounded like searchRelevance(). */
export function roundScore(score: number | string): number {
  return Math.round(Number(score) * 10) / 10;
}

export function isoDate(value: Date | string | null): string | null {
  return value ? new Date(value).toISOString() : null;
}

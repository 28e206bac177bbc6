import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
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

export function isoDate(value: Date | string | null): string | null {
  return value ? new Date(value).toISOString() : null;
}

/**
 * The total from the page's window count; a page past the end has no rows to carry it, so only then is a
 * separate count run.
 */
export async function totalOf(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  rows: { total: number }[],
  offset: number,
): Promise<number> {
  if (rows.length > 0) return Number(rows[0].total);
  if (offset === 0) return 0;
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

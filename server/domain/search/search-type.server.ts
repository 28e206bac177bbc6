import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { SEARCH_COUNT_CAP, type SearchFilters, type SearchResult } from "~/core/search/search";
import type { Db } from "~server/db/client.server";
import type { PreparedQuery } from "./search-sql.server";

/** What each per-type search receives: the prepared query, the filters, one page, and the clock. */
export interface TypeSearchInput {
  q: PreparedQuery;
  filters: SearchFilters;
  limit: number;
  offset: number;
  now: Date;
  /** Counts stop here (SEARCH_COUNT_CAP; tests pass a small one). */
  countCap?: number;
}

/** One page of one type, and how many rows match in all (at most the cap; `capped` when there are more). */
export interface TypeSearchPage {
  items: SearchResult[];
  count: number;
  capped: boolean;
}

export type TypeSearch = (db: Db, input: TypeSearchInput) => Promise<TypeSearchPage>;

export function isoDate(value: Date | string | null): string | null {
  return value ? new Date(value).toISOString() : null;
}

/**
 * How many rows match, reading at most cap + 1 of them: the scan stops as soon as it is known that there are
 * more than the cap, so a query matching 30 000 rows costs about what one matching 1 000 does.
 */
export async function countMatches(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap = SEARCH_COUNT_CAP,
): Promise<{ count: number; capped: boolean }> {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as("limited");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  const n = Number(row?.n ?? 0);
  return n > cap ? { count: cap, capped: true } : { count: n, capped: false };
}

/**
 * The capped count first, then only the rows that can exist: a query that matches nothing costs one indexed
 * count, and one that matches 7 rows asks for 7. `fetch` reads `take` rows from `offset` in the type's order.
 */
export async function countThenPage<Row>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  page: { limit: number; offset: number; countCap?: number },
  fetch: (take: number) => Promise<Row[]>,
): Promise<{ rows: Row[]; count: number; capped: boolean }> {
  const total = await countMatches(db, table, where, page.countCap);
  const end = Math.min(page.offset + page.limit, total.capped ? Number.POSITIVE_INFINITY : total.count);
  const rows = end > page.offset ? await fetch(end - page.offset) : [];
  return { rows, ...total };
}

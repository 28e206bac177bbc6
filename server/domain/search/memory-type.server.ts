import { and, asc, gt, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { SearchFilters, SearchResult } from "~/core/search/search";
import { RELEVANCE } from "~/core/search/search-relevance";
import type { Db } from "~server/db/client.server";
import { buildMemoryTable, type MemoryOrder, type MemoryRow, type MemoryTable } from "./memory-search.server";
import type { PreparedQuery } from "./search-sql.server";

/**
 * What one result type needs to be searched from memory (decision 014, "Search"): which rows and columns to
 * read (the same rows its SQL path may return, the same columns its result card is built from), its searched
 * fields lowered by the database, its filters and multiplier classes over the read rows. Each type's file
 * defines it beside its SQL path, from the same pieces.
 */
export interface MemoryTypeSpec {
  /** The tables its rows come from (the change notices name these). */
  tables: readonly string[];
  /** The type's own order after the rank (memory-search.server.ts, MemoryOrder). */
  order: MemoryOrder;
  /** Whether the multiplier classes split on a verified flag (productions) or only on recency. */
  verifiedClasses?: boolean;
  table: PgTable;
  id: PgColumn;
  /** Rows that may appear at all (public, active, published, with a slug). */
  where: () => SQL | undefined;
  /** The columns its result card is built from, as its SQL path selects them. */
  columns: Record<string, PgColumn | SQL.Aliased | SQL>;
  /** Each searched field folded (`foldSql`), in the SQL path's field order: the same expressions it matches. */
  lowered: SQL[];
  /** Per searched field, whether typos count there (names, genres, places; not descriptions or article text). */
  typoFields: boolean[];
  /** Extra values its filters read. */
  filterColumns?: Record<string, SQL>;
  /** Times and flags the order and multipliers read, from a read row. */
  describe(row: Record<string, unknown>): { recentAt: number; verified: boolean; orderAt: number };
  /** The type's filters as a test on a row, or undefined when none is set. */
  filterFor(filters: SearchFilters, now: Date): ((row: MemoryRow) => boolean) | undefined;
  toResult(row: Record<string, unknown>, q: PreparedQuery, now: Date): SearchResult;
}

/** Rows read per query: PGlite answers one query at a time, so other requests get in between pages. */
const PAGE_ROWS = 5000;

/** Reads every row a type may return into a searchable table, one page at a time in id order. */
export async function loadMemoryTable(db: Db, spec: MemoryTypeSpec): Promise<MemoryTable> {
  const rows: MemoryRow[] = [];
  const lowered = Object.fromEntries(spec.lowered.map((expression, i) => [`__l${i}`, expression]));
  const filters = Object.fromEntries(Object.entries(spec.filterColumns ?? {}).map(([k, v]) => [`__f_${k}`, v]));
  let after: string | null = null;
  for (;;) {
    const where = and(spec.where(), after === null ? undefined : gt(spec.id, after));
    const page = (await db
      .select({ ...spec.columns, ...lowered, ...filters })
      .from(spec.table)
      .where(where)
      .orderBy(asc(spec.id))
      .limit(PAGE_ROWS)) as Array<Record<string, unknown>>;
    for (const read of page) {
      const raw: Record<string, unknown> = {};
      const filter: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(read)) {
        if (key.startsWith("__f_")) filter[key.slice(4)] = value;
        else if (!key.startsWith("__l")) raw[key] = value;
      }
      rows.push({
        id: read.id as string,
        lower: spec.lowered.map((_, i) => (read[`__l${i}`] as string | null) ?? null),
        raw,
        filter,
        ...spec.describe(raw),
      });
    }
    if (page.length < PAGE_ROWS) break;
    after = page[page.length - 1].id as string;
  }
  return buildMemoryTable(spec.order, rows, spec.typoFields);
}

/** multiplierClasses' order as a row's class: recent first; with a verified flag, verified first (×1.32, ×1.2, ×1.1, ×1). */
export function multiplierClassOf(now: Date, withVerified: boolean): (row: MemoryRow) => number {
  const until = now.getTime();
  const since = until - RELEVANCE.recentWindowMs;
  return (row) => {
    const notRecent = row.recentAt >= since && row.recentAt <= until ? 0 : 1;
    return withVerified ? (row.verified ? 0 : 2) + notRecent : notRecent;
  };
}

export const timeOf = (value: unknown) => new Date(value as Date | string).getTime();

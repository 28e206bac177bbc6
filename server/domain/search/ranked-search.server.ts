import { and, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~server/db/client.server";
import { matchCondition, type PreparedQuery, rankOrder } from "./search-sql.server";
import { countThenPage } from "./search-type.server";

export interface RankedSearchSpec {
  table: PgTable;
  /** The searched fields, folded (`foldSql`), in the type's field order. */
  fields: SQL[];
  /** Which rows may appear at all (public, active, published, with a slug, the filters). */
  base: SQL | undefined;
  /** The rows of each multiplier value, highest first (multiplierClasses). */
  classes: SQL[];
  /** The type's own order after the rank (name, or date), ending with the id so paging is stable. */
  afterRank: SQL[];
  q: PreparedQuery;
  limit: number;
  offset: number;
  countCap?: number;
}

/**
 * One type's page by the rank rule (app/core/search/search-rank.ts, spelled in SQL by `rankOrder`), after the
 * capped count (countThenPage), so a query that matches nothing costs one count. This is the database's answer
 * while the in-memory index reads a type's rows (decision 014); `select` runs the page with its condition, order
 * and window.
 */
export async function rankedSearch<Row>(
  db: Db,
  spec: RankedSearchSpec,
  select: (where: SQL | undefined, orderBy: SQL[], take: number, offset: number) => Promise<Row[]>,
): Promise<{ rows: Row[]; count: number; capped: boolean }> {
  const where = and(spec.base, matchCondition(spec.fields, spec.q));
  const orderBy = [...rankOrder(spec.fields, spec.q, spec.classes), ...spec.afterRank];
  return countThenPage(db, spec.table, where, spec, (take) => select(where, orderBy, take, spec.offset));
}

import { type AnyColumn, and, asc, desc, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.server";
import { fetchByTier, matchCondition, type PreparedQuery, tierConditions } from "./search-sql.server";
import { countMatches } from "./search-type.server";

export interface RankedSearchSpec {
  table: PgTable;
  /** The searched fields (spec §7). */
  fields: (AnyColumn | SQL)[];
  /** Which rows may appear at all (active, with a slug, the filters). */
  base: SQL | undefined;
  /** The product of the row's multipliers (multiplierSql), to order tiers 2 and 3. */
  multiplier: SQL<number>;
  /** Ties: by name, then id, so paging is stable. */
  name: AnyColumn;
  id: AnyColumn;
  q: PreparedQuery;
  limit: number;
  offset: number;
  countCap?: number;
}

/**
 * DJs, venues and production lines are ordered by relevance (spec §9), which fetchByTier reads one tier at a
 * time; the capped count runs beside the page. `select` runs one tier's query with its condition and order.
 */
export async function rankedSearch<Row>(
  db: Db,
  spec: RankedSearchSpec,
  select: (where: SQL | undefined, orderBy: SQL[], take: number) => Promise<Row[]>,
): Promise<{ rows: Row[]; count: number; capped: boolean }> {
  const tiers = tierConditions(spec.fields, spec.q);
  const ties = [asc(spec.name), asc(spec.id)];
  const fetchTier = (tier: SQL, index: number, take: number) =>
    // Tier 1 scores 100 whatever the multipliers: the name alone orders it.
    select(and(spec.base, tier), index === 0 ? ties : [desc(spec.multiplier), ...ties], take);
  const [rows, total] = await Promise.all([
    fetchByTier(tiers, fetchTier, spec.limit, spec.offset),
    countMatches(db, spec.table, and(spec.base, matchCondition(spec.fields, spec.q)), spec.countCap),
  ]);
  return { rows, ...total };
}

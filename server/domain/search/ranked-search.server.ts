import { type AnyColumn, and, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~server/db/client.server";
import { fetchByTier, matchCondition, type PreparedQuery, type SearchTier, searchTiers } from "./search-sql.server";
import { countThenPage } from "./search-type.server";

export interface RankedSearchSpec {
  table: PgTable;
  /** The searched fields (spec §7). */
  fields: (AnyColumn | SQL)[];
  /** Which rows may appear at all (active, with a slug, the filters). */
  base: SQL | undefined;
  /** The rows of each multiplier value, highest first (multiplierClasses), to order tiers 2 and 3. */
  classes: SQL[];
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
 * time, after the capped count (countThenPage), so a query that matches a few rows stops reading tiers once it
 * has them all. `select` runs one tier's query with its condition and order.
 */
export async function rankedSearch<Row>(
  db: Db,
  spec: RankedSearchSpec,
  select: (where: SQL | undefined, orderBy: SQL[], take: number) => Promise<Row[]>,
): Promise<{ rows: Row[]; count: number; capped: boolean }> {
  const tiers = searchTiers(spec.fields, spec.q, spec.name, spec.classes, spec.id);
  const fetchTier = (tier: SearchTier, take: number) => select(and(spec.base, tier.where), tier.orderBy, take);
  return countThenPage(db, spec.table, and(spec.base, matchCondition(spec.fields, spec.q)), spec, (take) =>
    fetchByTier(tiers, fetchTier, take, spec.offset),
  );
}

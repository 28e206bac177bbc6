import { sql } from "drizzle-orm";
import { monthPartitionName } from "~/core/analytics/analytics-retention";
import { MONTH_PARTITIONED_TABLES, PARTITIONED_ACTIVITY_TABLES } from "~server/db/activity-tables";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";
import { rollupSiteDailyStats } from "~server/domain/analytics/rollup-site-daily-stats.server";
import { rollupDjDailyStats } from "./rollup-dj-daily-stats.server";

export interface SummariseResult {
  /** Days rolled up before their raw rows went. */
  days: number;
  /** Month partitions dropped whole. */
  partitionsDropped: number;
}

/**
 * Summarises raw DJ activity older than `cutoff` (YYYY-MM-01, from rawRetentionCutoff) into dj_daily_stats and
 * drops it: every day that still has raw rows before the cut-off is rolled up (idempotent), then
 * the month partitions wholly before it are dropped and any older rows left in the default partition deleted, in
 * one transaction. The roll-ups stay; what goes is what only the raw rows could tell (referrers, devices, cities).
 * user_activities' months before the cut-off go in the same transaction (the same rule, decision 038): its rows
 * repeat the raw tables', so nothing is rolled up from it.
 */
export async function summariseOldDjActivity(db: Db, cutoff: string): Promise<SummariseResult> {
  // Only the days that still have raw rows before the cut-off (a stray old row must not mean years of roll-ups).
  const days = rowsOf<{ day: string }>(
    await db.execute(sql`
      select distinct day from (
        ${sql.join(
          PARTITIONED_ACTIVITY_TABLES.map(
            (table) =>
              sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day from ${sql.identifier(table)} where created_at < ${cutoff}::timestamptz`,
          ),
          sql` union `,
        )}) x
      order by day`),
  ).map((r) => r.day);
  // No early return when no DJ day is left: user_activities may still hold months before the cut-off.
  for (const day of days) {
    await rollupDjDailyStats(db, day);
    // DJ profile views are counted site-wide too (/admin/analytics): that day's figures are kept before the rows go.
    await rollupSiteDailyStats(db, day);
  }

  const partitions = rowsOf<{ name: string; parent: string }>(
    await db.execute(sql`
      select c.relname as name, p.relname as parent from pg_inherits i
        join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
      where p.relname in (${sql.join(
        MONTH_PARTITIONED_TABLES.map((t) => sql`${t}`),
        sql`, `,
      )})`),
  );
  const old = partitions.filter(
    (p) =>
      /_p\d{6}$/.test(p.name) && p.name < monthPartitionName(p.parent, cutoff) && p.name.startsWith(`${p.parent}_p`),
  );
  await db.transaction(async (tx) => {
    for (const p of old) await tx.execute(sql`drop table ${sql.identifier(p.name)}`);
    for (const table of MONTH_PARTITIONED_TABLES) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where created_at < ${cutoff}::timestamptz`);
    }
  });
  return { days: days.length, partitionsDropped: old.length };
}

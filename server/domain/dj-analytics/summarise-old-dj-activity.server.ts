import { sql } from "drizzle-orm";
import { monthPartitionName } from "~/core/analytics-retention";
import { addDays } from "~/core/events";
import type { Db } from "~server/db/client.server";
import { PARTITIONED_ACTIVITY_TABLES } from "./activity-tables.server";
import { rollupDjDailyStats } from "./rollup-dj-daily-stats.server";

export interface SummariseResult {
  /** Days rolled up before their raw rows went. */
  days: number;
  /** Month partitions dropped whole. */
  partitionsDropped: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

/**
 * Summarises raw DJ activity older than `cutoff` (YYYY-MM-01, from rawRetentionCutoff) into dj_daily_stats and
 * drops it (issue 22 item 5): every day that still has raw rows before the cut-off is rolled up (idempotent), then
 * the month partitions wholly before it are dropped and any older rows left in the default partition deleted, in
 * one transaction. The roll-ups stay; what goes is what only the raw rows could tell (referrers, devices, cities).
 */
export async function summariseOldDjActivity(db: Db, cutoff: string): Promise<SummariseResult> {
  const oldest = rowsOf<{ day: string | null }>(
    await db.execute(sql`
      select to_char(min(t) at time zone 'UTC', 'YYYY-MM-DD') as day from (
        ${sql.join(
          PARTITIONED_ACTIVITY_TABLES.map(
            (table) =>
              sql`select min(created_at) as t from ${sql.identifier(table)} where created_at < ${cutoff}::timestamptz`,
          ),
          sql` union all `,
        )}) x`),
  )[0]?.day;
  if (!oldest) return { days: 0, partitionsDropped: 0 };

  let days = 0;
  for (let day = oldest; day < cutoff; day = addDays(day, 1)) {
    await rollupDjDailyStats(db, day);
    days += 1;
  }

  const partitions = rowsOf<{ name: string; parent: string }>(
    await db.execute(sql`
      select c.relname as name, p.relname as parent from pg_inherits i
        join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
      where p.relname in (${sql.join(
        PARTITIONED_ACTIVITY_TABLES.map((t) => sql`${t}`),
        sql`, `,
      )})`),
  );
  const old = partitions.filter(
    (p) =>
      /_p\d{6}$/.test(p.name) && p.name < monthPartitionName(p.parent, cutoff) && p.name.startsWith(`${p.parent}_p`),
  );
  await db.transaction(async (tx) => {
    for (const p of old) await tx.execute(sql`drop table ${sql.identifier(p.name)}`);
    for (const table of PARTITIONED_ACTIVITY_TABLES) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where created_at < ${cutoff}::timestamptz`);
    }
  });
  return { days, partitionsDropped: old.length };
}

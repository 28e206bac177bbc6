import { eq } from "drizzle-orm";
import { addDays } from "~/core/events";
import type { Db } from "~server/db/client.server";
import { djDailyStats } from "~server/db/schema";
import { aggregateDjActivity } from "./aggregate-dj-activity.server";

/** How many rows one insert carries (2,000 DJs a day is four statements). */
const BATCH = 500;

/**
 * Fills dj_daily_stats for one UTC day (spec §3 "daily stats per dj_slug and date") from the raw activity tables.
 * Idempotent: the day's rows are replaced in one transaction, so rerunning a day — the nightly job, a retry, a
 * backfill — gives the same rows, and a DJ whose activity was removed loses the row. Returns the number of DJs.
 */
export async function rollupDjDailyStats(db: Db, day: string): Promise<number> {
  const rows = await aggregateDjActivity(db, {
    from: new Date(`${day}T00:00:00Z`),
    to: new Date(`${addDays(day, 1)}T00:00:00Z`),
  });
  await db.transaction(async (tx) => {
    await tx.delete(djDailyStats).where(eq(djDailyStats.date, day));
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx
        .insert(djDailyStats)
        .values(rows.slice(i, i + BATCH).map((row) => ({ ...row, date: day, updatedAt: new Date() })));
    }
  });
  return rows.length;
}

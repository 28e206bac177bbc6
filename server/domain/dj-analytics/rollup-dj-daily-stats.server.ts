import { sql } from "drizzle-orm";
import { addDays } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";
import { djActivitySelect } from "./aggregate-dj-activity.server";

/**
 * Fills dj_daily_stats for the UTC days `day` … `lastDay` (one day by default; spec §3 "daily stats per dj_slug
 * and date") from the raw activity tables, in ONE set-based INSERT … SELECT whatever the number of days (a backfill
 * of 395 days at 10 M views is one statement, not 395). Idempotent: the days' rows are replaced in one transaction,
 * so rerunning a day — the nightly job, a retry, a backfill — gives the same rows, and a DJ whose activity was
 * removed loses the row. Returns the number of rows stored (DJs × days with activity).
 */
export async function rollupDjDailyStats(db: Db, day: string, lastDay = day): Promise<number> {
  const window = { from: new Date(`${day}T00:00:00Z`), to: new Date(`${addDays(lastDay, 1)}T00:00:00Z`) };
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from dj_daily_stats where date >= ${day}::date and date <= ${lastDay}::date`);
    const result = await tx.execute<{ n: number }>(sql`
      with ins as (
      insert into dj_daily_stats (dj_slug, date, views, unique_views, plays, play_seconds, clicks, shares,
        whatsapp_connects, media_plays, follows_gained, follows_lost, booking_inquiries, clicks_by_platform,
        shares_by_platform, origins, user_agents, countries, cities)
      select * from (${djActivitySelect(window)}) a
      returning 1)
      select count(*)::int as n from ins`);
    return Number(rowsOf<{ n: number }>(result)[0].n);
  });
}

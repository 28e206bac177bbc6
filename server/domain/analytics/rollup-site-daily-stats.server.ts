import { sql } from "drizzle-orm";
import { addDays } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";

/** The page-view tables /admin/analytics counts, with the column naming what was viewed (none for DJ profiles). */
const VIEW_TABLES = [
  { kind: "dj", table: "dj_profile_views", subject: null },
  { kind: "event", table: "event_views", subject: "event_id" },
  { kind: "venue", table: "venue_views", subject: "venue_id" },
  { kind: "news", table: "news_article_views", subject: "news_item_id" },
] as const;

/**
 * Fills site_daily_stats for the UTC days `day` … `lastDay` (decision 037): per day and kind of page, the
 * views, by `[referrer, utm_source, utm_medium]`, by user agent and by viewed event/venue/article — what
 * /admin/analytics shows, so its loader never groups raw months. One set-based statement per table whatever the
 * number of days; idempotent (the days' rows are replaced in one transaction). Returns the rows stored.
 */
export async function rollupSiteDailyStats(db: Db, day: string, lastDay = day): Promise<number> {
  const from = `${day}T00:00:00Z`;
  const to = `${addDays(lastDay, 1)}T00:00:00Z`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from site_daily_stats where date >= ${day}::date and date <= ${lastDay}::date`);
    let stored = 0;
    for (const { kind, table, subject } of VIEW_TABLES) {
      const result = await tx.execute<{ n: number }>(sql`
        with
          g as (
            select day, o, u, s, count(*)::int as n, grouping(o) as go, grouping(u) as gu, grouping(s) as gs
            from (
              select (created_at at time zone 'UTC')::date as day,
                jsonb_build_array(referrer, utm_source, utm_medium)::text as o, jsonb_build_array(user_agent)::text as u,
                ${subject ? sql.raw(`${subject}::text`) : sql`null::text`} as s
              from ${sql.identifier(table)}
              where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz) x
            group by grouping sets ((day, o), (day, u), (day, s))),
          ins as (
            insert into site_daily_stats (date, kind, views, origins, user_agents, subjects)
            select day, ${kind}::text,
              coalesce(sum(n) filter (where go = 0), 0)::int,
              coalesce(jsonb_object_agg(o, n) filter (where go = 0), '{}'::jsonb),
              coalesce(jsonb_object_agg(u, n) filter (where gu = 0), '{}'::jsonb),
              coalesce(jsonb_object_agg(s, n) filter (where gs = 0 and s is not null), '{}'::jsonb)
            from g group by day
            returning 1)
        select count(*)::int as n from ins`);
      stored += Number(rowsOf<{ n: number }>(result)[0].n);
    }
    return stored;
  });
}

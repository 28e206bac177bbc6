import { sql } from "drizzle-orm";
import { utcDay } from "~/core/analytics/dj-analytics";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";
import type { SiteAnalytics } from "./count-site-analytics-from-raw.server";

export type { SiteAnalytics } from "./count-site-analytics-from-raw.server";

const TOP = 8;
/** Distinct user agents and origins read per kind of page (the long tail adds nothing a chart can show). */
const GROUPS = 400;
type Kind = "dj" | "event" | "venue" | "news";
const VIEW_TABLES: Record<Kind, string> = {
  dj: "dj_profile_views",
  event: "event_views",
  venue: "venue_views",
  news: "news_article_views",
};

/**
 * Site-wide figures since `from` from the daily roll-ups (decision 037): closed days from site_daily_stats
 * and dj_daily_stats (filled by the `stats.rollup` job and `stats:backfill`), today counted live from the raw rows
 * — so the loader reads a few rows a day, never raw months, and today is never a day behind. The same figures as
 * countSiteAnalyticsFromRaw (the integration test holds them equal): views per day, where they came from, on what
 * devices, top DJs by views, radio plays and new follows, top events, venues and articles, sign-ups, active accounts.
 */
export async function getSiteAnalytics(db: Db, from: Date, now = new Date()): Promise<SiteAnalytics> {
  const fromDay = from.toISOString().slice(0, 10);
  const today = utcDay(now);
  const todayStart = `${today}T00:00:00Z`;
  // Raw rows are read only from today's start (or from `from`, when that is later).
  const rawFrom = from.toISOString() > todayStart ? from.toISOString() : todayStart;
  const closed = sql`date >= ${fromDay}::date and date < ${today}::date`;
  const exec = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

  const summed = (column: "origins" | "user_agents", kind: Kind, rawKey: ReturnType<typeof sql>) =>
    exec<{ key: string; n: number }>(sql`
      select key, sum(n)::int as n from (
        select e.key, e.value::int as n
        from site_daily_stats s, jsonb_each_text(s.${sql.raw(column)}) e where s.kind = ${kind} and ${closed}
        union all
        select ${rawKey} as key, count(*)::int from ${sql.raw(VIEW_TABLES[kind])}
        where created_at >= ${rawFrom}::timestamptz group by 1) x
      group by key order by sum(n) desc, key limit ${GROUPS}`);
  const originsOf = async (kind: Kind) =>
    (await summed("origins", kind, sql`jsonb_build_array(referrer, utm_source, utm_medium)::text`)).map((r) => {
      const [referrer, utmSource, utmMedium] = JSON.parse(r.key) as (string | null)[];
      return { referrer, utmSource, utmMedium, n: Number(r.n) };
    });
  const agentsOf = async (kind: Kind) =>
    (await summed("user_agents", kind, sql`jsonb_build_array(user_agent)::text`)).map((r) => ({
      userAgent: (JSON.parse(r.key) as (string | null)[])[0],
      n: Number(r.n),
    }));
  const topDjs = (column: "views" | "plays", table: string) =>
    exec<{ slug: string; name: string; n: number }>(sql`
      select s.dj_slug as slug, coalesce(max(p.display_name), s.dj_slug) as name, sum(s.n)::int as n from (
        select dj_slug, ${sql.raw(column)} as n from dj_daily_stats where ${closed} and ${sql.raw(column)} > 0
        union all
        select dj_slug, count(*)::int from ${sql.raw(table)} where created_at >= ${rawFrom}::timestamptz group by 1) s
        left join dj_profiles p on p.slug = s.dj_slug
      group by s.dj_slug order by sum(s.n) desc, s.dj_slug limit ${TOP}`);
  /** Views per event, venue or article: the roll-ups' per-subject counts plus today's, named by `names`. */
  const topSubjects = (kind: Kind, subject: string, names: ReturnType<typeof sql>) =>
    exec<{ slug: string; name: string; n: number }>(sql`
      with s as (
        select e.key::uuid as id, e.value::int as n
        from site_daily_stats d, jsonb_each_text(d.subjects) e where d.kind = ${kind} and ${closed}
        union all
        select ${sql.raw(subject)}, count(*)::int from ${sql.raw(VIEW_TABLES[kind])}
        where created_at >= ${rawFrom}::timestamptz group by 1)
      ${names}`);

  const [perDay, o1, o2, o3, o4, a1, a2, a3, a4, views, plays, follows, events, venues, articles, signups, active] =
    await Promise.all([
      exec<{ kind: Kind; date: string; n: number }>(sql`
        select kind, to_char(date, 'YYYY-MM-DD') as date, views as n from site_daily_stats where ${closed}
        ${sql.join(
          (Object.keys(VIEW_TABLES) as Kind[]).map(
            (kind) => sql`
              union all
              select ${kind}::text, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD'), count(*)::int
              from ${sql.raw(VIEW_TABLES[kind])} where created_at >= ${rawFrom}::timestamptz group by 2`,
          ),
        )}`),
      originsOf("dj"),
      originsOf("event"),
      originsOf("venue"),
      originsOf("news"),
      agentsOf("dj"),
      agentsOf("event"),
      agentsOf("venue"),
      agentsOf("news"),
      topDjs("views", "dj_profile_views"),
      topDjs("plays", "dj_radio_plays"),
      // Follows, sign-ups and sessions are small tables (one row per person, not per page view): read as they are.
      exec<{ slug: string; name: string; n: number }>(sql`
        select p.slug, p.display_name as name, count(*)::int as n
        from dj_follows f join dj_profiles p on p.id = f.dj_profile_id
        where f.created_at >= ${from.toISOString()}::timestamptz
        group by p.slug, p.display_name order by count(*) desc, p.slug limit ${TOP}`),
      topSubjects(
        "event",
        "event_id",
        sql`select m.event_id::text as slug, m.event_name as name, sum(s.n)::int as n from s join mate_events m on m.id = s.id
            group by m.event_id, m.event_name order by sum(s.n) desc, m.event_id limit ${TOP}`,
      ),
      topSubjects(
        "venue",
        "venue_id",
        sql`select v.slug::text as slug, v.name, sum(s.n)::int as n from s join venue_profiles v on v.id = s.id
            group by v.slug, v.name order by sum(s.n) desc, v.slug limit ${TOP}`,
      ),
      // Views in the range (not news_items.view_count, which is all time); deleted articles drop out of the list.
      topSubjects(
        "news",
        "news_item_id",
        sql`select a.slug, a.title as name, sum(s.n)::int as n from s join news_items a on a.id = s.id
            where a.deleted_at is null
            group by a.slug, a.title order by sum(s.n) desc, a.slug limit ${TOP}`,
      ),
      exec<{ date: string; n: number }>(sql`
        select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as date, count(*)::int as n from users
        where created_at >= ${from.toISOString()}::timestamptz group by 1`),
      exec<{ date: string; n: number }>(sql`
        select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as date, count(distinct user_id)::int as n
        from sessions where updated_at >= ${from.toISOString()}::timestamptz group by 1`),
    ]);
  const num = <T extends { n: number }>(rows: T[]) => rows.map((r) => ({ ...r, n: Number(r.n) }));
  return {
    viewsByDay: num(perDay),
    origins: [...o1, ...o2, ...o3, ...o4],
    userAgents: [...a1, ...a2, ...a3, ...a4],
    topDjsByViews: num(views),
    topDjsByPlays: num(plays),
    topDjsByFollows: num(follows),
    topEvents: num(events),
    topVenues: num(venues),
    topArticles: num(articles),
    signupsByDay: num(signups),
    activeByDay: num(active),
  };
}

import { sql } from "drizzle-orm";
import { countDevices } from "~/core/analytics/device-type";
import { daysBetween, previousPeriod, recentHours, utcDay } from "~/core/analytics/dj-analytics";
import { type DashboardReads, type DjDay, fillDays } from "~/core/analytics/dj-dashboard";
import { summarizeOrigins } from "~/core/analytics/view-analytics";
import { addDays } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";
import { logger } from "~server/logger.server";
import { aggregateDjActivity } from "./aggregate-dj-activity.server";

/** The dashboard's reads (the shape the page takes, `DashboardReads`), every part present, and whether one failed. */
export interface DjDashboardData extends DashboardReads {
  /**
   * Views by city, most first, up to CITY_ROWS (empty when no view carried one: CITY_HEADER unset). Every city, not
   * a top ten: the table and CSV are the complete answer to "where are my fans" (the chart shows the first ten).
   */
  cities: { city: string; views: number }[];
  /** Followers gained in the range by the city their follow came from (dj_follow_events.city), most first. */
  followerCities: { city: string; followers: number }[];
  /** True when a read failed: the screen shows zeros and says so, never an error page (spec §8). */
  failed: boolean;
}

const TOP = 5;
/** Cities listed per table: far more than any chart shows, a bound on what one page carries. */
export const CITY_ROWS = 200;

const json = (value: unknown): Record<string, number> =>
  typeof value === "string" ? JSON.parse(value) : ((value as Record<string, number> | null) ?? {});

/**
 * The mate dashboard's reads for one DJ (spec §7 analytics reads) over [from, to] (UTC days, validated by the
 * caller): dj_daily_stats by dj_slug and date range ascending, today's figures live from the raw tables, the last
 * 24 hours of views and plays; traffic sources, devices, countries and cities from the roll-ups' per-day counts
 * for closed days and from dj_profile_views for today only (decision 037); followers gained by city from
 * dj_follow_events. Each read that fails
 * gives empty data and `failed` (spec §8: analytics failures → empty data; traffic sources with zero views).
 */
export async function getDjDashboard(
  db: Db,
  input: { slug: string; djProfileId: string; from: string; to: string; now?: Date },
): Promise<DjDashboardData> {
  const now = input.now ?? new Date();
  const today = utcDay(now);
  const previous = previousPeriod(input.from, input.to);
  const rangeStart = `${input.from}T00:00:00Z`;
  const rangeEnd = `${addDays(input.to, 1)}T00:00:00Z`;
  const hours = recentHours(now);
  let failed = false;
  const safe = async <T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      failed = true;
      logger.warn("dj analytics read failed", { what, slug: input.slug, error });
      return fallback;
    }
  };

  // Closed days' sources, devices and places come from the roll-ups (decision 037); only today's from raw views.
  const todayStart = `${today}T00:00:00Z`;
  const rawStart = rangeStart > todayStart ? rangeStart : todayStart;
  const dims = (set: number, column: string) => sql`
    select ${set}::int as "set", e.key, sum(e.value::int)::int as n
    from dj_daily_stats s, jsonb_each_text(s.${sql.raw(column)}) e
    where s.dj_slug = ${input.slug} and s.date >= ${input.from}::date and s.date <= ${input.to}::date
      and s.date < ${today}::date
    group by e.key`;
  const [stored, live, recent, grouped, rolled, follows, followerCities] = await Promise.all([
    safe(
      "daily stats",
      async () =>
        rowsOf<DjDay & { clicksByPlatform: unknown; sharesByPlatform: unknown }>(
          await db.execute(sql`
            select to_char(date, 'YYYY-MM-DD') as "date", views, unique_views as "uniqueViews", plays,
              play_seconds as "playSeconds", clicks, shares, whatsapp_connects as "whatsappConnects",
              media_plays as "mediaPlays", follows_gained as "followsGained", follows_lost as "followsLost",
              booking_inquiries as "bookingInquiries", clicks_by_platform as "clicksByPlatform",
              shares_by_platform as "sharesByPlatform"
            from dj_daily_stats
            where dj_slug = ${input.slug} and date >= ${previous.from}::date and date <= ${input.to}::date
              and date < ${today}::date
            order by date asc`),
        ).map((row) => ({
          ...row,
          clicksByPlatform: json(row.clicksByPlatform),
          sharesByPlatform: json(row.sharesByPlatform),
        })),
      [] as DjDay[],
    ),
    // Today is never a day behind: counted from the raw rows, with the roll-up's own query.
    input.to >= today
      ? safe(
          "today",
          async () =>
            (
              await aggregateDjActivity(db, {
                from: new Date(`${today}T00:00:00Z`),
                to: new Date(`${addDays(today, 1)}T00:00:00Z`),
                slug: input.slug,
              })
            ).map(({ djSlug: _slug, ...totals }) => ({ ...totals, date: today })),
          [] as DjDay[],
        )
      : Promise.resolve([] as DjDay[]),
    safe(
      "last 24 hours",
      async () =>
        rowsOf<{ hour: string; kind: string; n: number }>(
          await db.execute(sql`
            select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24') as hour, 'view' as kind, count(*)::int as n
            from dj_profile_views where dj_slug = ${input.slug} and created_at >= ${`${hours[0]}:00:00Z`}::timestamptz
            group by 1
            union all
            select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24'), 'play', count(*)::int
            from dj_radio_plays where dj_slug = ${input.slug} and created_at >= ${`${hours[0]}:00:00Z`}::timestamptz
            group by 1`),
        ),
      [] as { hour: string; kind: string; n: number }[],
    ),
    // Traffic sources, devices, countries and cities in ONE pass over the range's views (grouping sets): at 10 M
    // rows a 365-day range is thousands of rows per DJ, and four separate scans of them cost four times the reads.
    safe(
      "views by origin, device and place",
      async () =>
        rowsOf<{
          set: number;
          referrer: string | null;
          utmSource: string | null;
          utmMedium: string | null;
          utmCampaign: string | null;
          userAgent: string | null;
          country: string | null;
          city: string | null;
          n: number;
        }>(
          await db.execute(sql`
            select case when grouping(referrer, utm_source, utm_medium, utm_campaign) = 0 then 0
                        when grouping(user_agent) = 0 then 1 when grouping(country) = 0 then 2 else 3 end as "set",
              referrer, utm_source as "utmSource", utm_medium as "utmMedium", utm_campaign as "utmCampaign",
              user_agent as "userAgent", country, city, count(*)::int as n
            from dj_profile_views
            where dj_slug = ${input.slug} and created_at >= ${rawStart}::timestamptz and created_at < ${rangeEnd}::timestamptz
            group by grouping sets ((referrer, utm_source, utm_medium, utm_campaign), (user_agent), (country), (city))`),
        ),
      [],
    ),
    safe(
      "rolled-up origins, devices and places",
      async () =>
        rowsOf<{ set: number; key: string; n: number }>(
          await db.execute(sql`
            ${dims(0, "origins")} union all ${dims(1, "user_agents")} union all ${dims(2, "countries")}
            union all ${dims(3, "cities")}`),
        ),
      [],
    ),
    safe(
      "followers",
      async () =>
        rowsOf<{ now: number; after: number }>(
          await db.execute(sql`
            select
              (select count(*)::int from dj_follows where dj_profile_id = ${input.djProfileId}::uuid) as now,
              (select coalesce(sum(case when kind = 'follow' then 1 else -1 end), 0)::int from dj_follow_events
                where dj_profile_id = ${input.djProfileId}::uuid and created_at >= ${rangeEnd}::timestamptz) as after`),
        )[0] ?? { now: 0, after: 0 },
      { now: 0, after: 0 },
    ),
    // Where the range's new followers are: the follow log's city (copied from the follow request's CITY_HEADER).
    safe(
      "followers by city",
      async () =>
        rowsOf<{ city: string; followers: number }>(
          await db.execute(sql`
            select city, count(*)::int as followers from dj_follow_events
            where dj_profile_id = ${input.djProfileId}::uuid and kind = 'follow' and city is not null
              and created_at >= ${rangeStart}::timestamptz and created_at < ${rangeEnd}::timestamptz
            group by city order by followers desc, city asc limit ${CITY_ROWS}`),
        ).map((r) => ({ city: r.city, followers: Number(r.followers) })),
      [] as { city: string; followers: number }[],
    ),
  ]);

  const all = [...stored, ...live];
  const inSet = (set: number) => grouped.filter((row) => Number(row.set) === set);
  // A rolled-up key is the JSON array text of the grouped values (see aggregateDjActivity).
  const rolledIn = (set: number) =>
    rolled
      .filter((row) => Number(row.set) === set)
      .map((row) => ({ values: JSON.parse(row.key) as (string | null)[], n: Number(row.n) }));
  const origins = [
    ...rolledIn(0).map(({ values: [referrer, utmSource, utmMedium, utmCampaign], n }) => ({
      referrer,
      utmSource,
      utmMedium,
      utmCampaign,
      n,
    })),
    ...inSet(0).map((r) => ({ ...r, n: Number(r.n) })),
  ];
  const agents = [
    ...rolledIn(1).map(({ values: [userAgent], n }) => ({ userAgent, n })),
    ...inSet(1).map((r) => ({ userAgent: r.userAgent, n: Number(r.n) })),
  ];
  /** Views by place (closed days + today), most first, the top `limit`. */
  const places = (set: number, today: (string | null)[], limit = 10) => {
    const counts = new Map<string, number>();
    const add = (place: string | null, n: number) => {
      if (place) counts.set(place, (counts.get(place) ?? 0) + n);
    };
    for (const { values, n } of rolledIn(set)) add(values[0], n);
    for (const [i, row] of inSet(set).entries()) add(today[i], Number(row.n));
    return [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])).slice(0, limit);
  };
  const countries = places(
    2,
    inSet(2).map((r) => r.country),
  ).map(([country, views]) => ({ country, views }));
  // Every city (up to CITY_ROWS): the table and CSV list them all, the chart draws ten (decision 038).
  const cities = places(
    3,
    inSet(3).map((r) => r.city),
    CITY_ROWS,
  ).map(([city, views]) => ({ city, views }));
  const origin = summarizeOrigins(origins);
  const campaigns = new Map<string, number>();
  for (const row of origins) {
    const name = row.utmCampaign?.trim() || row.utmSource?.trim();
    if (name) campaigns.set(name, (campaigns.get(name) ?? 0) + row.n);
  }
  const byHour = (kind: string) => new Map(recent.filter((r) => r.kind === kind).map((r) => [r.hour, Number(r.n)]));
  const viewsByHour = byHour("view");
  const playsByHour = byHour("play");

  return {
    days: fillDays(daysBetween(input.from, input.to), all),
    previousDays: fillDays(daysBetween(previous.from, previous.to), all),
    recent: hours.map((hour) => ({ hour, views: viewsByHour.get(hour) ?? 0, plays: playsByHour.get(hour) ?? 0 })),
    sources: origin.sources,
    topReferrers: origin.topReferrers,
    topCampaigns: [...campaigns.entries()]
      .map(([campaign, views]) => ({ campaign, views }))
      .sort((a, b) => b.views - a.views || a.campaign.localeCompare(b.campaign))
      .slice(0, TOP),
    devices: countDevices(agents),
    countries,
    cities,
    followerCities,
    followersNow: Number(follows.now),
    followsAfterRange: Number(follows.after),
    failed,
  };
}

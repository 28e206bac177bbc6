import { sql } from "drizzle-orm";
import type { DjDay } from "~/core/analytics/dj-dashboard";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";

/** One DJ's activity on one UTC day, counted from the raw activity tables (spec §3). */
export interface DjActivityTotals extends DjDay {
  djSlug: string;
  /** Views by `[referrer, utm_source, utm_medium, utm_campaign]`, user agent, country, city (JSON array text keys). */
  origins: Record<string, number>;
  userAgents: Record<string, number>;
  countries: Record<string, number>;
  cities: Record<string, number>;
}

const JSON_COLUMNS = ["clicksByPlatform", "sharesByPlatform", "origins", "userAgents", "countries", "cities"] as const;
type Row = Omit<DjActivityTotals, (typeof JSON_COLUMNS)[number]> &
  Record<(typeof JSON_COLUMNS)[number], Record<string, number> | string | null>;

const json = (value: Record<string, number> | string | null): Record<string, number> =>
  typeof value === "string" ? JSON.parse(value) : (value ?? {});

/**
 * Every DJ's activity in [from, to) — or one DJ's, with `slug` — one row per DJ that had any. The nightly roll-up
 * stores a day of it in dj_daily_stats; the dashboard reads today's live with the same query, so today and the
 * rolled-up days count alike. Follows and booking inquiries are kept by profile id and reported under the
 * profile's current slug.
 */
/**
 * The SELECT behind the roll-up and today's live figures: one row per DJ and UTC day in [from, to) that had any
 * activity — or one DJ's, with `slug`. Columns are named as dj_daily_stats's, so the roll-up inserts it as it is
 * (one set-based statement for any number of days) and the dashboard reads today with the very same counting.
 * Follows and booking inquiries are kept by profile id and reported under the profile's current slug.
 */
export function djActivitySelect(window: { from: Date; to: Date; slug?: string }) {
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  const slug = window.slug ?? null;
  const scope = (table: string) =>
    sql`${sql.raw(table)}.created_at >= ${from}::timestamptz and ${sql.raw(table)}.created_at < ${to}::timestamptz and (${slug}::text is null or ${sql.raw(table)}.dj_slug = ${slug}::text)`;
  const day = (table: string) => sql.raw(`(${table}.created_at at time zone 'UTC')::date`);
  return sql`
    with
      v as (
        select dj_slug, ${day("dj_profile_views")} as day, count(*)::int as views,
          count(distinct coalesce(nullif(split_part(view_key, ':', 1), ''), id::text))::int as unique_views
        from dj_profile_views where ${scope("dj_profile_views")} group by 1, 2),
      -- Where the views came from, on what and from where: one pass, four grouping sets, each folded into an object.
      dv as (
        select dj_slug, day, o, u, c, t, count(*)::int as n, grouping(o) as go, grouping(u) as gu, grouping(c) as gc,
          grouping(t) as gt
        from (
          select dj_slug, ${day("dj_profile_views")} as day,
            jsonb_build_array(referrer, utm_source, utm_medium, utm_campaign)::text as o,
            jsonb_build_array(user_agent)::text as u, jsonb_build_array(country)::text as c,
            jsonb_build_array(city)::text as t
          from dj_profile_views where ${scope("dj_profile_views")}) x
        group by grouping sets ((dj_slug, day, o), (dj_slug, day, u), (dj_slug, day, c), (dj_slug, day, t))),
      d as (
        select dj_slug, day,
          coalesce(jsonb_object_agg(o, n) filter (where go = 0), '{}'::jsonb) as origins,
          coalesce(jsonb_object_agg(u, n) filter (where gu = 0), '{}'::jsonb) as user_agents,
          coalesce(jsonb_object_agg(c, n) filter (where gc = 0), '{}'::jsonb) as countries,
          coalesce(jsonb_object_agg(t, n) filter (where gt = 0), '{}'::jsonb) as cities
        from dv group by dj_slug, day),
      r as (
        select dj_slug, ${day("dj_radio_plays")} as day, count(*)::int as plays,
          coalesce(sum(duration_seconds), 0)::int as play_seconds
        from dj_radio_plays where ${scope("dj_radio_plays")} group by 1, 2),
      c as (
        select dj_slug, day, sum(n)::int as clicks, jsonb_object_agg(platform, n) as by_platform
        from (select dj_slug, ${day("dj_social_clicks")} as day, platform, count(*)::int as n from dj_social_clicks
              where ${scope("dj_social_clicks")} group by 1, 2, 3) x
        group by dj_slug, day),
      s as (
        select dj_slug, day, sum(n)::int as shares, jsonb_object_agg(platform, n) as by_platform
        from (select dj_slug, ${day("dj_share_events")} as day, platform, count(*)::int as n from dj_share_events
              where ${scope("dj_share_events")} group by 1, 2, 3) x
        group by dj_slug, day),
      w as (
        select dj_slug, ${day("dj_whatsapp_connects")} as day, count(*)::int as n from dj_whatsapp_connects
        where ${scope("dj_whatsapp_connects")} group by 1, 2),
      m as (
        select dj_slug, ${day("dj_media_plays")} as day, count(*)::int as n from dj_media_plays
        where ${scope("dj_media_plays")} group by 1, 2),
      f as (
        select p.slug as dj_slug, ${day("e")} as day,
          (count(*) filter (where e.kind = 'follow'))::int as gained,
          (count(*) filter (where e.kind = 'unfollow'))::int as lost
        from dj_follow_events e join dj_profiles p on p.id = e.dj_profile_id
        where e.created_at >= ${from}::timestamptz and e.created_at < ${to}::timestamptz
          and (${slug}::text is null or p.slug = ${slug}::text)
        group by 1, 2),
      b as (
        select p.slug as dj_slug, ${day("i")} as day, count(*)::int as n
        from booking_inquiries i join dj_profiles p on p.id = i.dj_profile_id
        where i.created_at >= ${from}::timestamptz and i.created_at < ${to}::timestamptz
          and (${slug}::text is null or p.slug = ${slug}::text)
        group by 1, 2),
      k as (
        select dj_slug, day from v union select dj_slug, day from r union select dj_slug, day from c
        union select dj_slug, day from s union select dj_slug, day from w union select dj_slug, day from m
        union select dj_slug, day from f union select dj_slug, day from b)
    select k.dj_slug, k.day as date,
      coalesce(v.views, 0) as views, coalesce(v.unique_views, 0) as unique_views,
      coalesce(r.plays, 0) as plays, coalesce(r.play_seconds, 0) as play_seconds,
      coalesce(c.clicks, 0) as clicks, coalesce(s.shares, 0) as shares,
      coalesce(w.n, 0) as whatsapp_connects, coalesce(m.n, 0) as media_plays,
      coalesce(f.gained, 0) as follows_gained, coalesce(f.lost, 0) as follows_lost,
      coalesce(b.n, 0) as booking_inquiries,
      coalesce(c.by_platform, '{}'::jsonb) as clicks_by_platform, coalesce(s.by_platform, '{}'::jsonb) as shares_by_platform,
      coalesce(d.origins, '{}'::jsonb) as origins, coalesce(d.user_agents, '{}'::jsonb) as user_agents,
      coalesce(d.countries, '{}'::jsonb) as countries, coalesce(d.cities, '{}'::jsonb) as cities
    from k
      left join v on v.dj_slug = k.dj_slug and v.day = k.day left join d on d.dj_slug = k.dj_slug and d.day = k.day
      left join r on r.dj_slug = k.dj_slug and r.day = k.day left join c on c.dj_slug = k.dj_slug and c.day = k.day
      left join s on s.dj_slug = k.dj_slug and s.day = k.day left join w on w.dj_slug = k.dj_slug and w.day = k.day
      left join m on m.dj_slug = k.dj_slug and m.day = k.day left join f on f.dj_slug = k.dj_slug and f.day = k.day
      left join b on b.dj_slug = k.dj_slug and b.day = k.day`;
}

/**
 * Every DJ's activity in [from, to) per UTC day — or one DJ's, with `slug` — one row per DJ and day that had any,
 * ordered by DJ and day. The dashboard reads today's live with it, so today and the rolled-up days count alike.
 */
export async function aggregateDjActivity(
  db: Db,
  window: { from: Date; to: Date; slug?: string },
): Promise<DjActivityTotals[]> {
  const result = await db.execute<Row>(sql`
    select dj_slug as "djSlug", to_char(date, 'YYYY-MM-DD') as "date", views, unique_views as "uniqueViews", plays,
      play_seconds as "playSeconds", clicks, shares, whatsapp_connects as "whatsappConnects",
      media_plays as "mediaPlays", follows_gained as "followsGained", follows_lost as "followsLost",
      booking_inquiries as "bookingInquiries", clicks_by_platform as "clicksByPlatform",
      shares_by_platform as "sharesByPlatform", origins, user_agents as "userAgents", countries, cities
    from (${djActivitySelect(window)}) a
    order by dj_slug, date`);
  const rows = rowsOf<Row>(result);
  return rows.map((row) => {
    const out = { ...row } as unknown as DjActivityTotals;
    for (const column of JSON_COLUMNS) out[column] = json(row[column]);
    return out;
  });
}

import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";

/** One DJ's activity over a time window, counted from the raw activity tables (spec §3). */
export interface DjActivityTotals {
  djSlug: string;
  views: number;
  /** Distinct tabs that viewed (the beacon's per-tab id); a view without one counts as its own visitor. */
  uniqueViews: number;
  plays: number;
  playSeconds: number;
  clicks: number;
  shares: number;
  whatsappConnects: number;
  mediaPlays: number;
  followsGained: number;
  followsLost: number;
  bookingInquiries: number;
  clicksByPlatform: Record<string, number>;
  sharesByPlatform: Record<string, number>;
}

type Row = Omit<DjActivityTotals, "clicksByPlatform" | "sharesByPlatform"> & {
  clicksByPlatform: Record<string, number> | string | null;
  sharesByPlatform: Record<string, number> | string | null;
};

const json = (value: Record<string, number> | string | null): Record<string, number> =>
  typeof value === "string" ? JSON.parse(value) : (value ?? {});

/**
 * Every DJ's activity in [from, to) — or one DJ's, with `slug` — one row per DJ that had any. The nightly roll-up
 * stores a day of it in dj_daily_stats; the dashboard reads today's live with the same query, so today and the
 * rolled-up days count alike. Follows and booking inquiries are kept by profile id and reported under the
 * profile's current slug.
 */
export async function aggregateDjActivity(
  db: Db,
  window: { from: Date; to: Date; slug?: string },
): Promise<DjActivityTotals[]> {
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  const slug = window.slug ?? null;
  const scope = (table: string) =>
    sql`${sql.raw(table)}.created_at >= ${from}::timestamptz and ${sql.raw(table)}.created_at < ${to}::timestamptz and (${slug}::text is null or ${sql.raw(table)}.dj_slug = ${slug}::text)`;
  const result = await db.execute<Row>(sql`
    with
      v as (
        select dj_slug, count(*)::int as views,
          count(distinct coalesce(nullif(split_part(view_key, ':', 1), ''), id::text))::int as unique_views
        from dj_profile_views where ${scope("dj_profile_views")} group by dj_slug),
      r as (
        select dj_slug, count(*)::int as plays, coalesce(sum(duration_seconds), 0)::int as play_seconds
        from dj_radio_plays where ${scope("dj_radio_plays")} group by dj_slug),
      c as (
        select dj_slug, sum(n)::int as clicks, jsonb_object_agg(platform, n) as by_platform
        from (select dj_slug, platform, count(*)::int as n from dj_social_clicks where ${scope("dj_social_clicks")}
              group by dj_slug, platform) x
        group by dj_slug),
      s as (
        select dj_slug, sum(n)::int as shares, jsonb_object_agg(platform, n) as by_platform
        from (select dj_slug, platform, count(*)::int as n from dj_share_events where ${scope("dj_share_events")}
              group by dj_slug, platform) x
        group by dj_slug),
      w as (
        select dj_slug, count(*)::int as n from dj_whatsapp_connects where ${scope("dj_whatsapp_connects")}
        group by dj_slug),
      m as (
        select dj_slug, count(*)::int as n from dj_media_plays where ${scope("dj_media_plays")} group by dj_slug),
      f as (
        select p.slug as dj_slug,
          (count(*) filter (where e.kind = 'follow'))::int as gained,
          (count(*) filter (where e.kind = 'unfollow'))::int as lost
        from dj_follow_events e join dj_profiles p on p.id = e.dj_profile_id
        where e.created_at >= ${from}::timestamptz and e.created_at < ${to}::timestamptz
          and (${slug}::text is null or p.slug = ${slug}::text)
        group by p.slug),
      b as (
        select p.slug as dj_slug, count(*)::int as n
        from booking_inquiries i join dj_profiles p on p.id = i.dj_profile_id
        where i.created_at >= ${from}::timestamptz and i.created_at < ${to}::timestamptz
          and (${slug}::text is null or p.slug = ${slug}::text)
        group by p.slug),
      slugs as (
        select dj_slug from v union select dj_slug from r union select dj_slug from c union select dj_slug from s
        union select dj_slug from w union select dj_slug from m union select dj_slug from f union select dj_slug from b)
    select slugs.dj_slug as "djSlug",
      coalesce(v.views, 0) as "views", coalesce(v.unique_views, 0) as "uniqueViews",
      coalesce(r.plays, 0) as "plays", coalesce(r.play_seconds, 0) as "playSeconds",
      coalesce(c.clicks, 0) as "clicks", coalesce(s.shares, 0) as "shares",
      coalesce(w.n, 0) as "whatsappConnects", coalesce(m.n, 0) as "mediaPlays",
      coalesce(f.gained, 0) as "followsGained", coalesce(f.lost, 0) as "followsLost",
      coalesce(b.n, 0) as "bookingInquiries",
      coalesce(c.by_platform, '{}'::jsonb) as "clicksByPlatform", coalesce(s.by_platform, '{}'::jsonb) as "sharesByPlatform"
    from slugs
      left join v on v.dj_slug = slugs.dj_slug left join r on r.dj_slug = slugs.dj_slug
      left join c on c.dj_slug = slugs.dj_slug left join s on s.dj_slug = slugs.dj_slug
      left join w on w.dj_slug = slugs.dj_slug left join m on m.dj_slug = slugs.dj_slug
      left join f on f.dj_slug = slugs.dj_slug left join b on b.dj_slug = slugs.dj_slug
    order by slugs.dj_slug
  `);
  const rows = (result as unknown as { rows?: Row[] }).rows ?? (result as unknown as Row[]);
  return rows.map((row) => ({
    ...row,
    clicksByPlatform: json(row.clicksByPlatform),
    sharesByPlatform: json(row.sharesByPlatform),
  }));
}

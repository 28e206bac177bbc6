import { sql } from "drizzle-orm";
import { profileViewKey } from "~/core/analytics/dj-activity";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";
import type { ActivityActor } from "./assert-dj-slug.server";

export interface ProfileViewInput {
  slug: string;
  referrer: string | null;
  country: string | null;
  /** The visitor's city from CITY_HEADER (a trusted proxy), or null. */
  city?: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** Per-tab id from the browser; null = no de-duplication. */
  viewId: string | null;
}

/** One profile view waiting to be stored: who, what, and when it arrived (its hour is its de-duplication key's). */
export interface PendingProfileView {
  actor: ActivityActor;
  input: ProfileViewInput;
  at: Date;
}

/**
 * Stores a batch of profile views in ONE statement (decision 035): the view rows, their user_activities rows and
 * their de-duplication keys. A view is dropped when its slug has no DJ profile (spec §5) or its key — tab, DJ and
 * hour — is already in dj_profile_view_keys or earlier in the same batch (spec §5: duplicates tolerated silently).
 * One statement, not a transaction of three per view: the beacon endpoint's cost was its round trips and commits.
 * Slugs are validated by the caller. Returns, per input in order, whether it was stored.
 */
export async function recordProfileViews(db: Db, views: PendingProfileView[]): Promise<boolean[]> {
  if (views.length === 0) return [];
  const rows = views.map(({ actor, input, at }, ord) => ({
    ord,
    slug: input.slug,
    referrer: input.referrer,
    user_agent: actor.userAgent?.slice(0, 512) ?? null,
    user_id: actor.userId,
    country: input.country,
    city: input.city ?? null,
    utm_source: input.utmSource,
    utm_medium: input.utmMedium,
    utm_campaign: input.utmCampaign,
    view_key: profileViewKey(input.viewId, input.slug, at),
    created_at: at.toISOString(),
  }));
  const result = await db.execute<{ ord: number }>(sql`
    with
      input as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
          ord int, slug text, referrer text, user_agent text, user_id text, country text, city text,
          utm_source text, utm_medium text, utm_campaign text, view_key text, created_at timestamptz)),
      known as (
        select input.* from input where exists (select 1 from dj_profiles p where p.slug = input.slug)),
      keys as (
        insert into dj_profile_view_keys (view_key, created_at)
        select distinct on (view_key) view_key, created_at from known where view_key is not null
        order by view_key, ord
        on conflict do nothing
        returning view_key),
      chosen as (
        select known.* from known where view_key is null
        union all
        (select distinct on (known.view_key) known.* from known join keys on keys.view_key = known.view_key
         order by known.view_key, known.ord)),
      stored as (
        insert into dj_profile_views (dj_slug, referrer, user_agent, country, city, utm_source, utm_medium,
          utm_campaign, view_key, created_at)
        select slug, referrer, user_agent, country, city, utm_source, utm_medium, utm_campaign, view_key, created_at
        from chosen),
      activities as (
        insert into user_activities (user_id, activity_type, target_id, metadata, ip_address, user_agent, created_at)
        select user_id, 'dj_profile_view', slug,
          jsonb_build_object('referrer', referrer, 'country', country, 'utm_source', utm_source,
            'utm_medium', utm_medium, 'utm_campaign', utm_campaign),
          null, user_agent, created_at
        from chosen)
    select ord from chosen`);
  const stored = new Set(rowsOf<{ ord: number }>(result).map((r) => Number(r.ord)));
  return views.map((_, i) => stored.has(i));
}

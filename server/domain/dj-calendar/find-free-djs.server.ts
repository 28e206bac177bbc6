import { sql } from "drizzle-orm";
import { addDaysTo } from "~/core/calendar/calendar";
import { DEMAND_VIEW_DAYS, FIND_DJS_LIMIT } from "~/core/calendar/find-djs";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";

export interface FreeDj {
  slug: string;
  displayName: string;
  genres: string[];
  location: string | null;
  profileImage: string | null;
  imagePosition: string | null;
  verificationStatus: string;
  /** Followers in the city asked (demand by city) or overall. */
  followers: number;
  /** Profile views from the city asked over the last DEMAND_VIEW_DAYS (0 when demand is by followers overall). */
  views: number;
}

/**
 * Public DJs taking bookings whose calendar day `date` is free (availability.ts's rule: no active or confirmed hold —
 * a day with any hold has a 1st —, no day marked unavailable, no published event with them on the lineup on the
 * event's local day), optionally of a genre and in a city (their location's city, case aside). Sorted by demand —
 * `byCity`: followers whose follow came from that city plus profile views from it over the last 90 days (the site
 * records cities, CITY_HEADER); else followers overall — then verified before mate, then name. The taken DJs are
 * found first from the day's few rows, so the public DJs are read once and never per DJ.
 */
export async function findFreeDjs(
  db: Db,
  input: { date: string; genre: string | null; city: string | null; byCity: boolean },
  now = new Date(),
): Promise<FreeDj[]> {
  if (input.byCity && input.city !== null) return findFreeDjsByCityDemand(db, { ...input, city: input.city }, now);
  // Followers overall: the demand index of dj_follower_counts (migration 0038) is this very order — followers, verified
  // before mate, name, slug — so the query walks it from the top, checks each DJ, and stops after a page of free ones.
  const result = await db.execute(sql`
    with taken as materialized (${takenOn(input.date)})
    select ${freeDjColumns}, fc.followers, 0 as views
    from dj_follower_counts fc join dj_profiles d on d.id = fc.dj_profile_id
    where ${freeDjConditions(input)}
    order by fc.followers desc, fc.verified desc, fc.display_name, fc.slug
    limit ${FIND_DJS_LIMIT}`);
  return rowsOf<FreeDj>(result).map((r) => ({ ...r, followers: Number(r.followers), views: Number(r.views) }));
}

/**
 * The DJs taken on `date`: a hold that counts, a day marked unavailable, a published gig on the event's local day —
 * each read from an index of its own (migration 0040), the gigs without touching a table.
 */
const takenOn = (date: string) => sql`
  select dj_profile_id from calendar_holds
    where day = ${date}::date and status in ('active', 'confirmed')
  union all
  select dj_profile_id from calendar_unavailable_days where day = ${date}::date
  union all
  select l.dj_profile_id from event_lineup l join mate_events e on e.id = l.event_id
    where l.dj_profile_id is not null and e.status = 'published'
      and e.event_date >= (${date}::date - 1)::timestamptz and e.event_date < (${date}::date + 2)::timestamptz
      and (e.event_date at time zone e.time_zone)::date = ${date}::date`;

/**
 * Public DJs taking bookings, free on the day, of the genre and in the city asked. The day's taken DJs are a `not in`
 * over the materialized list: PostgreSQL hashes it once, where `not exists` under the page's LIMIT made it compare
 * every taken DJ with every candidate walked.
 */
const freeDjConditions = (input: { genre: string | null; city: string | null }) => sql`
  d.active and d.booking_enabled and d.verification_status in ('verified', 'mate')
    and d.id not in (select t.dj_profile_id from taken t where t.dj_profile_id is not null)
    ${input.genre ? sql`and exists (select 1 from unnest(d.genres) g where lower(g) = lower(${input.genre}))` : sql``}
    ${input.city ? sql`and lower(btrim(split_part(d.location, ',', 1))) = lower(${input.city})` : sql``}`;

const freeDjColumns = sql`d.slug, d.display_name as "displayName", d.genres, d.location,
  d.profile_image as "profileImage", d.image_position as "imagePosition",
  d.verification_status as "verificationStatus"`;

/**
 * Demand by city: follows made from the city plus the profile's views from it over DEMAND_VIEW_DAYS, for the free
 * DJs of that city (a city's DJs are few next to all of them, so each one's demand is summed).
 */
async function findFreeDjsByCityDemand(
  db: Db,
  input: { date: string; genre: string | null; city: string },
  now: Date,
): Promise<FreeDj[]> {
  const { city } = input;
  const since = addDaysTo(now.toISOString().slice(0, 10), -DEMAND_VIEW_DAYS);
  const result = await db.execute(sql`
    with taken as materialized (${takenOn(input.date)}),
    candidates as (
      select d.id, d.slug, d.display_name, d.genres, d.location, d.profile_image, d.image_position,
        d.verification_status
      from dj_profiles d
      where ${freeDjConditions(input)}
    ),
    followers as (
      select f.dj_profile_id, count(*)::int as n from dj_follows f
        where f.dj_profile_id in (select id from candidates) and lower(f.city) = lower(${city})
        group by f.dj_profile_id
    ),
    views as (
      select c.id as dj_profile_id, sum(coalesce((s.cities ->> ${city})::int, 0))::int as n
        from candidates c join dj_daily_stats s on s.dj_slug = c.slug and s.date >= ${since}::date
        group by c.id
    )
    select c.slug, c.display_name as "displayName", c.genres, c.location, c.profile_image as "profileImage",
      c.image_position as "imagePosition", c.verification_status as "verificationStatus",
      coalesce(f.n, 0) as followers, coalesce(v.n, 0) as views
    from candidates c
      left join followers f on f.dj_profile_id = c.id
      left join views v on v.dj_profile_id = c.id
    order by coalesce(f.n, 0) + coalesce(v.n, 0) desc, (c.verification_status = 'verified') desc,
      c.display_name, c.slug
    limit ${FIND_DJS_LIMIT}
  `);
  return rowsOf<FreeDj>(result).map((r) => ({ ...r, followers: Number(r.followers), views: Number(r.views) }));
}

import { type SQL, sql } from "drizzle-orm";
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
 * records cities, CITY_HEADER); else followers overall — then verified before mate, then name. The day's taken DJs
 * are read once from their indexes; the listed DJs come from dj_follower_counts in demand order (decision 054).
 */
export async function findFreeDjs(
  db: Db,
  input: { date: string; genre: string | null; city: string | null; byCity: boolean },
  now = new Date(),
): Promise<FreeDj[]> {
  if (input.byCity && input.city !== null) return findFreeDjsByCityDemand(db, { ...input, city: input.city }, now);
  // Followers overall: the demand index of dj_follower_counts (migration 0038) is this very order — followers, verified
  // before mate, name, slug. The first DJs of that order are read (a bounded window, an index walk), and the free ones
  // among them kept: a full page there is the answer, since every DJ after the window sorts after it. A window that
  // does not hold a page (narrow filters) is widened, then the whole order is asked. Bounding the walk by hand keeps
  // the plan: asked for the whole order at once, the planner sorted every candidate on days with many holds.
  // Listed DJs only, and a city asked for walks that city's own index (migration 0041): only a genre is left to read
  // from each walked profile.
  const listedHere = sql`listed ${input.city ? sql`and city_key = lower(${input.city})` : sql``}`;
  let listedCount: number | null = null;
  for (const window of [...FIND_DJS_WINDOWS, null]) {
    const result = await db.execute(sql`
      with walk as materialized (
        select dj_profile_id, followers, verified, display_name, slug from dj_follower_counts
        where ${listedHere}
        order by ${input.city ? sql`city_key, ` : sql``}followers desc, verified desc, display_name, slug
        ${window === null ? sql`` : sql`limit ${window}`}),
      taken as materialized (${takenOn(input.date)}),
      -- The taken list checked on the walked rows, before any profile is read: each kept one is then a key lookup.
      free as materialized (
        select * from walk w where w.dj_profile_id not in (${takenIds}))
      select ${freeDjColumns}, w.followers, 0 as views
      from free w join dj_profiles d on d.id = w.dj_profile_id
      where ${listedDjConditions(input)}
      order by w.followers desc, w.verified desc, w.display_name, w.slug
      limit ${FIND_DJS_LIMIT}`);
    const rows = rowsOf<FreeDj>(result);
    // A window as large as the listed DJs saw them all: a short page is then the whole answer (a small site).
    listedCount ??= rows.length === FIND_DJS_LIMIT ? 0 : await countListed(db, listedHere);
    if (rows.length === FIND_DJS_LIMIT || window === null || listedCount <= window)
      return rows.map((r) => ({ ...r, followers: Number(r.followers), views: Number(r.views) }));
  }
  return [];
}

async function countListed(db: Db, where: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from dj_follower_counts where ${where}`),
  );
  return Number(row?.n ?? 0);
}

/** How many DJs of the demand order each try reads: a page of free DJs is almost always among the first. */
const FIND_DJS_WINDOWS = [2_000, 8_000, 32_000];

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
 * The day's taken DJs as a `not in` list over the materialized `taken`: PostgreSQL hashes it once, where `not exists`
 * made it compare every taken DJ with every candidate.
 */
const takenIds = sql`select t.dj_profile_id from taken t where t.dj_profile_id is not null`;

/** Public DJs taking bookings, of the genre and in the city asked. */
const listedDjConditions = (input: { genre: string | null; city: string | null }) => sql`
  d.active and d.booking_enabled and d.verification_status in ('verified', 'mate')
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
      from dj_follower_counts c join dj_profiles d on d.id = c.dj_profile_id
      -- The city's listed DJs from their own index (migration 0041), the taken ones left out before a profile is read.
      where c.listed and c.city_key = lower(${city}) and c.dj_profile_id not in (${takenIds})
        and ${listedDjConditions(input)}
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

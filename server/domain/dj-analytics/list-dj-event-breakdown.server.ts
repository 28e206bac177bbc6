import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";

export type DjEventBreakdown = {
  eventId: string;
  name: string;
  startsAt: string;
  /** The event's zone: its date is written in it (formatEventDate). */
  timeZone: string;
  views: number;
  ticketClicks: number;
  shares: number;
};

/**
 * Extended workspace: the events this DJ plays (event_lineup) with their page views, ticket clicks
 * and shares in [from, to] (UTC days), most viewed first — the per-event figures of /mate/events/analytics, across the DJ's gigs.
 * Only events that had some activity in the range; at most 20.
 */
export async function listDjEventBreakdown(
  db: Db,
  input: { djProfileId: string; from: string; to: string },
): Promise<DjEventBreakdown[]> {
  const start = `${input.from}T00:00:00Z`;
  const end = new Date(Date.parse(`${input.to}T00:00:00Z`) + 86_400_000).toISOString();
  const result = await db.execute<DjEventBreakdown>(sql`
    with gigs as (
      select distinct e.id, e.event_id, e.event_name, e.event_date, e.time_zone
      from event_lineup l join mate_events e on e.id = l.event_id
      where l.dj_profile_id = ${input.djProfileId}::uuid and e.status in ('published', 'cancelled')
    ),
    v as (
      select event_id, count(*)::int as n from event_views
      where event_id in (select id from gigs) and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
      group by event_id
    ),
    i as (
      select event_id,
        (count(*) filter (where kind = 'ticket_click'))::int as clicks,
        (count(*) filter (where kind = 'share'))::int as shares
      from event_interactions
      where event_id in (select id from gigs) and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
      group by event_id
    )
    select g.event_id as "eventId", g.event_name as "name", g.event_date as "startsAt",
      coalesce(v.n, 0) as "views", coalesce(i.clicks, 0) as "ticketClicks", coalesce(i.shares, 0) as "shares",
      g.time_zone as "timeZone"
    from gigs g left join v on v.event_id = g.id left join i on i.event_id = g.id
    where coalesce(v.n, 0) + coalesce(i.clicks, 0) + coalesce(i.shares, 0) > 0
    order by 4 desc, 3 desc
    limit 20`);
  const rows = rowsOf<DjEventBreakdown>(result);
  return rows.map((r) => ({ ...r, startsAt: new Date(r.startsAt).toISOString() }));
}

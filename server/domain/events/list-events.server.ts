import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import { type EventCardData, type EventFilters, eventDayWindow, LISTED_EVENT_STATUSES } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { djProfiles, eventLineup, mateEvents, productionLines } from "~server/db/schema";
import { PUBLIC_VERIFICATION_STATUSES } from "~server/domain/djs/list-public-djs.server";
import { eventCardColumns, loadEventCards } from "./load-event-cards.server";

export type EventListFilters = Pick<
  EventFilters,
  "when" | "city" | "genre" | "venue" | "production" | "range" | "from" | "to"
>;

export interface ListEventsOptions {
  filters: EventListFilters;
  /** The instant that splits upcoming from past. */
  now: Date;
  /** The calendar day "today" and "this weekend" count from (SITE_TIME_ZONE's day, by the caller). */
  today: string;
  limit: number;
  offset?: number;
}

/** The event's own local day, in SQL (both engines carry the IANA zone database). */
export const eventLocalDay = sql`((${mateEvents.eventDate} AT TIME ZONE ${mateEvents.timeZone})::date)`;

/**
 * An event is upcoming until it ends (a party that started an hour ago is still on tonight); without an end time,
 * until it starts.
 */
const eventEndsAt = sql`coalesce(${mateEvents.endDate}, ${mateEvents.eventDate})`;

/** The conditions of /events, shared by the page and its count. */
export function listedEventConditions(filters: EventListFilters, now: Date, today: string): SQL[] {
  const conditions: SQL[] = [inArray(mateEvents.status, [...LISTED_EVENT_STATUSES])];
  conditions.push(filters.when === "past" ? lt(eventEndsAt, now) : gte(eventEndsAt, now));
  if (filters.city) conditions.push(eq(mateEvents.location, filters.city));
  if (filters.venue) conditions.push(eq(mateEvents.venue, filters.venue));
  if (filters.production) {
    conditions.push(
      inArray(
        mateEvents.productionLineId,
        sql`(select ${productionLines.id} from ${productionLines} where ${productionLines.slug} = ${filters.production})`,
      ),
    );
  }
  if (filters.genre) {
    // A genre of a public DJ on the lineup (the genres people see on those DJs' cards).
    conditions.push(sql`exists (select 1 from ${eventLineup} join ${djProfiles} on ${djProfiles.id} = ${eventLineup.djProfileId}
      where ${eventLineup.eventId} = ${mateEvents.id} and ${djProfiles.active} = true
      and ${inArray(djProfiles.verificationStatus, [...PUBLIC_VERIFICATION_STATUSES])}
      and ${djProfiles.genres} @> array[${filters.genre}]::text[])`);
  }
  const window = eventDayWindow(filters, today);
  if (window.from) conditions.push(gte(eventLocalDay, sql`${window.from}::date`));
  if (window.to) conditions.push(lte(eventLocalDay, sql`${window.to}::date`));
  return conditions;
}

/**
 * Published events for /events: upcoming soonest first, or past latest first, ordered by their local day (so a
 * day's group is never split by time zones) and then by start. Filters: city, genre (of the lineup's DJs), venue,
 * production line, and a day window.
 */
export async function listEvents(
  db: Db,
  { filters, now, today, limit, offset = 0 }: ListEventsOptions,
): Promise<{ events: EventCardData[]; total: number }> {
  const where = and(...listedEventConditions(filters, now, today));
  const order =
    filters.when === "past"
      ? [desc(eventLocalDay), desc(mateEvents.eventDate), asc(mateEvents.id)]
      : [asc(eventLocalDay), asc(mateEvents.eventDate), asc(mateEvents.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(eventCardColumns)
      .from(mateEvents)
      .where(where)
      .orderBy(...order)
      .limit(Math.max(0, Math.floor(limit)))
      .offset(Math.max(0, Math.floor(offset))),
    db.select({ total: sql<number>`count(*)::int` }).from(mateEvents).where(where),
  ]);
  return { events: await loadEventCards(db, rows, now), total };
}

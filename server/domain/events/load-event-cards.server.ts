import { and, asc, eq, inArray } from "drizzle-orm";
import type { EventCardData, EventLineupName, EventStatus } from "~/core/events/events";
import { eventEnd, localDateOf, localTimeOf } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { djProfiles, eventLineup, mateEvents } from "~server/db/schema";
import { PUBLIC_VERIFICATION_STATUSES } from "~server/domain/djs/list-public-djs.server";

/** The mate_events columns a listing row needs. */
export const eventCardColumns = {
  id: mateEvents.id,
  eventId: mateEvents.eventId,
  name: mateEvents.eventName,
  status: mateEvents.status,
  eventDate: mateEvents.eventDate,
  endDate: mateEvents.endDate,
  timeZone: mateEvents.timeZone,
  venue: mateEvents.venue,
  location: mateEvents.location,
  image: mateEvents.eventImage,
  lineup: mateEvents.lineup,
};

export type EventCardRow = {
  id: string;
  eventId: string;
  name: string;
  status: string;
  eventDate: Date;
  endDate: Date | null;
  timeZone: string;
  venue: string | null;
  location: string | null;
  image: string | null;
  lineup: string[];
};

/** A DJ of a lineup row links to the profile only while the profile is public (active, verified or mate). */
export const publicLineupDj = and(
  eq(djProfiles.id, eventLineup.djProfileId),
  eq(djProfiles.active, true),
  inArray(djProfiles.verificationStatus, [...PUBLIC_VERIFICATION_STATUSES]),
);

/**
 * Turns event rows into listing cards with their lineups in order, in one query for the whole page. Events
 * written without event_lineup rows (bulk data, old rows) show their text lineup, unlinked.
 */
export async function loadEventCards(db: Db, rows: readonly EventCardRow[], now: Date): Promise<EventCardData[]> {
  const ids = rows.map((r) => r.id);
  const names = new Map<string, EventLineupName[]>();
  if (ids.length > 0) {
    const lineup = await db
      .select({ eventId: eventLineup.eventId, name: eventLineup.djName, djSlug: djProfiles.slug })
      .from(eventLineup)
      .leftJoin(djProfiles, publicLineupDj)
      .where(inArray(eventLineup.eventId, ids))
      .orderBy(asc(eventLineup.eventId), asc(eventLineup.position), asc(eventLineup.id));
    for (const row of lineup) {
      const list = names.get(row.eventId) ?? [];
      list.push({ name: row.name, djSlug: row.djSlug ?? null });
      names.set(row.eventId, list);
    }
  }
  return rows.map((row) => ({
    eventId: row.eventId,
    name: row.name,
    status: row.status as EventStatus,
    startsAt: row.eventDate.toISOString(),
    timeZone: row.timeZone,
    localDate: localDateOf(row.eventDate, row.timeZone),
    localTime: localTimeOf(row.eventDate, row.timeZone),
    live: row.eventDate <= now && eventEnd(row.eventDate, row.endDate) > now,
    venue: row.venue,
    location: row.location,
    image: row.image,
    lineup: names.get(row.id) ?? row.lineup.map((name) => ({ name, djSlug: null })),
  }));
}

import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { isEventId } from "~/core/events/event-id";
import type { Db } from "~server/db/client.server";
import { djProfiles, eventLineup, mateEvents } from "~server/db/schema";
import { listManagedDjIds } from "~server/domain/bookings/list-managed-dj-ids.server";

export type TracklistGig = {
  event: { id: string; eventId: string; eventName: string; eventDate: Date; timeZone: string; venue: string | null };
  /** The lineup's DJs the screen may import for, in lineup order: each may have one tracklist here. */
  djs: { id: string; slug: string; displayName: string }[];
};

/**
 * Whose tracklist screen asks (each role's guard has already passed): a DJ manager imports for the DJs they manage on
 * the lineup; a venue's staff (can_manage_events) for any DJ of an event at that venue; a production line's people
 * for any DJ of the line's events; an admin for any DJ of any event.
 */
export type TracklistScope =
  | { kind: "dj-manager"; userId: string }
  | { kind: "venue"; venueId: string }
  | { kind: "production-line"; productionLineId: string }
  | { kind: "admin" };

/**
 * A past, published event (ended; without an end time, started) that the scope manages, with the lineup's DJs it
 * may import for; else null, so "not past", "not yours" and "no such event" are one 404. A DJ manager with none of
 * their DJs on the lineup gets null too; the event's own managers get the gig with an empty `djs` (nothing to
 * import until a DJ with a Booth page is on the lineup).
 */
export async function findTracklistGig(
  db: Db,
  scope: TracklistScope,
  eventId: string,
  now: Date,
): Promise<TracklistGig | null> {
  if (!isEventId(eventId)) return null;
  const where: SQL[] = [
    eq(mateEvents.eventId, eventId),
    eq(mateEvents.status, "published"),
    sql`coalesce(${mateEvents.endDate}, ${mateEvents.eventDate}) < ${now}`,
  ];
  if (scope.kind === "venue") where.push(eq(mateEvents.venueId, scope.venueId));
  if (scope.kind === "production-line") where.push(eq(mateEvents.productionLineId, scope.productionLineId));
  const [event] = await db
    .select({
      id: mateEvents.id,
      eventId: mateEvents.eventId,
      eventName: mateEvents.eventName,
      eventDate: mateEvents.eventDate,
      timeZone: mateEvents.timeZone,
      venue: mateEvents.venue,
    })
    .from(mateEvents)
    .where(and(...where))
    .limit(1);
  if (!event) return null;
  const managed = scope.kind === "dj-manager" ? await listManagedDjIds(db, scope.userId) : null;
  if (managed?.length === 0) return null;
  const lineup = await db
    .select({
      id: djProfiles.id,
      slug: djProfiles.slug,
      displayName: djProfiles.displayName,
      position: eventLineup.position,
    })
    .from(eventLineup)
    .innerJoin(djProfiles, eq(djProfiles.id, eventLineup.djProfileId))
    .where(and(eq(eventLineup.eventId, event.id), managed ? inArray(eventLineup.djProfileId, managed) : undefined))
    .orderBy(asc(eventLineup.position));
  const djs = [...new Map(lineup.map(({ position: _, ...dj }) => [dj.id, dj])).values()];
  return managed && djs.length === 0 ? null : { event, djs };
}

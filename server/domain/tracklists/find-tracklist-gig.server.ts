import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { isEventId } from "~/core/events/event-id";
import type { Db } from "~server/db/client.server";
import { djProfiles, eventLineup, mateEvents } from "~server/db/schema";
import { listManagedDjIds } from "~server/domain/bookings/list-managed-dj-ids.server";

export type TracklistGig = {
  event: { id: string; eventId: string; eventName: string; eventDate: Date; timeZone: string; venue: string | null };
  /** The DJs on the lineup whom the viewer manages, in lineup order: each may have one tracklist here. */
  djs: { id: string; slug: string; displayName: string }[];
};

/**
 * A past, published event (ended; without an end time, started) whose lineup holds a DJ the user manages (a
 * dj_manager role or their own profile), with those DJs; else null, so "not past", "not yours" and "no such event"
 * are one 404.
 */
export async function findTracklistGig(
  db: Db,
  userId: string,
  eventId: string,
  now: Date,
): Promise<TracklistGig | null> {
  if (!isEventId(eventId)) return null;
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
    .where(
      and(
        eq(mateEvents.eventId, eventId),
        eq(mateEvents.status, "published"),
        sql`coalesce(${mateEvents.endDate}, ${mateEvents.eventDate}) < ${now}`,
      ),
    )
    .limit(1);
  if (!event) return null;
  const managed = await listManagedDjIds(db, userId);
  if (managed.length === 0) return null;
  const lineup = await db
    .select({
      id: djProfiles.id,
      slug: djProfiles.slug,
      displayName: djProfiles.displayName,
      position: eventLineup.position,
    })
    .from(eventLineup)
    .innerJoin(djProfiles, eq(djProfiles.id, eventLineup.djProfileId))
    .where(and(eq(eventLineup.eventId, event.id), inArray(eventLineup.djProfileId, managed)))
    .orderBy(asc(eventLineup.position));
  const djs = [...new Map(lineup.map(({ position: _, ...dj }) => [dj.id, dj])).values()];
  return djs.length === 0 ? null : { event, djs };
}

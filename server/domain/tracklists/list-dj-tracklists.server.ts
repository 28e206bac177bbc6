import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { TracklistTrack } from "~/core/tracklists/tracklist-editor";
import type { Db } from "~server/db/client.server";
import { mateEvents, tracklists } from "~server/db/schema";
import { listShownTracks } from "./list-shown-tracks.server";

/** Published sets shown on a DJ page. */
export const DJ_TRACKLISTS_LIMIT = 6;

export type DjTracklist = {
  event: { eventId: string; eventName: string; eventDate: Date; timeZone: string; venue: string | null };
  tracks: TracklistTrack[];
};

/** A DJ's published tracklists of published events, newest gig first, without hidden tracks. */
export async function listDjTracklists(
  db: Db,
  djProfileId: string,
  limit = DJ_TRACKLISTS_LIMIT,
): Promise<DjTracklist[]> {
  const lists = await db
    .select({
      id: tracklists.id,
      eventId: mateEvents.eventId,
      eventName: mateEvents.eventName,
      eventDate: mateEvents.eventDate,
      timeZone: mateEvents.timeZone,
      venue: mateEvents.venue,
    })
    .from(tracklists)
    .innerJoin(mateEvents, eq(mateEvents.id, tracklists.eventId))
    .where(
      and(
        eq(tracklists.djProfileId, djProfileId),
        isNotNull(tracklists.publishedAt),
        eq(mateEvents.status, "published"),
      ),
    )
    .orderBy(desc(mateEvents.eventDate))
    .limit(limit);
  if (lists.length === 0) return [];
  const tracks = await listShownTracks(
    db,
    lists.map((l) => l.id),
  );
  return lists.map(({ id, ...event }) => ({
    event,
    tracks: tracks.get(id) ?? [],
  }));
}

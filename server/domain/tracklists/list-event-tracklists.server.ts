import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { TracklistTrack } from "~/core/tracklists/tracklist-editor";
import type { Db } from "~server/db/client.server";
import { djProfiles, eventLineup, tracklists, tracklistTracks } from "~server/db/schema";
import { trackColumns } from "./track-columns.server";

export type EventTracklist = {
  dj: { slug: string; displayName: string };
  publishedAt: Date;
  tracks: TracklistTrack[];
};

/** The published tracklists of an event (by its row id), one per DJ in lineup order, without hidden tracks. */
export async function listEventTracklists(db: Db, eventUuid: string): Promise<EventTracklist[]> {
  const lists = await db
    .selectDistinctOn([tracklists.id], {
      id: tracklists.id,
      publishedAt: tracklists.publishedAt,
      slug: djProfiles.slug,
      displayName: djProfiles.displayName,
      position: eventLineup.position,
    })
    .from(tracklists)
    .innerJoin(djProfiles, eq(djProfiles.id, tracklists.djProfileId))
    .leftJoin(
      eventLineup,
      and(eq(eventLineup.eventId, tracklists.eventId), eq(eventLineup.djProfileId, tracklists.djProfileId)),
    )
    .where(and(eq(tracklists.eventId, eventUuid), isNotNull(tracklists.publishedAt)))
    .orderBy(asc(tracklists.id), asc(eventLineup.position));
  if (lists.length === 0) return [];
  const tracks = await db
    .select({ ...trackColumns, tracklistId: tracklistTracks.tracklistId })
    .from(tracklistTracks)
    .where(
      and(
        inArray(
          tracklistTracks.tracklistId,
          lists.map((l) => l.id),
        ),
        eq(tracklistTracks.hidden, false),
      ),
    )
    .orderBy(asc(tracklistTracks.tracklistId), asc(tracklistTracks.position));
  return lists
    .sort((a, b) => (a.position ?? 1e9) - (b.position ?? 1e9))
    .map((l) => ({
      dj: { slug: l.slug, displayName: l.displayName },
      publishedAt: l.publishedAt as Date,
      tracks: tracks.filter((t) => t.tracklistId === l.id).map(({ tracklistId: _, ...t }) => t),
    }));
}

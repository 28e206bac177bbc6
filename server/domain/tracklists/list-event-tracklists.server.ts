import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { TracklistTrack } from "~/core/tracklists/tracklist-editor";
import type { Db } from "~server/db/client.server";
import { djProfiles, eventLineup, tracklists } from "~server/db/schema";
import { listShownTracks } from "./list-shown-tracks.server";

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
  const tracks = await listShownTracks(
    db,
    lists.map((l) => l.id),
  );
  return lists
    .sort((a, b) => (a.position ?? 1e9) - (b.position ?? 1e9))
    .map((l) => ({
      dj: { slug: l.slug, displayName: l.displayName },
      publishedAt: l.publishedAt as Date,
      tracks: tracks.get(l.id) ?? [],
    }));
}

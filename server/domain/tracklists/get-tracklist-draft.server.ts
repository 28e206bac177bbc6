import { and, asc, eq } from "drizzle-orm";
import type { TracklistFormat } from "~/core/tracklists/tracklist";
import type { TracklistTrack } from "~/core/tracklists/tracklist-editor";
import type { Db } from "~server/db/client.server";
import { tracklists, tracklistTracks } from "~server/db/schema";
import { trackColumns } from "./track-columns.server";

export type TracklistDraft = {
  id: string;
  format: TracklistFormat;
  publishedAt: Date | null;
  updatedAt: Date;
  tracks: TracklistTrack[];
};

/** A DJ's tracklist of an event with every track, hidden ones too, for its editor; null before the first import. */
export async function getTracklistDraft(
  db: Db,
  eventUuid: string,
  djProfileId: string,
): Promise<TracklistDraft | null> {
  const [list] = await db
    .select({
      id: tracklists.id,
      format: tracklists.format,
      publishedAt: tracklists.publishedAt,
      updatedAt: tracklists.updatedAt,
    })
    .from(tracklists)
    .where(and(eq(tracklists.eventId, eventUuid), eq(tracklists.djProfileId, djProfileId)))
    .limit(1);
  if (!list) return null;
  const tracks = await db
    .select(trackColumns)
    .from(tracklistTracks)
    .where(eq(tracklistTracks.tracklistId, list.id))
    .orderBy(asc(tracklistTracks.position));
  return { ...list, format: list.format as TracklistFormat, tracks };
}

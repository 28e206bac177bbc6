import { and, asc, eq, inArray } from "drizzle-orm";
import type { TracklistTrack } from "~/core/tracklists/tracklist-editor";
import type { Db } from "~server/db/client.server";
import { tracklistTracks } from "~server/db/schema";
import { trackColumns } from "./track-columns.server";

/** The tracks public pages show of some tracklists (hidden ones left out), in set order, by tracklist id. */
export async function listShownTracks(db: Db, tracklistIds: string[]): Promise<Map<string, TracklistTrack[]>> {
  const byList = new Map<string, TracklistTrack[]>(tracklistIds.map((id) => [id, []]));
  if (tracklistIds.length === 0) return byList;
  const rows = await db
    .select({ ...trackColumns, tracklistId: tracklistTracks.tracklistId })
    .from(tracklistTracks)
    .where(and(inArray(tracklistTracks.tracklistId, tracklistIds), eq(tracklistTracks.hidden, false)))
    .orderBy(asc(tracklistTracks.tracklistId), asc(tracklistTracks.position));
  for (const { tracklistId, ...track } of rows) byList.get(tracklistId)?.push(track);
  return byList;
}

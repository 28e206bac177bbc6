import { eq, sql } from "drizzle-orm";
import type { ParsedTracklist } from "~/core/tracklists/tracklist";
import { looksUnreleased } from "~/core/tracklists/tracklist-editor";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { tracklists, tracklistTracks } from "~server/db/schema";

const BATCH = 1_000;

/**
 * Stores a parsed history as the DJ's tracklist of this event, replacing an earlier import whole: one tracklist per
 * DJ per event. The new tracks wait unpublished for the editor to check them; if the old ones were public, the
 * public pages drop them now. One transaction: nothing is half-imported.
 */
export async function importTracklist(
  db: Db,
  input: { eventUuid: string; djProfileId: string; userId: string; tracklist: ParsedTracklist },
): Promise<string> {
  const { id, wasPublished } = await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ publishedAt: tracklists.publishedAt })
      .from(tracklists)
      .where(sql`${tracklists.eventId} = ${input.eventUuid} and ${tracklists.djProfileId} = ${input.djProfileId}`)
      .for("update");
    const [row] = await tx
      .insert(tracklists)
      .values({
        eventId: input.eventUuid,
        djProfileId: input.djProfileId,
        format: input.tracklist.format,
        importedBy: input.userId,
      })
      .onConflictDoUpdate({
        target: [tracklists.eventId, tracklists.djProfileId],
        set: { format: input.tracklist.format, importedBy: input.userId, publishedAt: null, updatedAt: new Date() },
      })
      .returning({ id: tracklists.id });
    await tx.delete(tracklistTracks).where(eq(tracklistTracks.tracklistId, row.id));
    const rows = input.tracklist.tracks.map((t, position) => ({
      tracklistId: row.id,
      position,
      artist: t.artist,
      title: t.title,
      bpm: t.bpm,
      musicalKey: t.key,
      offsetSeconds: t.offsetSeconds === null ? null : Math.round(t.offsetSeconds),
      unreleased: looksUnreleased(t),
    }));
    for (let i = 0; i < rows.length; i += BATCH) await tx.insert(tracklistTracks).values(rows.slice(i, i + BATCH));
    return { id: row.id, wasPublished: Boolean(previous?.publishedAt) };
  });
  if (wasPublished) await publicContentChanged(db, "tracklists");
  return id;
}

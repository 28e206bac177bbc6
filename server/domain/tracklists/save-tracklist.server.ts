import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { TrackEdit } from "~/core/tracklists/tracklist-editor";
import { TRACKLIST_CHANGED_MESSAGE } from "~/core/tracklists/tracklist-edits";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { tracklists, tracklistTracks } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";

/**
 * Saves the editor's rows in their order — edited text, ID and hidden flags; rows left out are removed — and,
 * with `publish`, publishes (true) or unpublishes (false) the tracklist. A row id that is not this tracklist's is
 * refused whole (a stale page), so nothing is half-saved. Public pages are dropped when a public tracklist changed.
 */
export async function saveTracklist(
  db: Db,
  tracklistId: string,
  tracks: TrackEdit[],
  publish?: boolean,
): Promise<{ publishedAt: Date | null }> {
  const result = await db.transaction(async (tx) => {
    const [list] = await tx
      .select({ publishedAt: tracklists.publishedAt })
      .from(tracklists)
      .where(eq(tracklists.id, tracklistId))
      .for("update");
    if (!list) throw new AppError("not_found", "That tracklist is gone. Import the file again.");
    const ids = tracks.map((t) => t.id);
    const known = ids.length
      ? await tx
          .select({ id: tracklistTracks.id })
          .from(tracklistTracks)
          .where(and(eq(tracklistTracks.tracklistId, tracklistId), inArray(tracklistTracks.id, ids)))
      : [];
    if (known.length !== ids.length) {
      throw new AppError("conflict", TRACKLIST_CHANGED_MESSAGE);
    }
    if (publish === true && ids.length === 0)
      throw new AppError("invalid_input", "Keep at least one track to publish.");
    await tx
      .delete(tracklistTracks)
      .where(
        ids.length
          ? and(eq(tracklistTracks.tracklistId, tracklistId), notInArray(tracklistTracks.id, ids))
          : eq(tracklistTracks.tracklistId, tracklistId),
      );
    // One statement per 500 rows instead of one per row: a long history stays quick to save.
    for (let i = 0; i < tracks.length; i += 500) {
      const chunk = tracks.slice(i, i + 500);
      const list = <T>(values: T[], type: string) =>
        sql`array[${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )}]::${sql.raw(type)}`;
      await tx.execute(sql`
        update ${tracklistTracks} set position = v.position, artist = v.artist, title = v.title,
          unreleased = v.unreleased, hidden = v.hidden
        from unnest(${list(
          chunk.map((t) => t.id),
          "uuid[]",
        )}, ${list(
          chunk.map((_, n) => i + n),
          "int[]",
        )}, ${list(
          chunk.map((t) => t.artist),
          "text[]",
        )}, ${list(
          chunk.map((t) => t.title),
          "text[]",
        )}, ${list(
          chunk.map((t) => t.unreleased),
          "boolean[]",
        )}, ${list(
          chunk.map((t) => t.hidden),
          "boolean[]",
        )}) as v(id, position, artist, title, unreleased, hidden)
        where ${tracklistTracks.id} = v.id and ${tracklistTracks.tracklistId} = ${tracklistId}`);
    }
    const publishedAt = publish === undefined ? list.publishedAt : publish ? (list.publishedAt ?? new Date()) : null;
    await tx.update(tracklists).set({ publishedAt, updatedAt: new Date() }).where(eq(tracklists.id, tracklistId));
    return { before: list.publishedAt, publishedAt };
  });
  if (result.before || result.publishedAt) await publicContentChanged(db, "tracklists");
  return { publishedAt: result.publishedAt };
}

import { asc, eq } from "drizzle-orm";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { radioTracks } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { assertCanManageRadio, type RadioActor } from "./assert-can-manage-radio.server";

/**
 * Moves a track one place up or down the playlist. Positions are renumbered 0…n-1 in one transaction, so equal
 * or gapped positions (seeds, concurrent adds) never make a move a no-op. At either end it stays where it is.
 * A DJ (not an admin) may move only tracks of profiles they manage (assertCanManageRadio).
 */
export async function moveRadioTrack(
  db: Db,
  actor: RadioActor,
  input: { trackId: string; direction: "up" | "down" },
): Promise<string> {
  return db
    .transaction(async (tx) => {
      const rows = await tx
        .select({ id: radioTracks.id, name: radioTracks.name, artistSlug: radioTracks.artistSlug })
        .from(radioTracks)
        .orderBy(asc(radioTracks.position), asc(radioTracks.createdAt), asc(radioTracks.id));
      const from = rows.findIndex((r) => r.id === input.trackId);
      const track = rows[from];
      if (!track) throw new AppError("not_found", "That track is no longer on the radio");
      await assertCanManageRadio(tx as unknown as Db, actor, track.artistSlug);
      // A DJ orders their own tracks among themselves: the neighbour is the next track of the same profile, so a
      // move never shifts another DJ's track. An admin moves one place in the whole playlist.
      const step = input.direction === "up" ? -1 : 1;
      let to = from + step;
      if (!actor.isAdmin) while (to >= 0 && to < rows.length && rows[to]?.artistSlug !== track.artistSlug) to += step;
      if (to >= 0 && to < rows.length) [rows[from], rows[to]] = [rows[to] as typeof track, track];
      for (const [position, row] of rows.entries()) {
        await tx.update(radioTracks).set({ position }).where(eq(radioTracks.id, row.id));
      }
      return track.name;
    })
    .then(async (name) => {
      await publicContentChanged(db, "radio");
      return name;
    });
}

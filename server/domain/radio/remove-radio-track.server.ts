import { eq } from "drizzle-orm";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { radioTracks } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { assertCanManageRadio, type RadioActor } from "./assert-can-manage-radio.server";

/** Removes a track from the radio playlist; returns its name for the confirmation. */
export async function removeRadioTrack(db: Db, actor: RadioActor, trackId: string): Promise<string> {
  const [track] = await db.select().from(radioTracks).where(eq(radioTracks.id, trackId)).limit(1);
  if (!track) throw new AppError("not_found", "That track is no longer on the radio");
  await assertCanManageRadio(db, actor, track.artistSlug);
  await db.delete(radioTracks).where(eq(radioTracks.id, trackId));
  await publicContentChanged(db, "radio");
  return track.name;
}

import { eq, max } from "drizzle-orm";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djProfiles, radioTracks } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { assertCanManageRadio, type RadioActor } from "./assert-can-manage-radio.server";

/** Adds a track at the end of the radio playlist; a named DJ must exist. */
export async function addRadioTrack(
  db: Db,
  actor: RadioActor,
  input: { name: string; link: string; artistSlug: string | null },
): Promise<typeof radioTracks.$inferSelect> {
  await assertCanManageRadio(db, actor, input.artistSlug);
  if (input.artistSlug) {
    const dj = await db.select({ id: djProfiles.id }).from(djProfiles).where(eq(djProfiles.slug, input.artistSlug));
    if (dj.length === 0) throw new AppError("invalid_input", "No DJ profile has that address", { field: "artistSlug" });
  }
  const [{ last }] = await db.select({ last: max(radioTracks.position) }).from(radioTracks);
  const [row] = await db
    .insert(radioTracks)
    .values({ name: input.name, link: input.link, artistSlug: input.artistSlug, position: (last ?? -1) + 1 })
    .returning();
  await publicContentChanged(db, "radio");
  return row;
}

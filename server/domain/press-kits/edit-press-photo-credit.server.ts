import { and, eq } from "drizzle-orm";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djPressPhotos } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";

/** Sets (or clears) a photo's credit; a photo of another DJ is not found. */
export async function editPressPhotoCredit(
  db: Db,
  djProfileId: string,
  photoId: string,
  credit: string | null,
): Promise<void> {
  const rows = await db
    .update(djPressPhotos)
    .set({ credit })
    .where(and(eq(djPressPhotos.id, photoId), eq(djPressPhotos.djProfileId, djProfileId)))
    .returning({ id: djPressPhotos.id });
  if (rows.length === 0) throw new AppError("not_found", "That photo is no longer in the press kit.");
  await publicContentChanged(db, "press-kits");
}

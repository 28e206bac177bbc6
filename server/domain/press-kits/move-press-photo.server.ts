import { and, asc, eq } from "drizzle-orm";
import { movedOrder } from "~/core/press/press-kit";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djPressPhotos, djProfiles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";

/** Moves a photo one place up or down in the DJ's order (positions rewritten 1…n, the DJ's row locked). */
export async function movePressPhoto(
  db: Db,
  djProfileId: string,
  photoId: string,
  direction: "up" | "down",
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: djProfiles.id }).from(djProfiles).where(eq(djProfiles.id, djProfileId)).for("update");
    const rows = await tx
      .select({ id: djPressPhotos.id })
      .from(djPressPhotos)
      .where(eq(djPressPhotos.djProfileId, djProfileId))
      .orderBy(asc(djPressPhotos.position), asc(djPressPhotos.createdAt));
    const ids = rows.map((r) => r.id);
    if (!ids.includes(photoId)) throw new AppError("not_found", "That photo is no longer in the press kit.");
    const order = movedOrder(ids, photoId, direction);
    for (const [index, id] of order.entries())
      await tx
        .update(djPressPhotos)
        .set({ position: index + 1 })
        .where(and(eq(djPressPhotos.id, id), eq(djPressPhotos.djProfileId, djProfileId)));
  });
  await publicContentChanged(db, "press-kits");
}

import { and, eq } from "drizzle-orm";
import { PRESS_PHOTO_WIDTHS } from "~/core/press/press-kit";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djPressPhotos } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { logger } from "~server/logger.server";
import type { FileStorage } from "~server/storage/file-storage.server";
import { pressPhotoKey } from "./press-storage-keys.server";

/** Removes a photo and its files (the row first: a file left behind wastes space but shows nothing). */
export async function removePressPhoto(db: Db, storage: FileStorage, djProfileId: string, photoId: string) {
  const [row] = await db
    .delete(djPressPhotos)
    .where(and(eq(djPressPhotos.id, photoId), eq(djPressPhotos.djProfileId, djProfileId)))
    .returning({ version: djPressPhotos.version, originalKey: djPressPhotos.originalKey });
  if (!row) throw new AppError("not_found", "That photo is no longer in the press kit.");
  await publicContentChanged(db, "press-kits");
  for (const key of [row.originalKey, ...PRESS_PHOTO_WIDTHS.map((w) => pressPhotoKey(djProfileId, row.version, w))])
    await storage.delete(key).catch((error) => logger.warn("press photo file not removed", { key, error }));
}

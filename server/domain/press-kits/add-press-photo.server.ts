import { randomBytes } from "node:crypto";
import { count, eq, max } from "drizzle-orm";
import { MAX_PRESS_PHOTOS, PRESS_PHOTOS_FULL } from "~/core/press/press-kit";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djPressPhotos, djProfiles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { logger } from "~server/logger.server";
import type { FileStorage } from "~server/storage/file-storage.server";
import { pressPhotoKey } from "./press-storage-keys.server";
import { processPressPhoto } from "./process-press-photo.server";

/**
 * Adds a press photo at the end of the DJ's order: checked and cut into web sizes first (processPressPhoto), the
 * original stored as uploaded beside them, then the row — counted against the limit with the DJ's row locked, so two
 * uploads at once cannot make a thirteenth. A refused photo leaves no file behind.
 */
export async function addPressPhoto(
  db: Db,
  storage: FileStorage,
  djProfileId: string,
  { bytes, credit }: { bytes: Uint8Array; credit: string | null },
): Promise<{ id: string }> {
  const [{ photos }] = await db
    .select({ photos: count() })
    .from(djPressPhotos)
    .where(eq(djPressPhotos.djProfileId, djProfileId));
  if (photos >= MAX_PRESS_PHOTOS) throw new AppError("conflict", PRESS_PHOTOS_FULL, { field: "photo" });
  const processed = await processPressPhoto(bytes);
  const version = `${Date.now().toString(36)}${randomBytes(6).toString("hex")}`;
  const keys = [
    pressPhotoKey(djProfileId, version, "original"),
    ...processed.webSizes.map((w) => pressPhotoKey(djProfileId, version, w.width)),
  ];
  const removeFiles = async () => {
    for (const key of keys)
      await storage.delete(key).catch((error) => logger.warn("press photo file not removed", { key, error }));
  };
  try {
    await storage.put(keys[0], bytes, processed.mime);
    for (const size of processed.webSizes)
      await storage.put(pressPhotoKey(djProfileId, version, size.width), size.data, "image/webp");
    const id = await db.transaction(async (tx) => {
      await tx.select({ id: djProfiles.id }).from(djProfiles).where(eq(djProfiles.id, djProfileId)).for("update");
      const [{ photos: now, last }] = await tx
        .select({ photos: count(), last: max(djPressPhotos.position) })
        .from(djPressPhotos)
        .where(eq(djPressPhotos.djProfileId, djProfileId));
      if (now >= MAX_PRESS_PHOTOS) throw new AppError("conflict", PRESS_PHOTOS_FULL, { field: "photo" });
      const [row] = await tx
        .insert(djPressPhotos)
        .values({
          djProfileId,
          version,
          originalKey: keys[0],
          originalType: processed.mime,
          bytes: bytes.byteLength,
          width: processed.width,
          height: processed.height,
          credit,
          position: (last ?? 0) + 1,
        })
        .returning({ id: djPressPhotos.id });
      return row.id;
    });
    await publicContentChanged(db, "press-kits");
    return { id };
  } catch (error) {
    await removeFiles();
    throw error;
  }
}

import { randomBytes } from "node:crypto";
import {
  DJ_IMAGE_FORMATS,
  DJ_IMAGE_STORED_WIDTH,
  DJ_IMAGE_WIDTHS,
  djImageVariantUrl,
  parseUploadedDjImage,
} from "~/core/djs/dj-image";
import { logger } from "~server/logger.server";
import type { FileStorage } from "~server/storage/file-storage.server";
import { processDjImage } from "./process-dj-image.server";

const PREFIX = "/uploads/";

/** Storage key of a public /uploads/... URL. */
export function storageKeyOf(url: string): string {
  return url.slice(PREFIX.length);
}

/**
 * Resizes an uploaded photo (processDjImage: the checks, sizes and formats) and stores every variant under a new
 * version, so the long immutable cache of an old URL never serves a stale photo. Nothing points at the files
 * yet; the caller sets profile_image to the returned 640 WebP URL. A refused photo writes nothing, and a store
 * that fails half-way has what it wrote removed again.
 */
export async function storeDjImage(
  storage: FileStorage,
  profileId: string,
  bytes: Uint8Array,
): Promise<{ profileImage: string }> {
  const variants = await processDjImage(bytes);
  const version = `${Date.now().toString(36)}${randomBytes(4).toString("hex")}`;
  const profileImage = djImageVariantUrl(profileId, version, DJ_IMAGE_STORED_WIDTH, "webp");
  const contentType = { webp: "image/webp", avif: "image/avif" } as const;
  try {
    for (const v of variants) {
      await storage.put(
        storageKeyOf(djImageVariantUrl(profileId, version, v.width, v.format)),
        v.data,
        contentType[v.format],
      );
    }
  } catch (error) {
    await removeUploadedDjImage(storage, profileImage);
    throw error;
  }
  return { profileImage };
}

/** Deletes every stored variant of an uploaded photo URL; other URLs (seeded artwork) are left alone. */
export async function removeUploadedDjImage(storage: FileStorage, url: string | null): Promise<void> {
  const old = parseUploadedDjImage(url);
  if (!old) return;
  for (const width of DJ_IMAGE_WIDTHS) {
    for (const format of DJ_IMAGE_FORMATS) {
      const key = storageKeyOf(djImageVariantUrl(old.profileId, old.version, width, format));
      try {
        await storage.delete(key);
      } catch (error) {
        // A leftover file wastes space but breaks nothing: no profile points at it any more.
        logger.warn("DJ image file not removed", { key, error });
      }
    }
  }
}

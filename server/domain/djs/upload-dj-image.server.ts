import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  DJ_IMAGE_FORMATS,
  DJ_IMAGE_STORED_WIDTH,
  DJ_IMAGE_WIDTHS,
  djImageVariantUrl,
  parseUploadedDjImage,
} from "~/core/dj-image";
import type { Db } from "../../db/client.server";
import { djProfiles } from "../../db/schema";
import { logger } from "../../logger.server";
import type { FileStorage } from "../../storage/file-storage.server";
import type { Actor } from "../roles/get-actor-role.server";
import { getEditableDj } from "./get-editable-dj.server";
import { processDjImage } from "./process-dj-image.server";
import { invalidatePublicDjs } from "./public-dj-cache.server";

const PREFIX = "/uploads/";

/** Storage key of a public /uploads/... URL. */
export function storageKeyOf(url: string): string {
  return url.slice(PREFIX.length);
}

/**
 * Replaces a profile's photo: checks the actor may edit it, resizes and stores the upload (storeDjImage), points
 * profile_image at the 640 WebP, then removes the previous upload's files. The editor's "Save profile" keeps a
 * chosen photo through updateDjProfile, which stores it the same way (issue 14).
 */
export async function uploadDjImage(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  input: { slug: string; bytes: Uint8Array },
): Promise<{ profileImage: string }> {
  const profile = await getEditableDj(db, actor, input.slug);
  const { profileImage } = await storeDjImage(storage, profile.id, input.bytes);
  try {
    await db.update(djProfiles).set({ profileImage, updatedAt: new Date() }).where(eq(djProfiles.id, profile.id));
  } catch (error) {
    await removeUploadedDjImage(storage, profileImage);
    throw error;
  }
  invalidatePublicDjs();
  await removeUploadedDjImage(storage, profile.profileImage);
  return { profileImage };
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

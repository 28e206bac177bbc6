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
 * Replaces a profile's photo: checks the actor may edit it, resizes the upload (processDjImage), stores every
 * variant under a new version (so the long immutable cache of the old URLs never serves a stale photo),
 * points profile_image at the 640 WebP, then removes the previous upload's files.
 */
export async function uploadDjImage(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  input: { slug: string; bytes: Uint8Array },
): Promise<{ profileImage: string }> {
  const profile = await getEditableDj(db, actor, input.slug);
  const variants = await processDjImage(input.bytes);
  const version = `${Date.now().toString(36)}${randomBytes(4).toString("hex")}`;
  const contentType = { webp: "image/webp", avif: "image/avif" } as const;
  for (const v of variants) {
    await storage.put(
      storageKeyOf(djImageVariantUrl(profile.id, version, v.width, v.format)),
      v.data,
      contentType[v.format],
    );
  }
  const profileImage = djImageVariantUrl(profile.id, version, DJ_IMAGE_STORED_WIDTH, "webp");
  await db.update(djProfiles).set({ profileImage, updatedAt: new Date() }).where(eq(djProfiles.id, profile.id));
  invalidatePublicDjs();
  await removeUploadedDjImage(storage, profile.profileImage);
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
        // A leftover file wastes space but breaks nothing; the new photo is already live.
        logger.warn("old DJ image not removed", { key, error });
      }
    }
  }
}

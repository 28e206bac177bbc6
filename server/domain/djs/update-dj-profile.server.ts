import { eq } from "drizzle-orm";
import type { DjProfileForm } from "~/core/djs/dj-profile-form";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djProfiles } from "~server/db/schema";
import { sanitizeRichText } from "~server/domain/content/sanitize-rich-text.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import type { FileStorage } from "~server/storage/file-storage.server";
import { getEditableDj } from "./get-editable-dj.server";
import { removeUploadedDjImage, storeDjImage } from "./store-dj-image.server";

export interface UpdateDjProfileInput {
  slug: string;
  /** djProfileFormSchema's output: the editor's action is the one check of the fields. */
  values: DjProfileForm;
  /** The photo chosen in the editor, saved by the same "Save profile"; absent = keep the photo. */
  photo?: { storage: FileStorage; bytes: Uint8Array };
}

/**
 * Saves the editor's fields of one profile for a manager (or admin), and the chosen photo with them. The bio
 * is sanitised before it is stored; slug, verification, active and the homepage flags are not part of the
 * input. The public directory cache is cleared so the change shows at once (the search indexes hear of it
 * from the row's change notice).
 *
 * All or nothing: one press of "Save profile" is one outcome. The fields come checked (djProfileFormSchema, the
 * action's one check) and the photo is decoded, checked and resized (the upload path's processDjImage: type by
 * decoding, 8 MB, 200 px, 40 Mpx) before anything is written; its files are stored under a new version nothing points at yet; then one UPDATE
 * sets the fields and profile_image together. So a bad photo, a bad field or a failed write leaves the profile
 * exactly as it was (and the new files are removed) — a partial save would answer "saved" for a form the DJ
 * still has to fix, and they could not tell which half went live. The previous photo's files go only after
 * the new one is live.
 */
export async function updateDjProfile(
  db: Db,
  actor: Actor,
  input: UpdateDjProfileInput,
): Promise<{ slug: string; profileImage: string | null }> {
  const profile = await getEditableDj(db, actor, input.slug);
  const v = input.values;
  const bio = v.bio ? sanitizeRichText(v.bio).trim() || null : null;
  const { photo } = input;
  const stored = photo ? await storeDjImage(photo.storage, profile.id, photo.bytes) : null;
  try {
    await db
      .update(djProfiles)
      .set({
        displayName: v.displayName,
        realName: v.realName,
        bio,
        location: v.location,
        genres: v.genres,
        roles: v.roles,
        agency: v.agency,
        timeZone: v.timeZone,
        featuredTrack: v.featuredTrack,
        featuredVideos: v.featuredVideos,
        themeId: v.themeId,
        bookingEnabled: v.bookingEnabled,
        bookingDepositCents: v.bookingDeposit,
        imagePosition: v.imagePosition,
        soundcloudUrl: v.soundcloudUrl,
        spotifyUrl: v.spotifyUrl,
        appleMusicUrl: v.appleMusicUrl,
        beatportUrl: v.beatportUrl,
        youtubeUrl: v.youtubeUrl,
        instagramUrl: v.instagramUrl,
        tiktokUrl: v.tiktokUrl,
        twitterUrl: v.twitterUrl,
        facebookUrl: v.facebookUrl,
        websiteUrl: v.websiteUrl,
        whatsapp: v.whatsapp,
        ...(stored ? { profileImage: stored.profileImage } : {}),
        updatedAt: new Date(),
      })
      .where(eq(djProfiles.id, profile.id));
  } catch (error) {
    if (photo && stored) await removeUploadedDjImage(photo.storage, stored.profileImage);
    throw error;
  }
  await publicContentChanged(db, "djs");
  if (photo && stored) await removeUploadedDjImage(photo.storage, profile.profileImage);
  return { slug: profile.slug, profileImage: stored?.profileImage ?? profile.profileImage };
}

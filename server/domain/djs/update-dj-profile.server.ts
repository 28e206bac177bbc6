import { eq } from "drizzle-orm";
import { type DjProfileForm, djProfileFormSchema } from "~/core/dj-profile-form";
import type { Db } from "../../db/client.server";
import { djProfiles } from "../../db/schema";
import type { Actor } from "../roles/get-actor-role.server";
import { DjError } from "./dj-error.server";
import { getEditableDj } from "./get-editable-dj.server";
import { invalidatePublicDjs } from "./public-dj-cache.server";
import { sanitizeDjBio } from "./sanitize-dj-bio.server";

/**
 * Saves the editor's fields of one profile for a manager (or admin). The bio is sanitised before it is
 * stored; slug, verification, active and the homepage flags are not part of the input. The public
 * directory cache is cleared so the change shows at once.
 */
export async function updateDjProfile(
  db: Db,
  actor: Actor,
  input: { slug: string; values: DjProfileForm },
): Promise<{ slug: string }> {
  const profile = await getEditableDj(db, actor, input.slug);
  // Re-validate: the domain never trusts that its caller parsed the form.
  const parsed = djProfileFormSchema.safeParse(toFormStrings(input.values));
  if (!parsed.success) throw new DjError("invalid", parsed.error.issues[0]?.message ?? "Invalid profile");
  const v = parsed.data;
  const bio = v.bio ? sanitizeDjBio(v.bio).trim() || null : null;
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
      featuredTrack: v.featuredTrack,
      featuredVideos: v.featuredVideos,
      themeId: v.themeId,
      bookingEnabled: v.bookingEnabled,
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
      updatedAt: new Date(),
    })
    .where(eq(djProfiles.id, profile.id));
  invalidatePublicDjs();
  return { slug: profile.slug };
}

/** The parsed values back in the form's string shape (lists joined), so the one schema checks both. */
export function toFormStrings(values: DjProfileForm): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) out[key] = value.join(key === "featuredVideos" ? "\n" : ", ");
    else if (typeof value === "boolean") out[key] = value ? "on" : "";
    else out[key] = String(value);
  }
  return out;
}

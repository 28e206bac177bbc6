import type { Db } from "~server/db/client.server";
import { djMediaPlays } from "~server/db/schema";
import { type ActivityActor, assertDjSlug } from "./assert-dj-slug.server";
import { djProfileExists } from "./dj-profile-exists.server";
import { recordUserActivity } from "./record-user-activity.server";

/** A play of the profile's featured track or one of its videos. */
export async function recordMediaPlay(
  db: Db,
  actor: ActivityActor,
  input: { slug: string; mediaType: string; mediaUrl: string },
): Promise<boolean> {
  assertDjSlug(input.slug);
  if (!(await djProfileExists(db, input.slug))) return false;
  const mediaType = input.mediaType.trim().toLowerCase();
  await db.insert(djMediaPlays).values({ djSlug: input.slug, mediaType, mediaUrl: input.mediaUrl });
  await recordUserActivity(db, actor, "dj_media_play", input.slug, {
    media_type: mediaType,
    media_url: input.mediaUrl,
  });
  return true;
}

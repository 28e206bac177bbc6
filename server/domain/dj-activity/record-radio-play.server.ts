import type { Db } from "~server/db/client.server";
import { djRadioPlays } from "~server/db/schema";
import { type ActivityActor, assertDjSlug } from "./assert-dj-slug.server";
import { djProfileExists } from "./dj-profile-exists.server";
import { recordUserActivity } from "./record-user-activity.server";

/**
 * A radio listen of one DJ's track (spec §3 radio play: dj_slug, duration_seconds), recorded when the track is
 * stopped, finishes or is skipped, with the seconds actually listened (from the widget's progress).
 */
export async function recordRadioPlay(
  db: Db,
  actor: ActivityActor,
  input: { slug: string; durationSeconds: number },
): Promise<boolean> {
  assertDjSlug(input.slug);
  if (!(await djProfileExists(db, input.slug))) return false;
  const durationSeconds = Math.max(0, Math.round(input.durationSeconds));
  await db.insert(djRadioPlays).values({ djSlug: input.slug, durationSeconds });
  await recordUserActivity(db, actor, "dj_radio_play", input.slug, { duration_seconds: durationSeconds });
  return true;
}

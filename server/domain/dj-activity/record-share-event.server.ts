import type { Db } from "../../db/client.server";
import { djShareEvents } from "../../db/schema";
import { type ActivityActor, assertDjSlug } from "./dj-activity-error.server";
import { djProfileExists } from "./dj-profile-exists.server";
import { recordUserActivity } from "./record-user-activity.server";

/** A share of the profile (copy link, native share sheet, a network…). */
export async function recordShareEvent(
  db: Db,
  actor: ActivityActor,
  input: { slug: string; platform: string },
): Promise<boolean> {
  assertDjSlug(input.slug);
  if (!(await djProfileExists(db, input.slug))) return false;
  const platform = input.platform.trim().toLowerCase();
  await db.insert(djShareEvents).values({ djSlug: input.slug, platform });
  await recordUserActivity(db, actor, "dj_share", input.slug, { platform });
  return true;
}

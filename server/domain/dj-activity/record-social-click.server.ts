import type { Db } from "../../db/client.server";
import { djSocialClicks } from "../../db/schema";
import { type ActivityActor, assertDjSlug } from "./dj-activity-error.server";
import { djProfileExists } from "./dj-profile-exists.server";
import { recordUserActivity } from "./record-user-activity.server";

/** A click on one of the profile's social links or WhatsApp; the platform is stored in lowercase (spec §3). */
export async function recordSocialClick(
  db: Db,
  actor: ActivityActor,
  input: { slug: string; platform: string },
): Promise<boolean> {
  assertDjSlug(input.slug);
  if (!(await djProfileExists(db, input.slug))) return false;
  const platform = input.platform.trim().toLowerCase();
  await db.insert(djSocialClicks).values({ djSlug: input.slug, platform });
  await recordUserActivity(db, actor, "dj_social_click", input.slug, { platform });
  return true;
}

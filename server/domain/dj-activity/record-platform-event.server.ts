import type { Db } from "~server/db/client.server";
import { djShareEvents, djSocialClicks } from "~server/db/schema";
import { type ActivityActor, assertDjSlug } from "./assert-dj-slug.server";
import { djProfileExists } from "./dj-profile-exists.server";
import { recordUserActivity } from "./record-user-activity.server";

/** The two DJ records that carry a platform: a social/WhatsApp link click and a share. */
const PLATFORM_EVENTS = {
  social_click: { table: djSocialClicks, activityType: "dj_social_click" },
  share: { table: djShareEvents, activityType: "dj_share" },
} as const;

/**
 * Records a platform event for an existing DJ profile (the platform stored in lowercase, spec §3) plus its
 * user activity; false when no profile has the slug.
 */
export async function recordPlatformEvent(
  db: Db,
  actor: ActivityActor,
  kind: keyof typeof PLATFORM_EVENTS,
  input: { slug: string; platform: string },
): Promise<boolean> {
  assertDjSlug(input.slug);
  if (!(await djProfileExists(db, input.slug))) return false;
  const platform = input.platform.trim().toLowerCase();
  const event = PLATFORM_EVENTS[kind];
  await db.insert(event.table).values({ djSlug: input.slug, platform });
  await recordUserActivity(db, actor, event.activityType, input.slug, { platform });
  return true;
}

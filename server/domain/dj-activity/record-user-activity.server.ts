import type { Db } from "~server/db/client.server";
import { userActivities } from "~server/db/schema";
import type { ActivityActor } from "./assert-dj-slug.server";

export type DjActivityType =
  | "dj_profile_view"
  | "dj_social_click"
  | "dj_share"
  | "dj_whatsapp_connect"
  | "dj_media_play"
  | "dj_radio_play"
  | "event_view"
  | "event_ticket_click"
  | "event_share"
  | "venue_view"
  | "news_view";

/** The user_activities row that accompanies each DJ activity record (spec §3, §6). */
export async function recordUserActivity(
  db: Db,
  actor: ActivityActor,
  activityType: DjActivityType,
  slug: string,
  metadata: Record<string, unknown>,
): Promise<void> {
  await db.insert(userActivities).values({
    userId: actor.userId,
    activityType,
    targetId: slug,
    metadata,
    // The product never stores visitors' IP addresses (spec §3: always null).
    ipAddress: null,
    userAgent: actor.userAgent?.slice(0, 512) ?? null,
  });
}

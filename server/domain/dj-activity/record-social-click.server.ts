import type { Db } from "~server/db/client.server";
import type { ActivityActor } from "./assert-dj-slug.server";
import { recordPlatformEvent } from "./record-platform-event.server";

/** A click on one of the profile's social links or WhatsApp; the platform is stored in lowercase (spec §3). */
export function recordSocialClick(db: Db, actor: ActivityActor, input: { slug: string; platform: string }) {
  return recordPlatformEvent(db, actor, "social_click", input);
}

import type { Db } from "~server/db/client.server";
import type { ActivityActor } from "./assert-dj-slug.server";
import { recordPlatformEvent } from "./record-platform-event.server";

/** A share of the profile (copy link, native share sheet, a network…). */
export function recordShareEvent(db: Db, actor: ActivityActor, input: { slug: string; platform: string }) {
  return recordPlatformEvent(db, actor, "share", input);
}

import type { Db } from "~server/db/client.server";
import { djWhatsappConnects } from "~server/db/schema";
import { type ActivityActor, assertDjSlug } from "./assert-dj-slug.server";
import { djProfileExists } from "./dj-profile-exists.server";
import { recordUserActivity } from "./record-user-activity.server";

/** A fan opened a WhatsApp conversation about the DJ. */
export async function recordWhatsappConnect(db: Db, actor: ActivityActor, input: { slug: string }): Promise<boolean> {
  assertDjSlug(input.slug);
  if (!(await djProfileExists(db, input.slug))) return false;
  await db.insert(djWhatsappConnects).values({ djSlug: input.slug });
  await recordUserActivity(db, actor, "dj_whatsapp_connect", input.slug, {});
  return true;
}

import { profileViewKey } from "~/core/dj-activity";
import type { Db } from "~server/db/client.server";
import { djProfileViews } from "~server/db/schema";
import { type ActivityActor, assertDjSlug } from "./assert-dj-slug.server";
import { djProfileExists } from "./dj-profile-exists.server";
import { recordUserActivity } from "./record-user-activity.server";

export interface ProfileViewInput {
  slug: string;
  referrer: string | null;
  country: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** Per-tab id from the browser; null = no de-duplication. */
  viewId: string | null;
}

/** True when a new view was stored; false for an unknown DJ or a duplicate (tolerated, spec §5). */
export async function recordProfileView(
  db: Db,
  actor: ActivityActor,
  input: ProfileViewInput,
  now = new Date(),
): Promise<boolean> {
  assertDjSlug(input.slug);
  if (!(await djProfileExists(db, input.slug))) return false;
  try {
    const inserted = await db
      .insert(djProfileViews)
      .values({
        djSlug: input.slug,
        referrer: input.referrer,
        userAgent: actor.userAgent?.slice(0, 512) ?? null,
        country: input.country,
        utmSource: input.utmSource,
        utmMedium: input.utmMedium,
        utmCampaign: input.utmCampaign,
        viewKey: profileViewKey(input.viewId, input.slug, now),
      })
      .onConflictDoNothing({ target: djProfileViews.viewKey })
      .returning({ id: djProfileViews.id });
    if (inserted.length === 0) return false;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  await recordUserActivity(db, actor, "dj_profile_view", input.slug, {
    referrer: input.referrer,
    country: input.country,
    utm_source: input.utmSource,
    utm_medium: input.utmMedium,
    utm_campaign: input.utmCampaign,
  });
  return true;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

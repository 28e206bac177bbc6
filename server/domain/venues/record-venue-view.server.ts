import { and, eq, sql } from "drizzle-orm";
import { venueViewKey } from "~/core/dj-activity";
import type { Db } from "~server/db/client.server";
import { venueProfiles, venueViews } from "~server/db/schema";
import type { ActivityActor } from "~server/domain/dj-activity/assert-dj-slug.server";
import { recordUserActivity } from "~server/domain/dj-activity/record-user-activity.server";
import { publicVenue } from "./public-venue-conditions.server";

export interface VenueViewInput {
  /** The venue's slug. */
  slug: string;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** Per-tab id from the browser; null = no de-duplication. */
  viewId: string | null;
}

/**
 * Records a view of an active venue's page (issue 18), once per tab, venue and UTC day, and adds one to
 * venue_profiles.view_count only when a row was inserted, in the same transaction — so the count always equals the
 * rows. True when a view was stored; false for an unknown or inactive venue, or a repeat. Called from the beacon,
 * never from the loader (the page may come from the page cache).
 */
export async function recordVenueView(
  db: Db,
  actor: ActivityActor,
  input: VenueViewInput,
  now = new Date(),
): Promise<boolean> {
  const [venue] = await db
    .select({ id: venueProfiles.id })
    .from(venueProfiles)
    .where(and(eq(venueProfiles.slug, input.slug), publicVenue()))
    .limit(1);
  if (!venue) return false;
  const stored = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(venueViews)
      .values({
        venueId: venue.id,
        referrer: input.referrer,
        userAgent: actor.userAgent?.slice(0, 512) ?? null,
        utmSource: input.utmSource,
        utmMedium: input.utmMedium,
        utmCampaign: input.utmCampaign,
        viewKey: venueViewKey(input.viewId, input.slug, now),
        createdAt: now,
      })
      .onConflictDoNothing({ target: venueViews.viewKey })
      .returning({ id: venueViews.id });
    if (inserted.length === 0) return false;
    await tx
      .update(venueProfiles)
      .set({ viewCount: sql`${venueProfiles.viewCount} + 1` })
      .where(eq(venueProfiles.id, venue.id));
    return true;
  });
  if (!stored) return false;
  await recordUserActivity(db, actor, "venue_view", input.slug, {
    referrer: input.referrer,
    utm_source: input.utmSource,
    utm_medium: input.utmMedium,
    utm_campaign: input.utmCampaign,
  });
  return true;
}

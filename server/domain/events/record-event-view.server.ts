import { eventViewKey } from "~/core/analytics/dj-activity";
import type { Db } from "~server/db/client.server";
import { eventViews } from "~server/db/schema";
import type { ActivityActor } from "~server/domain/dj-activity/assert-dj-slug.server";
import { recordUserActivity } from "~server/domain/dj-activity/record-user-activity.server";
import { findOpenEventId } from "~server/domain/events/find-open-event-id.server";

export interface EventViewInput {
  /** The event_id of the page. */
  slug: string;
  referrer: string | null;
  country: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** Per-tab id from the browser; null = no de-duplication. */
  viewId: string | null;
}

/**
 * Records a view of an event page (published or cancelled: the pages people can open), once per tab, event and
 * day. True when a view was stored; false for an unknown or unpublished event, or a repeat.
 */
export async function recordEventView(
  db: Db,
  actor: ActivityActor,
  input: EventViewInput,
  now = new Date(),
): Promise<boolean> {
  const eventRowId = await findOpenEventId(db, input.slug);
  if (!eventRowId) return false;
  const inserted = await db
    .insert(eventViews)
    .values({
      eventId: eventRowId,
      referrer: input.referrer,
      userAgent: actor.userAgent?.slice(0, 512) ?? null,
      country: input.country,
      utmSource: input.utmSource,
      utmMedium: input.utmMedium,
      utmCampaign: input.utmCampaign,
      viewKey: eventViewKey(input.viewId, input.slug, now),
    })
    .onConflictDoNothing({ target: eventViews.viewKey })
    .returning({ id: eventViews.id });
  if (inserted.length === 0) return false;
  await recordUserActivity(db, actor, "event_view", input.slug, {
    referrer: input.referrer,
    country: input.country,
    utm_source: input.utmSource,
    utm_medium: input.utmMedium,
    utm_campaign: input.utmCampaign,
  });
  return true;
}

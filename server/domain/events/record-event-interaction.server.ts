import { eventInteractionKey } from "~/core/analytics/dj-activity";
import type { Db } from "~server/db/client.server";
import { eventInteractions } from "~server/db/schema";
import type { ActivityActor } from "~server/domain/dj-activity/assert-dj-slug.server";
import { recordUserActivity } from "~server/domain/dj-activity/record-user-activity.server";
import { findOpenEventId } from "~server/domain/events/find-open-event-id.server";

export interface EventInteractionInput {
  /** The event_id of the page. */
  slug: string;
  kind: "ticket_click" | "share";
  /** The share target (lowercase); null for ticket clicks. */
  platform: string | null;
  referrer: string | null;
  /** Per-tab id from the browser; null = no de-duplication. */
  viewId: string | null;
}

/**
 * Records a click on an event page's Tickets button or a share of the page (published or cancelled events: the
 * pages people can open), once per tab, event, kind (and share target) and UTC day. True when a row was stored;
 * false for an unknown or unpublished event, or a repeat.
 */
export async function recordEventInteraction(
  db: Db,
  actor: ActivityActor,
  input: EventInteractionInput,
  now = new Date(),
): Promise<boolean> {
  const eventRowId = await findOpenEventId(db, input.slug);
  if (!eventRowId) return false;
  const platform = input.kind === "share" ? input.platform : null;
  const inserted = await db
    .insert(eventInteractions)
    .values({
      eventId: eventRowId,
      kind: input.kind,
      platform,
      referrer: input.referrer,
      interactionKey: eventInteractionKey(input.viewId, input.slug, input.kind, platform, now),
      createdAt: now,
    })
    .onConflictDoNothing({ target: eventInteractions.interactionKey })
    .returning({ id: eventInteractions.id });
  if (inserted.length === 0) return false;
  await recordUserActivity(db, actor, `event_${input.kind}`, input.slug, platform ? { platform } : {});
  return true;
}

import { and, eq, inArray } from "drizzle-orm";
import { PAGE_VISIBLE_EVENT_STATUSES } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { mateEvents } from "~server/db/schema";

/**
 * The row id of the event with this public event_id when people can open its page (published or cancelled), else
 * null. Beacons from an event page count only for such events: a draft or an unknown id stores nothing.
 */
export async function findOpenEventId(db: Db, eventId: string): Promise<string | null> {
  const [event] = await db
    .select({ id: mateEvents.id })
    .from(mateEvents)
    .where(and(eq(mateEvents.eventId, eventId), inArray(mateEvents.status, [...PAGE_VISIBLE_EVENT_STATUSES])))
    .limit(1);
  return event?.id ?? null;
}

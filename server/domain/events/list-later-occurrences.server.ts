import { and, asc, eq, gt } from "drizzle-orm";
import { canManageEvent, type EventManager } from "~/core/access/event-ownership";
import type { Db } from "~server/db/client.server";
import { mateEvents } from "~server/db/schema";
import type { ManagedEvent } from "./find-managed-event.server";

export interface LaterOccurrence {
  id: string;
  eventId: string;
  eventDate: Date;
  timeZone: string;
  status: string;
}

/**
 * The occurrences of an event's residency after it (decision 059), in order, that the same actor manages: what
 * "this and following" edits. Empty for a one-off.
 */
export async function listLaterOccurrences(
  db: Db,
  current: ManagedEvent,
  actor: EventManager,
): Promise<LaterOccurrence[]> {
  if (!current.seriesId) return [];
  const rows = await db
    .select({
      id: mateEvents.id,
      eventId: mateEvents.eventId,
      eventDate: mateEvents.eventDate,
      timeZone: mateEvents.timeZone,
      status: mateEvents.status,
      createdBy: mateEvents.createdBy,
      venueId: mateEvents.venueId,
      productionLineId: mateEvents.productionLineId,
    })
    .from(mateEvents)
    .where(and(eq(mateEvents.seriesId, current.seriesId), gt(mateEvents.eventDate, current.eventDate)))
    .orderBy(asc(mateEvents.eventDate));
  return rows
    .filter((r) => canManageEvent(r, actor))
    .map(({ id, eventId, eventDate, timeZone, status }) => ({ id, eventId, eventDate, timeZone, status }));
}

import { eq } from "drizzle-orm";
import { canManageEvent, type EventManager } from "~/core/access/event-ownership";
import { isEventId } from "~/core/events/event-id";
import type { Db } from "~server/db/client.server";
import { mateEvents } from "~server/db/schema";

export type ManagedEvent = typeof mateEvents.$inferSelect;

/**
 * The event with this public event_id when `actor` may manage it (admins: any; others: their own), else null.
 * "Not yours" and "no such event" are the same null, so a guessed id reveals nothing (→ 404).
 */
export async function findManagedEvent(db: Db, eventId: string, actor: EventManager): Promise<ManagedEvent | null> {
  if (!isEventId(eventId)) return null;
  const [row] = await db.select().from(mateEvents).where(eq(mateEvents.eventId, eventId)).limit(1);
  if (!row || !canManageEvent(row, actor)) return null;
  return row;
}

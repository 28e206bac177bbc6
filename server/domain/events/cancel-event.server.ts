import { eq } from "drizzle-orm";
import type { EventManager } from "~/core/access/event-ownership";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { mateEvents } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { findManagedEvent } from "./find-managed-event.server";

/**
 * Cancels an event its actor manages: it leaves /events, DJ pages and search, and keeps its page with a banner
 * (decision 021). Cancelling twice is fine (phones double-tap).
 */
export async function cancelEvent(db: Db, actor: EventManager, eventId: string): Promise<{ name: string }> {
  const event = await findManagedEvent(db, eventId, actor);
  if (!event) throw new AppError("not_found", "Event not found");
  if (event.status !== "cancelled") {
    await db.update(mateEvents).set({ status: "cancelled", updatedAt: new Date() }).where(eq(mateEvents.id, event.id));
    await publicContentChanged(db, "events");
  }
  return { name: event.eventName };
}

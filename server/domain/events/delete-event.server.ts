import { eq } from "drizzle-orm";
import type { EventManager } from "~/core/access/event-ownership";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { mateEvents } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { findManagedEvent } from "./find-managed-event.server";
import { isEventImageShared } from "./is-event-image-shared.server";

/**
 * Deletes an event for good (admins; the admin edit screen): its lineup rows, views and interactions go with it
 * (foreign keys cascade). Returns the flyer URL so the caller can remove the files.
 */
export async function deleteEvent(
  db: Db,
  actor: EventManager,
  eventId: string,
): Promise<{ name: string; image: string | null }> {
  if (!actor.isAdmin) throw new AppError("forbidden", "Only admins delete events");
  const event = await findManagedEvent(db, eventId, actor);
  if (!event) throw new AppError("not_found", "Event not found");
  await db.delete(mateEvents).where(eq(mateEvents.id, event.id));
  await publicContentChanged(db, "events");
  // Another occurrence of a residency (or a duplicate) may still show the same flyer file.
  return { name: event.eventName, image: (await isEventImageShared(db, event.eventImage)) ? null : event.eventImage };
}

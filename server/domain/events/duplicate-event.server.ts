import { asc, eq } from "drizzle-orm";
import type { EventManager } from "~/core/access/event-ownership";
import { duplicateStart } from "~/core/events/event-form";
import type { Db } from "~server/db/client.server";
import { eventLineup } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { createEvent } from "./create-event.server";
import { findManagedEvent } from "./find-managed-event.server";

/**
 * A new draft copy of an event its actor manages: same name, venue, lineup, tickets and description, on the next
 * future day with the original's weekday and local time (duplicateStart), with its own event_id. The flyer URL
 * is shared (uploads are immutable and versioned, so a later edit of either never touches the other's files).
 */
export async function duplicateEvent(
  db: Db,
  actor: EventManager,
  eventId: string,
  now: Date = new Date(),
): Promise<{ eventId: string; name: string }> {
  const event = await findManagedEvent(db, eventId, actor);
  if (!event) throw new AppError("not_found", "Event not found");
  const lineup = await db
    .select({ djProfileId: eventLineup.djProfileId, name: eventLineup.djName, setTime: eventLineup.setTime })
    .from(eventLineup)
    .where(eq(eventLineup.eventId, event.id))
    .orderBy(asc(eventLineup.position));
  const startsAt = duplicateStart(event.eventDate, event.timeZone, now);
  const length = event.endDate ? event.endDate.getTime() - event.eventDate.getTime() : null;
  const created = await createEvent(db, {
    name: event.eventName,
    startsAt,
    endsAt: length ? new Date(startsAt.getTime() + length) : null,
    timeZone: event.timeZone,
    status: "draft",
    venueId: event.venueId,
    venue: event.venueId ? null : event.venue,
    location: event.location,
    productionLineId: event.productionLineId,
    ticketUrl: event.ticketUrl,
    description: event.description,
    image: event.eventImage,
    lineup: lineup.map((l) =>
      l.djProfileId ? { djProfileId: l.djProfileId, setTime: l.setTime } : { name: l.name, setTime: l.setTime },
    ),
    createdBy: event.createdBy ?? actor.userId,
  });
  return { eventId: created.eventId, name: event.eventName };
}

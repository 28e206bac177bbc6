import { eq } from "drizzle-orm";
import type { EventManager } from "~/core/access/event-ownership";
import { type EventFormIntent, eventStatusAfterSave } from "~/core/events/event-form";
import { type EventStatus, isEventStatus } from "~/core/events/events";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { eventLineup, mateEvents } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { findManagedEvent } from "./find-managed-event.server";
import { type EventInput, prepareEvent } from "./prepare-event.server";

export interface UpdateEventInput extends Omit<EventInput, "status"> {
  intent: EventFormIntent;
  /** `feature_event_admin_approval`, read by the caller from the request's flags. */
  approvalRequired: boolean;
  /** An admin's status control (ignored for anyone else). */
  adminStatus?: EventStatus;
}

/**
 * Saves an edit of an event its actor manages (admins: any; others: their own — anyone else's is the same
 * not_found as an unknown id). The event_id never changes (shared links keep working); the lineup rows are
 * rewritten in order in the same transaction. The status follows eventStatusAfterSave: with approval on, a
 * non-admin's edit goes back to review. Returns the flyer URL it replaced, for the caller to remove the files.
 */
export async function updateEvent(
  db: Db,
  actor: EventManager,
  eventId: string,
  input: UpdateEventInput,
): Promise<{ eventId: string; status: EventStatus; replacedImage: string | null }> {
  const current = await findManagedEvent(db, eventId, actor);
  if (!current) throw new AppError("not_found", "Event not found");
  const status = eventStatusAfterSave({
    intent: input.intent,
    isAdmin: actor.isAdmin,
    approvalRequired: input.approvalRequired,
    adminStatus: input.adminStatus,
    current: isEventStatus(current.status) ? current.status : undefined,
  });
  const prepared = await prepareEvent(db, { ...input, status, image: input.image ?? current.eventImage });
  await db.transaction(async (tx) => {
    await tx
      .update(mateEvents)
      .set({
        ...prepared.values,
        // A resubmitted or published event no longer carries the reason it was once sent back.
        ...(status === "pending" || status === "published" ? { reviewNote: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(mateEvents.id, current.id));
    await tx.delete(eventLineup).where(eq(eventLineup.eventId, current.id));
    if (prepared.lineup.length > 0)
      await tx.insert(eventLineup).values(prepared.lineup.map((l) => ({ ...l, eventId: current.id })));
  });
  await publicContentChanged(db, "events");
  const replacedImage = input.image && input.image !== current.eventImage ? current.eventImage : null;
  return { eventId: current.eventId, status, replacedImage };
}

import { and, eq, type SQL } from "drizzle-orm";
import type { EventManager } from "~/core/access/event-ownership";
import { type EventFormIntent, eventStatusAfterSave } from "~/core/events/event-form";
import { type EventStatus, isEventStatus } from "~/core/events/events";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { eventLineup, mateEvents } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { findManagedEvent } from "./find-managed-event.server";
import { isEventImageShared } from "./is-event-image-shared.server";
import { type EventInput, prepareEvent } from "./prepare-event.server";

export interface UpdateEventInput extends Omit<EventInput, "status"> {
  intent: EventFormIntent;
  /** `feature_event_admin_approval`, read by the caller from the request's flags. */
  approvalRequired: boolean;
  /** An admin's status control (ignored for anyone else). */
  adminStatus?: EventStatus;
  /**
   * "This and following" on a residency (decision 059): its later occurrences, each at its own day with the form's
   * times (listLaterOccurrences, then localInstants); they take the same name, times, lineup and details.
   */
  later?: readonly { id: string; startsAt: Date; endsAt: Date | null; status: string }[];
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
): Promise<{ eventId: string; status: EventStatus; replacedImage: string | null; laterUpdated: number }> {
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
  const later = current.seriesId ? (input.later ?? []) : [];
  await db.transaction(async (tx) => {
    const rewrite = async (
      where: SQL | undefined,
      id: string,
      at: { eventDate: Date; endDate: Date | null },
      rowStatus: EventStatus,
    ) => {
      await tx
        .update(mateEvents)
        .set({
          ...prepared.values,
          ...at,
          status: rowStatus,
          // A resubmitted or published event no longer carries the reason it was once sent back.
          ...(rowStatus === "pending" || rowStatus === "published" ? { reviewNote: null } : {}),
          updatedAt: new Date(),
        })
        .where(where);
      await tx.delete(eventLineup).where(eq(eventLineup.eventId, id));
      if (prepared.lineup.length > 0)
        await tx.insert(eventLineup).values(prepared.lineup.map((l) => ({ ...l, eventId: id })));
    };
    await rewrite(eq(mateEvents.id, current.id), current.id, prepared.values, status);
    for (const occurrence of later) {
      // A cancelled later date stays cancelled; the others follow the same status rule as this one.
      const rowStatus =
        occurrence.status === "cancelled"
          ? "cancelled"
          : eventStatusAfterSave({
              intent: input.intent,
              isAdmin: actor.isAdmin,
              approvalRequired: input.approvalRequired,
              adminStatus: input.adminStatus,
              current: isEventStatus(occurrence.status) ? occurrence.status : undefined,
            });
      // Only the same series' rows: the ids came from a read before this transaction.
      await rewrite(
        and(eq(mateEvents.id, occurrence.id), eq(mateEvents.seriesId, current.seriesId as string)),
        occurrence.id,
        { eventDate: occurrence.startsAt, endDate: occurrence.endsAt },
        rowStatus,
      );
    }
  });
  await publicContentChanged(db, "events");
  const replaced = input.image && input.image !== current.eventImage ? current.eventImage : null;
  const replacedImage = (await isEventImageShared(db, replaced)) ? null : replaced;
  return { eventId: current.eventId, status, replacedImage, laterUpdated: later.length };
}

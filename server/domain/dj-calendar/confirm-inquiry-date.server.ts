import { and, eq } from "drizzle-orm";
import { endOfDay, HOLD_NEEDS_DATE, stepsToConfirmed } from "~/core/calendar/calendar";
import { BOOKING_TRANSITION_REFUSED, type BookingStatus, nextBookingStatuses } from "~/core/venues/venue-ops";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { calendarHolds, djProfiles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import type { BookingScope } from "~server/domain/bookings/booking-scope.server";
import { getBookingInquiry } from "~server/domain/bookings/get-booking-inquiry.server";
import { moveBookingInquiry } from "~server/domain/bookings/move-booking-inquiry.server";
import { type CalendarNotices, noNotices } from "./calendar-hold.server";
import { confirmDayForHold } from "./confirm-day-for-hold.server";
import { getCalendarDj } from "./get-calendar-dj.server";

/**
 * "Confirm date" on an inquiry: in one transaction, the inquiry walks the workflow to confirmed — each step a status
 * change in its history (new → contacted → confirmed) — and its date becomes confirmed on the DJ's calendar: its
 * hold, or a confirmed entry when it held none. The other holds that day end and are told. An inquiry outside the
 * scope is not_found; one without a DJ or date, or whose status cannot reach confirmed, is refused. The status
 * form's "confirmed" comes here too (changeInquiryStatus), with the note written on it.
 */
export async function confirmInquiryDate(
  db: Db,
  scope: BookingScope,
  input: { inquiryId: string; actorId: string; note?: string | null },
  now = new Date(),
): Promise<CalendarNotices & { name: string; steps: string[] }> {
  const inquiry = await getBookingInquiry(db, scope, input.inquiryId);
  if (!inquiry.dj || !inquiry.eventDate) throw new AppError("invalid_input", HOLD_NEEDS_DATE);
  const dj = await getCalendarDj(db, inquiry.dj.id);
  if (!dj) throw new AppError("invalid_input", HOLD_NEEDS_DATE);
  const steps = stepsToConfirmed(inquiry.status, nextBookingStatuses);
  if (steps.length === 0 && inquiry.status !== "confirmed") throw new AppError("conflict", BOOKING_TRANSITION_REFUSED);
  const day = inquiry.eventDate;
  const confirmed = await db.transaction(async (tx) => {
    await tx.select({ id: djProfiles.id }).from(djProfiles).where(eq(djProfiles.id, dj.id)).for("update");
    let [hold] = await tx
      .select()
      .from(calendarHolds)
      .where(and(eq(calendarHolds.inquiryId, inquiry.id), eq(calendarHolds.status, "active")))
      .for("update");
    // No hold: the confirmed entry is written as one at once (it needs no rank).
    if (!hold)
      [hold] = await tx
        .insert(calendarHolds)
        .values({
          djProfileId: dj.id,
          day,
          rank: null,
          status: "confirmed",
          inquiryId: inquiry.id,
          promoterName: inquiry.name,
          promoterEmail: inquiry.email,
          expiresAt: endOfDay(day, dj.timeZone),
          createdBy: input.actorId,
          createdAt: now,
          updatedAt: now,
          endedAt: now,
        })
        .returning();
    const dateTaken = await confirmDayForHold(tx, hold, now);
    for (const status of steps)
      await moveBookingInquiry(tx, scope, {
        inquiryId: inquiry.id,
        status: status as BookingStatus,
        note: status === "confirmed" ? (input.note ?? `Date confirmed on the calendar: ${day}`) : null,
        changedBy: input.actorId,
      });
    return {
      ...noNotices({ id: dj.id, name: dj.name, timeZone: dj.timeZone }),
      dateTaken,
      name: inquiry.name,
      steps,
    };
  });
  await publicContentChanged(db, "calendar");
  return confirmed;
}

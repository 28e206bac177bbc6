import { and, eq } from "drizzle-orm";
import { defaultHoldExpiry, HOLD_NEEDS_DATE, INQUIRY_ALREADY_HELD } from "~/core/calendar/calendar";
import type { Db } from "~server/db/client.server";
import { calendarHolds } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import type { BookingScope } from "~server/domain/bookings/booking-scope.server";
import { getBookingInquiry } from "~server/domain/bookings/get-booking-inquiry.server";
import type { CalendarHold } from "./calendar-hold.server";
import { getCalendarDj } from "./get-calendar-dj.server";
import { placeHold } from "./place-hold.server";

/**
 * "Place hold" on an inquiry: a hold on its date for its sender, at the next free rank, expiring in a week (or at the
 * end of the day when that is sooner). An inquiry outside the scope is not_found; one without a DJ or a date, or
 * holding its date already (a double submit), is refused.
 */
export async function placeInquiryHold(
  db: Db,
  scope: BookingScope,
  input: { inquiryId: string; actorId: string },
  now = new Date(),
): Promise<CalendarHold> {
  const inquiry = await getBookingInquiry(db, scope, input.inquiryId);
  if (!inquiry.dj || !inquiry.eventDate) throw new AppError("invalid_input", HOLD_NEEDS_DATE);
  const dj = await getCalendarDj(db, inquiry.dj.id);
  if (!dj) throw new AppError("invalid_input", HOLD_NEEDS_DATE);
  const [held] = await db
    .select({ id: calendarHolds.id })
    .from(calendarHolds)
    .where(and(eq(calendarHolds.inquiryId, inquiry.id), eq(calendarHolds.status, "active")))
    .limit(1);
  if (held) throw new AppError("conflict", INQUIRY_ALREADY_HELD);
  return placeHold(
    db,
    {
      djProfileId: dj.id,
      day: inquiry.eventDate,
      expiresAt: defaultHoldExpiry(inquiry.eventDate, now, dj.timeZone),
      promoterName: inquiry.name,
      promoterEmail: inquiry.email,
      note: null,
      inquiryId: inquiry.id,
      createdBy: input.actorId,
    },
    now,
  );
}

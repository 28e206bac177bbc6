import { and, eq } from "drizzle-orm";
import { INQUIRY_HOLDS_NOTHING } from "~/core/calendar/calendar";
import type { Db } from "~server/db/client.server";
import { calendarHolds } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import type { BookingScope } from "~server/domain/bookings/booking-scope.server";
import { getBookingInquiry } from "~server/domain/bookings/get-booking-inquiry.server";
import type { CalendarNotices } from "./calendar-hold.server";
import { releaseHold } from "./release-hold.server";

/** "Release" on an inquiry: its active hold ends and the holds behind move up. Nothing held is a conflict. */
export async function releaseInquiryHold(
  db: Db,
  scope: BookingScope,
  inquiryId: string,
  now = new Date(),
): Promise<CalendarNotices & { released: string }> {
  const inquiry = await getBookingInquiry(db, scope, inquiryId);
  const [hold] = await db
    .select({ id: calendarHolds.id, djProfileId: calendarHolds.djProfileId })
    .from(calendarHolds)
    .where(and(eq(calendarHolds.inquiryId, inquiry.id), eq(calendarHolds.status, "active")))
    .limit(1);
  if (!hold) throw new AppError("conflict", INQUIRY_HOLDS_NOTHING);
  return releaseHold(db, hold.djProfileId, hold.id, now);
}

import { and, eq } from "drizzle-orm";
import { BOOKING_TRANSITION_REFUSED, type BookingStatus, nextBookingStatuses } from "~/core/venue-ops";
import type { Db } from "~server/db/client.server";
import { bookingInquiries, bookingInquiryStatusHistory } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";

/**
 * Moves a venue's booking inquiry to a new status (the caller has checked can_manage_bookings for that venue) and
 * records the change — from, to, who, when, an optional note — in booking_inquiry_status_history, in one
 * transaction. An inquiry of another venue is the same not_found as an unknown id (IDOR); a change the status rule
 * does not allow is refused and changes nothing. The row is locked so two quick clicks cannot both pass the rule.
 */
export async function changeBookingStatus(
  db: Db,
  input: { venueId: string; inquiryId: string; status: BookingStatus; note: string | null; changedBy: string },
): Promise<{ fromStatus: string; toStatus: BookingStatus; name: string }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: bookingInquiries.status, name: bookingInquiries.name })
      .from(bookingInquiries)
      .where(and(eq(bookingInquiries.id, input.inquiryId), eq(bookingInquiries.venueId, input.venueId)))
      .for("update")
      .limit(1);
    if (!current) throw new AppError("not_found", "That inquiry was not found.");
    if (!nextBookingStatuses(current.status).includes(input.status))
      throw new AppError("invalid_input", BOOKING_TRANSITION_REFUSED, { field: "status" });
    await tx
      .update(bookingInquiries)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(bookingInquiries.id, input.inquiryId));
    await tx.insert(bookingInquiryStatusHistory).values({
      inquiryId: input.inquiryId,
      fromStatus: current.status,
      toStatus: input.status,
      changedBy: input.changedBy,
      note: input.note,
    });
    return { fromStatus: current.status, toStatus: input.status, name: current.name };
  });
}

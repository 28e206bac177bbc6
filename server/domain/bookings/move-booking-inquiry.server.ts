import { and, eq } from "drizzle-orm";
import {
  BOOKING_TRANSITION_REFUSED,
  type BookingStatus,
  INQUIRY_NOT_FOUND,
  nextBookingStatuses,
} from "~/core/venues/venue-ops";
import type { Db } from "~server/db/client.server";
import { bookingInquiries, bookingInquiryStatusHistory } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { type BookingScope, bookingScopeCondition } from "./booking-scope.server";

/**
 * Moves an inquiry the scope may see to a new status and records from, to, who, when and the note in its history,
 * in one transaction with the row locked (two quick clicks cannot both pass the rule). A change the status rule
 * does not allow is refused and changes nothing; an inquiry outside the scope is not_found.
 */
export async function moveBookingInquiry(
  db: Db,
  scope: BookingScope,
  input: { inquiryId: string; status: BookingStatus; note: string | null; changedBy: string },
): Promise<{ fromStatus: string; toStatus: BookingStatus; name: string }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: bookingInquiries.status, name: bookingInquiries.name })
      .from(bookingInquiries)
      .where(and(eq(bookingInquiries.id, input.inquiryId), bookingScopeCondition(scope)))
      .for("update")
      .limit(1);
    if (!current) throw new AppError("not_found", INQUIRY_NOT_FOUND);
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
      kind: "status",
    });
    return { fromStatus: current.status, toStatus: input.status, name: current.name };
  });
}

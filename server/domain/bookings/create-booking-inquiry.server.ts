import type { BookingInquiryInput } from "~/core/booking/booking";
import { DEPOSIT_CURRENCY } from "~/core/booking/booking-deposit";
import type { Db } from "~server/db/client.server";
import { bookingInquiries, bookingInquiryStatusHistory } from "~server/db/schema";

export type BookingInquiry = typeof bookingInquiries.$inferSelect;

/** Who the inquiry is for: a DJ profile, or a venue. */
export type BookingTarget = { djProfileId: string } | { venueId: string };

/**
 * Stores a validated inquiry as 'new' with its first status-history row (null → new), atomically. `deposit` is
 * the deposit asked with it (the DJ's amount while payments are on), stored unpaid; paying it later
 * only adds to this row, so an inquiry is never lost to a payment that fails.
 */
export async function createBookingInquiry(
  db: Db,
  target: BookingTarget,
  input: BookingInquiryInput,
  deposit?: { amountCents: number } | null,
): Promise<BookingInquiry> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .insert(bookingInquiries)
      .values({
        djProfileId: "djProfileId" in target ? target.djProfileId : null,
        venueId: "venueId" in target ? target.venueId : null,
        name: input.name,
        email: input.email,
        phone: input.phone,
        eventDate: input.eventDate,
        city: input.city,
        venue: input.venue,
        eventType: input.eventType,
        budgetRange: input.budgetRange,
        message: input.message,
        status: "new",
        depositAmountCents: deposit?.amountCents ?? null,
        depositCurrency: deposit ? DEPOSIT_CURRENCY : null,
      })
      .returning();
    await tx
      .insert(bookingInquiryStatusHistory)
      .values({ inquiryId: inquiry.id, fromStatus: null, toStatus: "new", changedBy: null, note: "Inquiry received" });
    return inquiry;
  });
}

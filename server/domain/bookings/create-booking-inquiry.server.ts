import type { BookingInquiryInput } from "~/core/booking";
import type { Db } from "~server/db/client.server";
import { bookingInquiries, bookingInquiryStatusHistory } from "~server/db/schema";

export type BookingInquiry = typeof bookingInquiries.$inferSelect;

/** Who the inquiry is for: a DJ profile, or a venue (issue 18). */
export type BookingTarget = { djProfileId: string } | { venueId: string };

/** Stores a validated inquiry as 'new' with its first status-history row (null → new), atomically. */
export async function createBookingInquiry(
  db: Db,
  target: BookingTarget,
  input: BookingInquiryInput,
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
      })
      .returning();
    await tx
      .insert(bookingInquiryStatusHistory)
      .values({ inquiryId: inquiry.id, fromStatus: null, toStatus: "new", changedBy: null, note: "Inquiry received" });
    return inquiry;
  });
}

import type { BookingInquiryInput } from "~/core/booking";
import type { Db } from "~server/db/client.server";
import { bookingInquiries, bookingInquiryStatusHistory } from "~server/db/schema";

export type BookingInquiry = typeof bookingInquiries.$inferSelect;

/** Stores a validated inquiry as 'new' with its first status-history row (null → new), atomically. */
export async function createBookingInquiry(
  db: Db,
  djProfileId: string,
  input: BookingInquiryInput,
): Promise<BookingInquiry> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .insert(bookingInquiries)
      .values({
        djProfileId,
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

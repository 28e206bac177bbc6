import { and, eq } from "drizzle-orm";
import { INQUIRY_NOT_FOUND } from "~/core/venues/venue-ops";
import type { Db } from "~server/db/client.server";
import { bookingInquiries, bookingInquiryStatusHistory } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { type BookingScope, bookingScopeCondition } from "./booking-scope.server";

/**
 * Adds an internal note, or a reply that was mailed to the sender, to an inquiry's timeline (the status stays as it
 * is: from and to both hold it). An inquiry outside the scope is not_found and nothing is written.
 */
export async function addBookingTimelineEntry(
  db: Db,
  scope: BookingScope,
  input: { inquiryId: string; kind: "note" | "reply"; text: string; by: string },
): Promise<{ name: string; email: string; status: string }> {
  const [current] = await db
    .select({ status: bookingInquiries.status, name: bookingInquiries.name, email: bookingInquiries.email })
    .from(bookingInquiries)
    .where(and(eq(bookingInquiries.id, input.inquiryId), bookingScopeCondition(scope)))
    .limit(1);
  if (!current) throw new AppError("not_found", INQUIRY_NOT_FOUND);
  await db.insert(bookingInquiryStatusHistory).values({
    inquiryId: input.inquiryId,
    fromStatus: current.status,
    toStatus: current.status,
    changedBy: input.by,
    note: input.text,
    kind: input.kind,
  });
  return current;
}

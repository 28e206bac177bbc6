import { eq } from "drizzle-orm";
import { type DepositState, depositStateOf } from "~/core/booking/booking-deposit";
import { INQUIRY_NOT_FOUND } from "~/core/venues/venue-ops";
import type { Db } from "~server/db/client.server";
import { bookingInquiries } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";

/**
 * An inquiry's deposit as stored, for the sender's pay and capture steps; unknown inquiry → not_found.
 * The caller has proved it is the sender (the deposit token); the booking screens read deposits with their rows.
 */
export async function getBookingDeposit(
  db: Db,
  inquiryId: string,
): Promise<{ inquiryId: string; state: DepositState }> {
  const [row] = await db
    .select({
      depositAmountCents: bookingInquiries.depositAmountCents,
      depositCurrency: bookingInquiries.depositCurrency,
      depositOrderId: bookingInquiries.depositOrderId,
      depositCaptureId: bookingInquiries.depositCaptureId,
      depositPaidAt: bookingInquiries.depositPaidAt,
    })
    .from(bookingInquiries)
    .where(eq(bookingInquiries.id, inquiryId))
    .limit(1);
  if (!row) throw new AppError("not_found", INQUIRY_NOT_FOUND);
  return { inquiryId, state: depositStateOf(row) };
}

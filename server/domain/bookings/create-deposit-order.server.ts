import { and, eq, isNull } from "drizzle-orm";
import {
  DEPOSIT_ALREADY_PAID,
  DEPOSIT_CURRENCY,
  DEPOSIT_NOT_ASKED,
  DEPOSIT_PAYMENT_FAILED,
  paypalAmountValue,
} from "~/core/booking/booking-deposit";
import type { Db } from "~server/db/client.server";
import { bookingInquiries } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import type { PayPalClient } from "~server/payments/paypal-client.server";
import { getBookingDeposit } from "./get-booking-deposit.server";

/**
 * Creates the PayPal order for an inquiry's deposit (the dialog's createOrder): the amount is the one stored on the
 * inquiry when it was sent, never one the browser names; the order carries the inquiry id as its reference, which
 * the capture checks. The order id is kept on the inquiry (the last one created wins; any of them may be captured,
 * the capture checks the order itself). A paid deposit is refused, and so is an inquiry that asked none.
 */
export async function createDepositOrder(
  db: Db,
  paypal: PayPalClient,
  inquiryId: string,
): Promise<{ orderId: string; amountCents: number }> {
  const { state } = await getBookingDeposit(db, inquiryId);
  if (state.kind === "none") throw new AppError("invalid_input", DEPOSIT_NOT_ASKED);
  if (state.kind === "paid") throw new AppError("conflict", DEPOSIT_ALREADY_PAID);
  let orderId: string;
  try {
    const order = await paypal.createOrder({
      referenceId: inquiryId,
      amountValue: paypalAmountValue(state.amountCents),
      currency: DEPOSIT_CURRENCY,
      description: "Booking deposit",
    });
    orderId = order.id;
  } catch {
    throw new AppError("unavailable", DEPOSIT_PAYMENT_FAILED);
  }
  if (!orderId) throw new AppError("unavailable", DEPOSIT_PAYMENT_FAILED);
  await db
    .update(bookingInquiries)
    .set({ depositOrderId: orderId })
    .where(and(eq(bookingInquiries.id, inquiryId), isNull(bookingInquiries.depositCaptureId)));
  return { orderId, amountCents: state.amountCents };
}

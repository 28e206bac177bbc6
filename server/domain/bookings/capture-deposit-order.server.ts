import { and, eq, isNull } from "drizzle-orm";
import {
  captureProblem,
  DEPOSIT_ALREADY_PAID,
  DEPOSIT_CURRENCY,
  DEPOSIT_NOT_ASKED,
  DEPOSIT_PAYMENT_FAILED,
  orderProblem,
} from "~/core/booking/booking-deposit";
import type { Db } from "~server/db/client.server";
import { bookingInquiries } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { logger } from "~server/logger.server";
import { type PayPalClient, PayPalError, type PayPalOrder } from "~server/payments/paypal-client.server";
import { getBookingDeposit } from "./get-booking-deposit.server";

export interface PaidDeposit {
  amountCents: number;
  currency: string;
  orderId: string;
  captureId: string;
  paidAt: Date;
}

/**
 * Captures an approved PayPal order as an inquiry's deposit (the dialog's onApprove) and records it once.
 * - Replays never double: a deposit already paid by this order answers the stored payment without calling PayPal;
 *   PayPal's capture is sent with one request id per order; the row is written only while no capture is stored.
 * - Nothing wrong is captured: before capturing, the order itself is read and must be this inquiry's, approved,
 *   for exactly the asked amount in US dollars; after, the capture must be completed with that amount.
 * - A failed payment loses nothing: the inquiry is already stored, and its deposit simply stays unpaid.
 */
export async function captureDepositOrder(
  db: Db,
  paypal: PayPalClient,
  input: { inquiryId: string; orderId: string },
): Promise<PaidDeposit> {
  const { inquiryId, orderId } = input;
  const { state } = await getBookingDeposit(db, inquiryId);
  if (state.kind === "none") throw new AppError("invalid_input", DEPOSIT_NOT_ASKED);
  if (state.kind === "paid") {
    if (state.orderId === orderId) return state;
    throw new AppError("conflict", DEPOSIT_ALREADY_PAID);
  }
  const expected = { inquiryId, amountCents: state.amountCents };

  let order: PayPalOrder;
  try {
    order = await paypal.getOrder(orderId);
  } catch (error) {
    throw refusal(error, inquiryId, orderId);
  }
  const before = orderProblem(expected, order);
  if (before) {
    logger.warn("deposit order refused", { inquiryId, orderId, problem: before });
    throw new AppError("invalid_input", DEPOSIT_PAYMENT_FAILED);
  }

  let captured = order;
  if (order.status !== "COMPLETED") {
    try {
      captured = await paypal.captureOrder(orderId);
    } catch (error) {
      // Captured already (a replay that reached PayPal first): read the order and record what it holds.
      if (error instanceof PayPalError && error.issue === "ORDER_ALREADY_CAPTURED") {
        captured = await paypal.getOrder(orderId).catch((again) => {
          throw refusal(again, inquiryId, orderId);
        });
      } else throw refusal(error, inquiryId, orderId);
    }
  }
  const capture = captured.capture;
  const after = captureProblem(expected, {
    status: captured.status,
    captureId: capture?.id ?? null,
    captureStatus: capture?.status ?? null,
    amountValue: capture?.amountValue,
    currency: capture?.currency,
    referenceId: captured.referenceId ?? order.referenceId,
  });
  if (after || !capture) {
    logger.warn("deposit capture refused", { inquiryId, orderId, problem: after });
    throw new AppError("unavailable", DEPOSIT_PAYMENT_FAILED);
  }

  const paidAt = new Date();
  const [written] = await db
    .update(bookingInquiries)
    .set({
      depositCurrency: DEPOSIT_CURRENCY,
      depositOrderId: orderId,
      depositCaptureId: capture.id,
      depositPaidAt: paidAt,
      updatedAt: paidAt,
    })
    .where(and(eq(bookingInquiries.id, inquiryId), isNull(bookingInquiries.depositCaptureId)))
    .returning({ id: bookingInquiries.id });
  if (!written) {
    // A concurrent replay recorded it first: answer what is stored.
    const again = await getBookingDeposit(db, inquiryId);
    if (again.state.kind === "paid" && again.state.captureId === capture.id) return again.state;
    throw new AppError("conflict", DEPOSIT_ALREADY_PAID);
  }
  logger.info("booking deposit paid", { inquiryId, orderId, captureId: capture.id });
  return { amountCents: state.amountCents, currency: DEPOSIT_CURRENCY, orderId, captureId: capture.id, paidAt };
}

function refusal(error: unknown, inquiryId: string, orderId: string): AppError {
  logger.warn("deposit capture failed", { inquiryId, orderId, error });
  // PayPal's 4xx (unknown order, declined instrument) is the visitor's to retry; anything else is PayPal being away.
  const code =
    error instanceof PayPalError && error.status >= 400 && error.status < 500 ? "invalid_input" : "unavailable";
  return new AppError(code, DEPOSIT_PAYMENT_FAILED);
}

import { z } from "zod";
import { groupedInteger } from "~/core/text/english-format";
import { PAYPAL_SDK_DEFAULTS } from "./payments";

/**
 * Booking deposits: a DJ's managers may ask for a deposit in US dollars with every booking inquiry,
 * paid with PayPal after the inquiry is sent. Pure rules shared by the editor form, the booking dialog and the
 * server's order and capture checks. Amounts are whole US cents everywhere inside Booth; PayPal's REST API
 * speaks decimal strings ("150.00"), converted here and nowhere else.
 */

export const DEPOSIT_CURRENCY = PAYPAL_SDK_DEFAULTS.currency;
export const DEPOSIT_MIN_CENTS = 100;
export const DEPOSIT_MAX_CENTS = 1_000_000;

export const DEPOSIT_AMOUNT_FORMAT = "Enter the deposit in US dollars, like 150 or 150.00.";
export const DEPOSIT_TOO_SMALL = "A deposit must be at least $1.";
export const DEPOSIT_TOO_LARGE = "A deposit can be at most $10,000.";

export const DEPOSIT_ALREADY_PAID = "This deposit is already paid.";
export const DEPOSIT_NOT_ASKED = "This inquiry asks no deposit.";
export const DEPOSIT_PAYMENT_FAILED =
  "The deposit could not be taken, and nothing was charged. Your inquiry is sent; you can try again or settle the deposit with the team by email.";
export const DEPOSIT_UNAVAILABLE = "Deposits can't be paid right now. Your inquiry is sent.";

/** "150", "150.5", "150.50", "$1,500" → cents; "" → null (no deposit); anything else → an error message. */
export function parseDepositAmount(raw: string): { ok: true; cents: number | null } | { ok: false; error: string } {
  const text = raw.trim().replace(/^\$/, "").replace(/,/g, "").trim();
  if (text === "") return { ok: true, cents: null };
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return { ok: false, error: DEPOSIT_AMOUNT_FORMAT };
  const [whole, fraction = ""] = text.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (cents < DEPOSIT_MIN_CENTS) return { ok: false, error: DEPOSIT_TOO_SMALL };
  if (cents > DEPOSIT_MAX_CENTS) return { ok: false, error: DEPOSIT_TOO_LARGE };
  return { ok: true, cents };
}

/** The editor's field: "" clears the deposit. */
export const depositAmountField = z
  .string()
  .max(20, { error: DEPOSIT_AMOUNT_FORMAT })
  .optional()
  .transform((v, ctx) => {
    const parsed = parseDepositAmount(v ?? "");
    if (parsed.ok) return parsed.cents;
    ctx.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  });

/** Cents → PayPal's amount value ("150.00"). */
export function paypalAmountValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** PayPal's amount value → cents, or null when it is not a plain two-decimal amount. */
export function centsOfPaypalValue(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const [whole, fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** "$150" or "$150.50", for people. */
export function formatDeposit(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return `$${groupedInteger(dollars)}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

/** The form field's value of a stored deposit ("150" or "150.50"; "" for none). */
export function depositFieldValue(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return cents % 100 ? paypalAmountValue(cents) : String(cents / 100);
}

/** What a booking screen says about an inquiry's deposit. */
export type DepositState =
  | { kind: "none" }
  | { kind: "unpaid"; amountCents: number }
  | { kind: "paid"; amountCents: number; currency: string; orderId: string; captureId: string; paidAt: Date };

export function depositStateOf(row: {
  depositAmountCents: number | null;
  depositCurrency: string | null;
  depositOrderId: string | null;
  depositCaptureId: string | null;
  depositPaidAt: Date | null;
}): DepositState {
  if (row.depositAmountCents === null) return { kind: "none" };
  if (row.depositCaptureId && row.depositPaidAt)
    return {
      kind: "paid",
      amountCents: row.depositAmountCents,
      currency: row.depositCurrency ?? DEPOSIT_CURRENCY,
      orderId: row.depositOrderId ?? "",
      captureId: row.depositCaptureId,
      paidAt: row.depositPaidAt,
    };
  return { kind: "unpaid", amountCents: row.depositAmountCents };
}

/** A short label for lists: "Deposit $150 paid" / "Deposit $150 unpaid"; null when none was asked. */
export function depositLabel(state: DepositState): string | null {
  if (state.kind === "none") return null;
  return `Deposit ${formatDeposit(state.amountCents)} ${state.kind}`;
}

export interface CapturedPayment {
  status: string;
  captureId: string | null;
  captureStatus: string | null;
  amountValue: unknown;
  currency: unknown;
  referenceId: unknown;
}

/**
 * The server's check of what PayPal says was captured: the order is ours (its reference id is the inquiry),
 * completed, with one completed capture of exactly the asked amount in US dollars. Returns the problem, or null.
 */
export function captureProblem(
  expected: { inquiryId: string; amountCents: number },
  got: CapturedPayment,
): string | null {
  if (got.referenceId !== expected.inquiryId) return "the order belongs to another inquiry";
  if (got.status !== "COMPLETED") return `the order is ${String(got.status).toLowerCase()}`;
  if (!got.captureId || got.captureStatus !== "COMPLETED")
    return `the capture is ${String(got.captureStatus ?? "missing").toLowerCase()}`;
  if (got.currency !== DEPOSIT_CURRENCY) return `the currency is ${String(got.currency)}`;
  if (centsOfPaypalValue(got.amountValue) !== expected.amountCents)
    return `the amount is ${String(got.amountValue)}, not ${paypalAmountValue(expected.amountCents)}`;
  return null;
}

/** The same check on an order before it is captured (approved, ours, the asked amount): nothing wrong is captured. */
export function orderProblem(
  expected: { inquiryId: string; amountCents: number },
  got: { status: unknown; amountValue: unknown; currency: unknown; referenceId: unknown },
): string | null {
  if (got.referenceId !== expected.inquiryId) return "the order belongs to another inquiry";
  if (got.currency !== DEPOSIT_CURRENCY) return `the currency is ${String(got.currency)}`;
  if (centsOfPaypalValue(got.amountValue) !== expected.amountCents)
    return `the amount is ${String(got.amountValue)}, not ${paypalAmountValue(expected.amountCents)}`;
  if (got.status !== "APPROVED" && got.status !== "COMPLETED")
    return `the order is ${String(got.status).toLowerCase()}`;
  return null;
}

/** The body of the deposit endpoints (the dialog's createOrder and onApprove). */
export const depositOrderRequestSchema = z.strictObject({
  inquiryId: z.uuid(),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});
export const depositCaptureRequestSchema = z.strictObject({
  inquiryId: z.uuid(),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  orderId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
});

/** What the dialog learns after sending an inquiry that asks a deposit. */
export interface DepositOffer {
  inquiryId: string;
  token: string;
  amountCents: number;
  sdk: { clientId: string; environment: "production" | "sandbox"; url: string };
}

export type DepositCaptureResult =
  | { ok: true; amountCents: number; captureId: string; paidAt: string }
  | { ok: false; error: string };

/** An inquiry's deposit as the booking screens show it (serialisable); null when none was asked. */
export interface DepositSummary {
  amountCents: number;
  currency: string;
  paid: boolean;
  orderId: string | null;
  captureId: string | null;
  /** ISO time of the capture. */
  paidAt: string | null;
}

export function depositSummaryOf(row: Parameters<typeof depositStateOf>[0]): DepositSummary | null {
  const state = depositStateOf(row);
  if (state.kind === "none") return null;
  if (state.kind === "unpaid")
    return {
      amountCents: state.amountCents,
      currency: DEPOSIT_CURRENCY,
      paid: false,
      orderId: null,
      captureId: null,
      paidAt: null,
    };
  return {
    amountCents: state.amountCents,
    currency: state.currency,
    paid: true,
    orderId: state.orderId,
    captureId: state.captureId,
    paidAt: state.paidAt.toISOString(),
  };
}

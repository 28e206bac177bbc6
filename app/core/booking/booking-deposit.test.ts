import { describe, expect, it } from "vitest";
import {
  captureProblem,
  centsOfPaypalValue,
  DEPOSIT_AMOUNT_FORMAT,
  DEPOSIT_TOO_LARGE,
  DEPOSIT_TOO_SMALL,
  depositAmountField,
  depositFieldValue,
  depositLabel,
  depositStateOf,
  formatDeposit,
  orderProblem,
  parseDepositAmount,
  paypalAmountValue,
} from "./booking-deposit";

const ID = "6f1c2f5e-8a51-4c1a-9d3e-0c1b2a3d4e5f";

describe("booking deposit amounts", () => {
  it("reads dollars as cents, empty as no deposit, and refuses anything else with a message", () => {
    expect(parseDepositAmount("150")).toEqual({ ok: true, cents: 15000 });
    expect(parseDepositAmount(" $1,500.5 ")).toEqual({ ok: true, cents: 150050 });
    expect(parseDepositAmount("0.99")).toEqual({ ok: false, error: DEPOSIT_TOO_SMALL });
    expect(parseDepositAmount("1")).toEqual({ ok: true, cents: 100 });
    expect(parseDepositAmount("10000")).toEqual({ ok: true, cents: 1_000_000 });
    expect(parseDepositAmount("10000.01")).toEqual({ ok: false, error: DEPOSIT_TOO_LARGE });
    expect(parseDepositAmount("")).toEqual({ ok: true, cents: null });
    for (const bad of ["-5", "1.234", "abc", "1e3", "15 0"])
      expect(parseDepositAmount(bad)).toEqual({ ok: false, error: DEPOSIT_AMOUNT_FORMAT });
    expect(depositAmountField.safeParse("75.5").data).toBe(7550);
    expect(depositAmountField.safeParse(undefined).data).toBeNull();
    expect(depositAmountField.safeParse("0").error?.issues[0]?.message).toBe(DEPOSIT_TOO_SMALL);
  });

  it("converts to and from PayPal's decimal strings and formats for people", () => {
    expect(paypalAmountValue(15000)).toBe("150.00");
    expect(paypalAmountValue(105)).toBe("1.05");
    expect(centsOfPaypalValue("150.00")).toBe(15000);
    expect(centsOfPaypalValue("150.5")).toBe(15050);
    expect(centsOfPaypalValue(150)).toBeNull();
    expect(centsOfPaypalValue("1.005")).toBeNull();
    expect(formatDeposit(15000)).toBe("$150");
    expect(formatDeposit(150050)).toBe("$1,500.50");
    expect(depositFieldValue(15000)).toBe("150");
    expect(depositFieldValue(15050)).toBe("150.50");
    expect(depositFieldValue(null)).toBe("");
  });

  it("says whether an inquiry's deposit is none, unpaid or paid", () => {
    const base = { depositCurrency: null, depositOrderId: null, depositCaptureId: null, depositPaidAt: null };
    expect(depositStateOf({ ...base, depositAmountCents: null })).toEqual({ kind: "none" });
    expect(depositLabel(depositStateOf({ ...base, depositAmountCents: 15000 }))).toBe("Deposit $150 unpaid");
    const paidAt = new Date("2026-11-26T12:00:00Z");
    const paid = depositStateOf({
      depositAmountCents: 15000,
      depositCurrency: "USD",
      depositOrderId: "O1",
      depositCaptureId: "C1",
      depositPaidAt: paidAt,
    });
    expect(paid).toEqual({
      kind: "paid",
      amountCents: 15000,
      currency: "USD",
      orderId: "O1",
      captureId: "C1",
      paidAt,
    });
    expect(depositLabel(paid)).toBe("Deposit $150 paid");
  });
});

describe("server-side checks of PayPal's answers", () => {
  const expected = { inquiryId: ID, amountCents: 15000 };
  const good = {
    status: "COMPLETED",
    captureId: "CAP1",
    captureStatus: "COMPLETED",
    amountValue: "150.00",
    currency: "USD",
    referenceId: ID,
  };
  it("accepts only a completed capture of the asked amount in USD for this inquiry", () => {
    expect(captureProblem(expected, good)).toBeNull();
    expect(captureProblem(expected, { ...good, amountValue: "1.00" })).toBe("the amount is 1.00, not 150.00");
    expect(captureProblem(expected, { ...good, currency: "EUR" })).toBe("the currency is EUR");
    expect(captureProblem(expected, { ...good, captureStatus: "PENDING" })).toBe("the capture is pending");
    expect(captureProblem(expected, { ...good, status: "VOIDED" })).toBe("the order is voided");
    expect(captureProblem(expected, { ...good, referenceId: "other" })).toBe("the order belongs to another inquiry");
  });

  it("refuses to capture an order that is not approved, not ours or of another amount", () => {
    const order = { status: "APPROVED", amountValue: "150.00", currency: "USD", referenceId: ID };
    expect(orderProblem(expected, order)).toBeNull();
    expect(orderProblem(expected, { ...order, status: "CREATED" })).toBe("the order is created");
    expect(orderProblem(expected, { ...order, amountValue: "15.00" })).toBe("the amount is 15.00, not 150.00");
    expect(orderProblem(expected, { ...order, currency: "GBP" })).toBe("the currency is GBP");
  });
});

import { describe, expect, it } from "vitest";
import {
  PAYMENT_SCRIPT_STATUSES,
  PAYPAL_LOAD_FAILED,
  PAYPAL_SDK_DEFAULTS,
  paymentOptionProblems,
  paymentsActive,
  paypalSdkUrl,
} from "./payments";

describe("payment script loading (spec §4, §5, §9)", () => {
  it("has the spec's states, options and failure message", () => {
    expect(PAYMENT_SCRIPT_STATUSES).toEqual(["initial", "pending", "rejected", "resolved"]);
    expect(PAYPAL_SDK_DEFAULTS).toEqual({ currency: "USD", intent: "capture", components: "buttons", locale: "en_US" });
    expect(PAYPAL_LOAD_FAILED).toBe("Failed to load the PayPal JS SDK script.");
  });

  it("accepts production or sandbox with a non-empty url, and names every problem otherwise", () => {
    expect(paymentOptionProblems({ clientId: "abc", environment: "sandbox", url: "https://x.test/sdk/js" })).toEqual(
      [],
    );
    expect(paymentOptionProblems({ clientId: "abc", environment: "production", url: "https://x.test/sdk/js" })).toEqual(
      [],
    );
    expect(paymentOptionProblems({ clientId: "abc", environment: "live", url: "" })).toEqual([
      'environment must be "production" or "sandbox"',
      "url must be a non-empty string",
    ]);
    expect(paymentOptionProblems({ clientId: " ", environment: "sandbox", url: 5 })).toEqual([
      "client id must be a non-empty string",
      "url must be a non-empty string",
    ]);
  });

  it("is active only with the flag on and a client id", () => {
    expect(paymentsActive(true, "abc")).toBe(true);
    expect(paymentsActive(false, "abc")).toBe(false);
    expect(paymentsActive(true, null)).toBe(false);
    expect(paymentsActive(true, "")).toBe(false);
  });

  it("puts the options into the SDK URL", () => {
    const url = new URL(
      paypalSdkUrl({ clientId: "cid", environment: "sandbox", url: "https://www.paypal.com/sdk/js" }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      "client-id": "cid",
      currency: "USD",
      intent: "capture",
      components: "buttons",
      locale: "en_US",
    });
  });
});

/**
 * The payment SDK's loader rules (spec §4 "Payment script loading", §5, §9 Payments): the PayPal JS SDK
 * with currency USD, intent capture, the buttons component and locale en_US, loaded only when the
 * paymentsEnabled flag is on and a client id is configured. Pure: the browser loader
 * (app/features/djs/paypal-script.ts) and the startup check (server/config.server.ts) use it.
 */

export type PaymentScriptStatus = "initial" | "pending" | "rejected" | "resolved";
export const PAYMENT_SCRIPT_STATUSES: readonly PaymentScriptStatus[] = ["initial", "pending", "rejected", "resolved"];

export const PAYPAL_LOAD_FAILED = "Failed to load the PayPal JS SDK script.";

export const PAYPAL_SDK_DEFAULTS = {
  currency: "USD",
  intent: "capture",
  components: "buttons",
  locale: "en_US",
} as const;

export type PayPalEnvironment = "production" | "sandbox";

export interface PayPalScriptOptions {
  clientId: string;
  environment: PayPalEnvironment;
  /** The SDK script's URL (https://www.paypal.com/sdk/js, or a stand-in in tests). */
  url: string;
}

/** Spec §5: environment production or sandbox; url a non-empty string. Returns the problems, none when valid. */
export function paymentOptionProblems(options: { clientId?: unknown; environment?: unknown; url?: unknown }): string[] {
  const problems: string[] = [];
  if (typeof options.clientId !== "string" || options.clientId.trim() === "")
    problems.push("client id must be a non-empty string");
  if (options.environment !== "production" && options.environment !== "sandbox")
    problems.push('environment must be "production" or "sandbox"');
  if (typeof options.url !== "string" || options.url.trim() === "") problems.push("url must be a non-empty string");
  return problems;
}

/** Spec §9: payments are active only when the flag is on and a client id is present. */
export function paymentsActive(paymentsEnabled: boolean, clientId: string | null | undefined): boolean {
  return paymentsEnabled && typeof clientId === "string" && clientId.trim() !== "";
}

/** The SDK URL with the spec's query options. */
export function paypalSdkUrl(options: PayPalScriptOptions): string {
  const url = new URL(options.url);
  url.searchParams.set("client-id", options.clientId);
  url.searchParams.set("currency", PAYPAL_SDK_DEFAULTS.currency);
  url.searchParams.set("intent", PAYPAL_SDK_DEFAULTS.intent);
  url.searchParams.set("components", PAYPAL_SDK_DEFAULTS.components);
  url.searchParams.set("locale", PAYPAL_SDK_DEFAULTS.locale);
  return url.toString();
}

/** The default SDK URL of an environment (both are served from www.paypal.com; the client id selects the mode). */
export const PAYPAL_SDK_URL = "https://www.paypal.com/sdk/js";

import type { PayPalConfig } from "~server/config.server";
import { logger } from "~server/logger.server";

/**
 * PayPal's REST API for booking deposits: an OAuth client-credentials token, then
 * `POST /v2/checkout/orders`, `GET /v2/checkout/orders/{id}` and `POST /v2/checkout/orders/{id}/capture`.
 * Only the fields Booth checks are read from the answers; nothing here decides whether a payment is good
 * (app/core/booking/booking-deposit.ts does, in the domain functions that call this).
 */

export interface PayPalOrder {
  id: string;
  status: string;
  referenceId: unknown;
  amountValue: unknown;
  currency: unknown;
  /** The first capture, once captured. */
  capture: { id: string; status: string; amountValue: unknown; currency: unknown } | null;
}

export interface PayPalClient {
  createOrder(input: {
    referenceId: string;
    amountValue: string;
    currency: string;
    description: string;
  }): Promise<PayPalOrder>;
  getOrder(orderId: string): Promise<PayPalOrder>;
  /** Idempotent at PayPal (same PayPal-Request-Id per order): a retry answers the first capture. */
  captureOrder(orderId: string): Promise<PayPalOrder>;
}

export class PayPalError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issue: string | null,
  ) {
    super(message);
    this.name = "PayPalError";
  }
}

const TIMEOUT_MS = 15_000;

interface RawOrder {
  id?: unknown;
  status?: unknown;
  purchase_units?: {
    reference_id?: unknown;
    amount?: { value?: unknown; currency_code?: unknown };
    payments?: {
      captures?: { id?: unknown; status?: unknown; amount?: { value?: unknown; currency_code?: unknown } }[];
    };
  }[];
}

function orderOf(raw: RawOrder): PayPalOrder {
  const unit = raw.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  return {
    id: String(raw.id ?? ""),
    status: String(raw.status ?? ""),
    referenceId: unit?.reference_id,
    amountValue: unit?.amount?.value ?? capture?.amount?.value,
    currency: unit?.amount?.currency_code ?? capture?.amount?.currency_code,
    capture:
      capture && typeof capture.id === "string"
        ? {
            id: capture.id,
            status: String(capture.status ?? ""),
            amountValue: capture.amount?.value,
            currency: capture.amount?.currency_code,
          }
        : null,
  };
}

export function createPayPalClient(
  config: Pick<PayPalConfig, "clientId" | "clientSecret" | "apiUrl">,
  fetchImpl: typeof fetch = fetch,
): PayPalClient {
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const response = await fetchImpl(`${config.apiUrl}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64")}`,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: "grant_type=client_credentials",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
    if (!response.ok || typeof body.access_token !== "string")
      throw new PayPalError(`PayPal token request failed (${response.status})`, response.status, null);
    const seconds = typeof body.expires_in === "number" ? body.expires_in : 300;
    // A minute early, so a token never expires between being read here and used.
    token = { value: body.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return token.value;
  }

  async function call(method: "GET" | "POST", path: string, body?: unknown, requestId?: string): Promise<PayPalOrder> {
    const response = await fetchImpl(`${config.apiUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        "Content-Type": "application/json",
        Accept: "application/json",
        Prefer: "return=representation",
        ...(requestId ? { "PayPal-Request-Id": requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json = (await response.json().catch(() => ({}))) as RawOrder & {
      name?: unknown;
      details?: { issue?: unknown }[];
    };
    if (response.status === 401) token = null;
    if (!response.ok) {
      const issue = typeof json.details?.[0]?.issue === "string" ? json.details[0].issue : null;
      logger.warn("paypal call failed", { method, path, status: response.status, issue, name: json.name });
      throw new PayPalError(`PayPal ${method} ${path} failed (${response.status})`, response.status, issue);
    }
    return orderOf(json);
  }

  return {
    createOrder: (input) =>
      call("POST", "/v2/checkout/orders", {
        intent: "CAPTURE",
        purchase_units: [
          {
            reference_id: input.referenceId,
            description: input.description.slice(0, 127),
            amount: { currency_code: input.currency, value: input.amountValue },
          },
        ],
      }),
    getOrder: (orderId) => call("GET", `/v2/checkout/orders/${encodeURIComponent(orderId)}`),
    captureOrder: (orderId) =>
      call("POST", `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, `booth-capture-${orderId}`),
  };
}

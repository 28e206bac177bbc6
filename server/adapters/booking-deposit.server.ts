import { createHmac, timingSafeEqual } from "node:crypto";
import {
  DEPOSIT_UNAVAILABLE,
  type DepositCaptureResult,
  type DepositOffer,
  depositCaptureRequestSchema,
  depositOrderRequestSchema,
} from "~/core/booking/booking-deposit";
import { paymentsActive } from "~/core/booking/payments";
import { INQUIRY_NOT_FOUND } from "~/core/venues/venue-ops";
import type { AppConfig, PayPalConfig } from "~server/config.server";
import type { Database } from "~server/db/client.server";
import { AppError } from "~server/domain/app-error.server";
import { captureDepositOrder } from "~server/domain/bookings/capture-deposit-order.server";
import { createDepositOrder } from "~server/domain/bookings/create-deposit-order.server";
import { getFlags } from "~server/domain/flags/get-flags.server";
import { createIpLimiter } from "~server/limits/ip-limit.server";
import { createPayPalClient, type PayPalClient } from "~server/payments/paypal-client.server";
import { jsonResponse, readBeaconBody } from "~server/request/beacon-body.server";
import { appErrorResponse } from "./app-error-response.server";

/**
 * The deposit endpoints the booking dialog's PayPal buttons call: POST /api/bookings/deposit/order
 * (createOrder) and POST /api/bookings/deposit/capture (onApprove). Only the sender of the inquiry can pay its
 * deposit: the booking action hands the dialog a token (an HMAC of the inquiry id under the server's secret), so
 * an inquiry id alone — which admins' URLs show — is not enough. Payments must be on (flag and client id).
 */

const consumeDepositLimit = createIpLimiter("booking-deposit", 30, 10 * 60);
const MAX_BYTES = 1024;
/** A body that is not a deposit request (unreadable JSON or the wrong shape). */
const INVALID_DEPOSIT_REQUEST = "Invalid deposit request";

export function depositToken(secret: string, inquiryId: string): string {
  return createHmac("sha256", secret).update(`booking-deposit:${inquiryId}`).digest("base64url");
}

function tokenMatches(secret: string, inquiryId: string, token: string): boolean {
  const expected = Buffer.from(depositToken(secret, inquiryId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What the dialog needs to offer the deposit of an inquiry just stored; null when none is asked or payments are off. */
export function depositOffer(
  config: Pick<AppConfig, "authSecret" | "paypal">,
  paymentsEnabled: boolean,
  inquiry: { id: string; depositAmountCents: number | null },
): DepositOffer | null {
  const paypal = config.paypal;
  if (!paypal || !paymentsActive(paymentsEnabled, paypal.clientId) || inquiry.depositAmountCents === null) return null;
  return {
    inquiryId: inquiry.id,
    token: depositToken(config.authSecret, inquiry.id),
    amountCents: inquiry.depositAmountCents,
    sdk: { clientId: paypal.clientId, environment: paypal.environment, url: paypal.sdkUrl },
  };
}

const clients = new WeakMap<PayPalConfig, PayPalClient>();
function clientFor(config: PayPalConfig): PayPalClient {
  let client = clients.get(config);
  if (!client) {
    client = createPayPalClient(config);
    clients.set(config, client);
  }
  return client;
}

type Deps = {
  database: Database;
  config: Pick<AppConfig, "authSecret" | "paypal">;
  clientIp: string | null;
  /** Tests give their own client; the app makes one per configuration. */
  paypalClient?: PayPalClient;
};

async function readDepositRequest<T extends { inquiryId: string; token: string }>(
  request: Request,
  deps: Deps,
  parse: (body: unknown) => { success: true; data: T } | { success: false },
): Promise<{ ok: true; body: T; paypal: PayPalClient } | { ok: false; response: Response }> {
  const read = await readBeaconBody(request, {
    maxBytes: MAX_BYTES,
    consumeLimit: consumeDepositLimit,
    clientIp: deps.clientIp,
    invalidMessage: INVALID_DEPOSIT_REQUEST,
  });
  if (!read.ok) return read;
  const parsed = parse(read.body);
  if (!parsed.success) return { ok: false, response: jsonResponse({ error: INVALID_DEPOSIT_REQUEST }, 400) };
  // A wrong token answers like an unknown inquiry: nothing tells a guesser which ids exist.
  if (!tokenMatches(deps.config.authSecret, parsed.data.inquiryId, parsed.data.token))
    return { ok: false, response: jsonResponse({ error: INQUIRY_NOT_FOUND }, 404) };
  const flags = await getFlags(deps.database.db);
  const paypal = deps.config.paypal;
  if (!paypal || !paymentsActive(flags.paymentsEnabled, paypal.clientId))
    return { ok: false, response: jsonResponse({ error: DEPOSIT_UNAVAILABLE }, 503) };
  return { ok: true, body: parsed.data, paypal: deps.paypalClient ?? clientFor(paypal) };
}

/** POST /api/bookings/deposit/order → { orderId } for the SDK's createOrder. */
export async function handleDepositOrder(request: Request, deps: Deps) {
  const read = await readDepositRequest(request, deps, (b) => depositOrderRequestSchema.safeParse(b));
  if (!read.ok) return read.response;
  try {
    const { orderId } = await createDepositOrder(deps.database.db, read.paypal, read.body.inquiryId);
    return jsonResponse({ orderId }, 200);
  } catch (error) {
    if (error instanceof AppError) return appErrorResponse(error);
    throw error;
  }
}

/** POST /api/bookings/deposit/capture → the paid deposit, for the SDK's onApprove. */
export async function handleDepositCapture(request: Request, deps: Deps) {
  const read = await readDepositRequest(request, deps, (b) => depositCaptureRequestSchema.safeParse(b));
  if (!read.ok) return read.response;
  try {
    const paid = await captureDepositOrder(deps.database.db, read.paypal, {
      inquiryId: read.body.inquiryId,
      orderId: read.body.orderId,
    });
    return jsonResponse(
      {
        ok: true,
        amountCents: paid.amountCents,
        captureId: paid.captureId,
        paidAt: paid.paidAt.toISOString(),
      } satisfies DepositCaptureResult,
      200,
    );
  } catch (error) {
    if (error instanceof AppError) return appErrorResponse(error);
    throw error;
  }
}

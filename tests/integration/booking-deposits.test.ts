import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUEST } from "~/core/access/viewer";
import { DEPOSIT_ALREADY_PAID, DEPOSIT_PAYMENT_FAILED, type DepositOffer } from "~/core/booking/booking-deposit";
import { DEFAULT_FLAGS } from "~/core/site/flags";
import { action } from "~/routes/dj-booking";
import { handleDepositCapture, handleDepositOrder } from "~server/adapters/booking-deposit.server";
import type { AppConfig } from "~server/config.server";
import { createLoadContext } from "~server/context.server";
import type { Database } from "~server/db/client.server";
import { bookingInquiries, djProfiles } from "~server/db/schema";
import { seedDj } from "~server/db/seed/factories.server";
import { getBookingInquiry } from "~server/domain/bookings/get-booking-inquiry.server";
import type { Mailer } from "~server/mail/mailer.server";
import { createPayPalClient } from "~server/payments/paypal-client.server";
import { createFakePayPal, FAKE_PAYPAL_CLIENT_ID, FAKE_PAYPAL_SECRET } from "../e2e/fixtures/fake-paypal";
import { createTestDatabase } from "./helpers/test-database";

// Booking deposits against a local stand-in of PayPal's REST API started here: the same order, approve,
// capture steps the browser's buttons drive, through the real endpoints and domain functions.

let database: Database;
let server: Server;
let fake: ReturnType<typeof createFakePayPal>;
let origin: string;
let config: AppConfig;

beforeAll(async () => {
  database = await createTestDatabase();
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake = createFakePayPal(origin);
  server.on("request", async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (!fake.handle(req, new URL(req.url ?? "/", origin), Buffer.concat(chunks).toString("utf8"), res)) {
      res.writeHead(404);
      res.end();
    }
  });
  config = {
    brandName: "Booth",
    publicUrl: "http://localhost:3000",
    authSecret: "integration-secret-integration-secret-0123",
    paypal: {
      clientId: FAKE_PAYPAL_CLIENT_ID,
      clientSecret: FAKE_PAYPAL_SECRET,
      environment: "sandbox",
      sdkUrl: `${origin}/sdk/js`,
      apiUrl: origin,
    },
  } as AppConfig;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
});

const mailer: Mailer = { kind: "files", async send() {} };
let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const form = () => ({
  name: "Mara Promoter",
  email: "mara@example.com",
  eventDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
  city: "Lisbon",
  eventType: "Club night",
  budgetRange: "$1,000 – $2,500",
  message: "A warehouse night for 800 people; we would love a two-hour peak-time set.",
});

async function sendInquiry(slug: string, options: { paymentsEnabled?: boolean; withPayPal?: boolean } = {}) {
  const context = createLoadContext({
    config: options.withPayPal === false ? ({ ...config, paypal: undefined } as AppConfig) : config,
    database,
    flags: { ...DEFAULT_FLAGS, paymentsEnabled: options.paymentsEnabled ?? true },
    requestId: "test",
    nonce: "",
    clientIp: nextIp(),
    auth: {} as never,
    mailer,
    viewer: GUEST,
    userId: null,
    sessionId: null,
    sessionRedirect: null,
  });
  const request = new Request(`http://localhost/dj/${slug}/booking`, {
    method: "POST",
    body: new URLSearchParams(form()),
  });
  const result = (await action({ request, params: { slug }, context } as never)) as unknown as {
    data: { ok: boolean; deposit?: DepositOffer | null };
  };
  const [dj] = await database.db.select({ id: djProfiles.id }).from(djProfiles).where(eq(djProfiles.slug, slug));
  const rows = await database.db
    .select()
    .from(bookingInquiries)
    .where(eq(bookingInquiries.djProfileId, dj.id))
    .orderBy(bookingInquiries.createdAt);
  return { body: result.data, inquiry: rows[rows.length - 1] };
}

async function post(path: "order" | "capture", body: Record<string, string>) {
  const request = new Request(`http://localhost/api/bookings/deposit/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const deps = { database, config, clientIp: nextIp() };
  const response =
    path === "order" ? await handleDepositOrder(request, deps) : await handleDepositCapture(request, deps);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function approve(orderId: string) {
  await fetch(`${origin}/_paypal/approve/${orderId}`, { method: "POST" });
}

async function row(id: string) {
  const [r] = await database.db.select().from(bookingInquiries).where(eq(bookingInquiries.id, id));
  return r;
}

describe("booking deposits with PayPal", () => {
  it("asks the DJ's deposit with an inquiry only while payments are on and PayPal is configured", async () => {
    const dj = await seedDj(database.db, { bookingEnabled: true, bookingDepositCents: 15000 });
    const sent = await sendInquiry(dj.slug);
    expect(sent.inquiry).toMatchObject({ depositAmountCents: 15000, depositCurrency: "USD", depositPaidAt: null });
    expect(sent.body.deposit).toMatchObject({
      inquiryId: sent.inquiry.id,
      amountCents: 15000,
      sdk: { clientId: FAKE_PAYPAL_CLIENT_ID, environment: "sandbox", url: `${origin}/sdk/js` },
    });

    const off = await sendInquiry(dj.slug, { paymentsEnabled: false });
    expect(off.body.deposit).toBeNull();
    expect(off.inquiry).toMatchObject({ depositAmountCents: null, depositCurrency: null });
    const unconfigured = await sendInquiry(dj.slug, { withPayPal: false });
    expect(unconfigured.body.deposit).toBeNull();
    expect(unconfigured.inquiry.depositAmountCents).toBeNull();

    const none = await seedDj(database.db, { bookingEnabled: true });
    expect((await sendInquiry(none.slug)).body.deposit).toBeNull();
  });

  it("creates the order for the stored amount, captures it once, and a replay never doubles", async () => {
    const dj = await seedDj(database.db, { bookingEnabled: true, bookingDepositCents: 15000 });
    const { body, inquiry } = await sendInquiry(dj.slug);
    const offer = body.deposit as DepositOffer;
    const credentials = { inquiryId: offer.inquiryId, token: offer.token };

    // Only the sender's token opens the deposit: another token answers like an unknown inquiry.
    expect((await post("order", { ...credentials, token: "x".repeat(43) })).status).toBe(404);

    const created = await post("order", credentials);
    expect(created.status).toBe(200);
    const orderId = created.body.orderId as string;
    expect(fake.orders.get(orderId)).toMatchObject({ referenceId: inquiry.id, value: "150.00", currency: "USD" });
    expect((await row(inquiry.id)).depositOrderId).toBe(orderId);

    // Not approved by the buyer yet: nothing is captured.
    expect((await post("capture", { ...credentials, orderId })).status).toBe(400);
    expect(fake.orders.get(orderId)?.captureCalls).toBe(0);

    await approve(orderId);
    const paid = await post("capture", { ...credentials, orderId });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ ok: true, amountCents: 15000, captureId: `CAP${orderId}` });
    const stored = await row(inquiry.id);
    expect(stored).toMatchObject({
      depositAmountCents: 15000,
      depositCurrency: "USD",
      depositOrderId: orderId,
      depositCaptureId: `CAP${orderId}`,
    });
    expect(stored.depositPaidAt).toBeInstanceOf(Date);

    // The replay: same answer, no second capture at PayPal, paid_at unchanged.
    const replay = await post("capture", { ...credentials, orderId });
    expect(replay.body).toEqual(paid.body);
    expect(fake.orders.get(orderId)?.captureCalls).toBe(1);
    expect((await row(inquiry.id)).depositPaidAt?.getTime()).toBe(stored.depositPaidAt?.getTime());

    // Paid: no new order, and another order cannot be recorded over it.
    expect(await post("order", credentials)).toEqual({ status: 409, body: { error: DEPOSIT_ALREADY_PAID } });

    // The booking screens show it.
    const detail = await getBookingInquiry(database.db, { kind: "admin" }, inquiry.id);
    expect(detail.deposit).toMatchObject({ amountCents: 15000, paid: true, captureId: `CAP${orderId}`, orderId });
  });

  it("records one capture when two captures of one order race", async () => {
    const dj = await seedDj(database.db, { bookingEnabled: true, bookingDepositCents: 9900 });
    const offer = (await sendInquiry(dj.slug)).body.deposit as DepositOffer;
    const credentials = { inquiryId: offer.inquiryId, token: offer.token };
    const orderId = (await post("order", credentials)).body.orderId as string;
    await approve(orderId);
    const [a, b] = await Promise.all([
      post("capture", { ...credentials, orderId }),
      post("capture", { ...credentials, orderId }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.captureId).toBe(b.body.captureId);
    expect(fake.orders.get(orderId)?.status).toBe("COMPLETED");
    expect((await row(offer.inquiryId)).depositCaptureId).toBe(`CAP${orderId}`);
  });

  it("refuses an order of another amount without capturing it", async () => {
    const dj = await seedDj(database.db, { bookingEnabled: true, bookingDepositCents: 15000 });
    const offer = (await sendInquiry(dj.slug)).body.deposit as DepositOffer;
    // An order made outside Booth's endpoint (a tampered client) for $1 with this inquiry's reference.
    const paypal = createPayPalClient({
      clientId: FAKE_PAYPAL_CLIENT_ID,
      clientSecret: FAKE_PAYPAL_SECRET,
      apiUrl: origin,
    });
    const cheap = await paypal.createOrder({
      referenceId: offer.inquiryId,
      amountValue: "1.00",
      currency: "USD",
      description: "x",
    });
    await approve(cheap.id);
    const refused = await post("capture", { inquiryId: offer.inquiryId, token: offer.token, orderId: cheap.id });
    expect(refused).toEqual({ status: 400, body: { error: DEPOSIT_PAYMENT_FAILED } });
    expect(fake.orders.get(cheap.id)?.captureCalls).toBe(0);
    expect((await row(offer.inquiryId)).depositPaidAt).toBeNull();

    // Another currency, and another inquiry's order, are refused the same way.
    const euros = await paypal.createOrder({
      referenceId: offer.inquiryId,
      amountValue: "150.00",
      currency: "EUR",
      description: "x",
    });
    await approve(euros.id);
    expect((await post("capture", { inquiryId: offer.inquiryId, token: offer.token, orderId: euros.id })).status).toBe(
      400,
    );
    const other = await paypal.createOrder({
      referenceId: "00000000-0000-4000-8000-000000000000",
      amountValue: "150.00",
      currency: "USD",
      description: "x",
    });
    await approve(other.id);
    expect((await post("capture", { inquiryId: offer.inquiryId, token: offer.token, orderId: other.id })).status).toBe(
      400,
    );
    expect(fake.orders.get(other.id)?.captureCalls).toBe(0);
  });

  it("keeps the inquiry, unpaid, when the capture fails or PayPal reports another amount; a retry then pays", async () => {
    const dj = await seedDj(database.db, { bookingEnabled: true, bookingDepositCents: 20000 });
    const { body, inquiry } = await sendInquiry(dj.slug);
    const offer = body.deposit as DepositOffer;
    const credentials = { inquiryId: offer.inquiryId, token: offer.token };
    const orderId = (await post("order", credentials)).body.orderId as string;
    await approve(orderId);

    fake.controls.failNextCapture = 500;
    expect(await post("capture", { ...credentials, orderId })).toEqual({
      status: 503,
      body: { error: DEPOSIT_PAYMENT_FAILED },
    });
    expect(await row(inquiry.id)).toMatchObject({ status: "new", depositAmountCents: 20000, depositPaidAt: null });

    fake.controls.failNextCapture = 422;
    expect((await post("capture", { ...credentials, orderId })).status).toBe(400);
    expect((await row(inquiry.id)).depositCaptureId).toBeNull();

    // PayPal says it captured another amount: not recorded as paid.
    fake.controls.captureValueOverride = "2.00";
    try {
      expect((await post("capture", { ...credentials, orderId })).status).toBe(503);
    } finally {
      fake.controls.captureValueOverride = null;
    }
    expect((await row(inquiry.id)).depositPaidAt).toBeNull();

    // The order is captured at PayPal by now; the retry reads it (ORDER_ALREADY_CAPTURED) and records it once.
    const retry = await post("capture", { ...credentials, orderId });
    expect(retry.status).toBe(200);
    expect((await row(inquiry.id)).depositCaptureId).toBe(`CAP${orderId}`);
  });

  it("answers 503 when payments are switched off", async () => {
    const dj = await seedDj(database.db, { bookingEnabled: true, bookingDepositCents: 15000 });
    const offer = (await sendInquiry(dj.slug)).body.deposit as DepositOffer;
    const request = new Request("http://localhost/api/bookings/deposit/order", {
      method: "POST",
      body: JSON.stringify({ inquiryId: offer.inquiryId, token: offer.token }),
    });
    const response = await handleDepositOrder(request, {
      database,
      config: { ...config, paypal: undefined } as AppConfig,
      clientIp: nextIp(),
    });
    expect(response.status).toBe(503);
  });
});

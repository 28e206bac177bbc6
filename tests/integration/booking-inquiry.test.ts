import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUEST } from "~/core/access/viewer";
import { BOOKING_RATE_LIMITED_MESSAGE } from "~/core/booking/booking";
import { action } from "~/routes/dj-booking";
import type { AppConfig } from "~server/config.server";
import { createLoadContext } from "~server/context.server";
import type { Database } from "~server/db/client.server";
import { bookingInquiries, bookingInquiryStatusHistory } from "~server/db/schema";
import { seedDj, seedUser, seedUserRole } from "~server/db/seed/factories.server";
import { listBookingRecipients } from "~server/domain/bookings/list-booking-recipients.server";
import type { Mailer, MailMessage } from "~server/mail/mailer.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const sent: MailMessage[] = [];
const mailer: Mailer = {
  kind: "files",
  async send(message) {
    sent.push(message);
  },
};
const config = { brandName: "Booth", publicUrl: "http://localhost:3000" } as AppConfig;

function inFuture(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const validForm = () => ({
  name: "Lena Organiser",
  email: "Lena@Example.com",
  phone: "+49 30 1234567",
  eventDate: inFuture(30),
  city: "Berlin",
  venue: "Halle 4",
  eventType: "Club night",
  budgetRange: "$1,000 – $2,500",
  message: "We run a monthly techno night for 600 people and would love a three-hour closing set.",
});

async function submit(slug: string, form: Record<string, string>, clientIp = "10.2.0.1") {
  const request = new Request(`http://localhost/dj/${slug}/booking`, {
    method: "POST",
    body: new URLSearchParams(form),
  });
  const context = createLoadContext({
    config,
    database,
    flags: {} as never,
    requestId: "test",
    nonce: "",
    clientIp,
    auth: {} as never,
    mailer,
    viewer: GUEST,
    userId: null,
    sessionId: null,
    sessionRedirect: null,
  });
  try {
    const result = await action({ request, params: { slug }, context } as never);
    const r = result as unknown as { data: unknown; init: { status?: number } | null };
    return { status: r.init?.status ?? 200, body: r.data as Record<string, unknown> };
  } catch (thrown) {
    const r = thrown as { data: unknown; init: { status?: number } | null };
    return { status: r.init?.status ?? 500, body: r.data as Record<string, unknown> };
  }
}

describe("booking inquiry action", () => {
  it("stores a valid inquiry as 'new' with a null → new history row and mails managers, the owner and admins", async () => {
    const owner = await seedUser(database.db);
    const manager = await seedUser(database.db);
    const otherManager = await seedUser(database.db);
    const blockedManager = await seedUser(database.db, { blocked: true });
    const admin = await seedUser(database.db, { role: "admin" });
    const dj = await seedDj(database.db, { bookingEnabled: true, userId: owner.id });
    const otherDj = await seedDj(database.db);
    await seedUserRole(database.db, {
      userId: manager.id,
      roleType: "dj_manager",
      resourceType: "dj_profile",
      resourceId: dj.id,
    });
    await seedUserRole(database.db, {
      userId: blockedManager.id,
      roleType: "dj_manager",
      resourceType: "dj_profile",
      resourceId: dj.id,
    });
    await seedUserRole(database.db, {
      userId: otherManager.id,
      roleType: "dj_manager",
      resourceType: "dj_profile",
      resourceId: otherDj.id,
    });
    sent.length = 0;

    const { status, body } = await submit(dj.slug, validForm());
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, email: "lena@example.com", deposit: null });

    const [inquiry] = await database.db.select().from(bookingInquiries).where(eq(bookingInquiries.djProfileId, dj.id));
    expect(inquiry).toMatchObject({
      name: "Lena Organiser",
      email: "lena@example.com",
      phone: "+49 30 1234567",
      city: "Berlin",
      venue: "Halle 4",
      eventType: "Club night",
      budgetRange: "$1,000 – $2,500",
      status: "new",
    });
    const history = await database.db
      .select()
      .from(bookingInquiryStatusHistory)
      .where(eq(bookingInquiryStatusHistory.inquiryId, inquiry.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromStatus: null, toStatus: "new" });

    const recipients = sent.map((m) => m.to).sort();
    expect(recipients).toContain(owner.email);
    expect(recipients).toContain(manager.email);
    expect(recipients).toContain(admin.email);
    expect(recipients).not.toContain(otherManager.email);
    expect(recipients).not.toContain(blockedManager.email);
    const mail = sent.find((m) => m.to === manager.email);
    expect(mail?.subject).toBe(`New booking inquiry for ${dj.displayName}`);
    expect(mail?.text).toContain("Lena Organiser <lena@example.com>");
    expect(mail?.text).toContain("three-hour closing set");
    expect(await listBookingRecipients(database.db, dj.id)).toEqual(recipients);
  });

  it("answers field errors with the submitted values kept, and stores nothing", async () => {
    const dj = await seedDj(database.db, { bookingEnabled: true });
    const form = {
      ...validForm(),
      name: " ",
      email: "not-an-email",
      phone: "call me",
      eventDate: "2020-01-01",
      eventType: "Bar mitzvah rave",
      budgetRange: "",
      message: "Hi",
    };
    const { status, body } = await submit(dj.slug, form);
    expect(status).toBe(400);
    expect(body.ok).toBe(false);
    expect(body.errors).toMatchObject({
      name: "Enter your name.",
      email: "Enter a valid email address, like name@example.com.",
      phone: expect.stringContaining("phone number"),
      eventDate: "Choose today or a later date.",
      eventType: "Choose the type of event.",
      budgetRange: "Choose a budget range.",
      message: expect.stringContaining("at least 20 characters"),
    });
    expect(body.values).toMatchObject({ email: "not-an-email", city: "Berlin", message: "Hi" });
    expect(await database.db.select().from(bookingInquiries).where(eq(bookingInquiries.djProfileId, dj.id))).toEqual(
      [],
    );
  });

  it("accepts today's date and refuses impossible dates", async () => {
    const dj = await seedDj(database.db, { bookingEnabled: true });
    const today = await submit(dj.slug, { ...validForm(), eventDate: inFuture(0) }, "10.2.1.1");
    expect(today.status).toBe(200);
    const bad = await submit(dj.slug, { ...validForm(), eventDate: "2027-02-30" }, "10.2.1.1");
    expect(bad.body.errors).toMatchObject({ eventDate: "Choose a valid date." });
  });

  it("is a 404 when booking is off, the DJ is not public or unknown", async () => {
    const off = await seedDj(database.db, { bookingEnabled: false });
    const hidden = await seedDj(database.db, { bookingEnabled: true, verificationStatus: "none" });
    const inactive = await seedDj(database.db, { bookingEnabled: true, active: false });
    for (const slug of [off.slug, hidden.slug, inactive.slug, "no-such-dj-here"]) {
      const { status } = await submit(slug, validForm(), "10.2.2.1");
      expect(status).toBe(404);
    }
    expect(await database.db.select().from(bookingInquiries).where(eq(bookingInquiries.djProfileId, off.id))).toEqual(
      [],
    );
  });

  it("allows five inquiries an hour per client address, then answers 429 with a clear message", async () => {
    const dj = await seedDj(database.db, { bookingEnabled: true });
    const ip = "10.2.3.4";
    for (let i = 0; i < 5; i++) expect((await submit(dj.slug, validForm(), ip)).status).toBe(200);
    const limited = await submit(dj.slug, validForm(), ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ ok: false, formError: BOOKING_RATE_LIMITED_MESSAGE });
    expect(
      await database.db.select().from(bookingInquiries).where(eq(bookingInquiries.djProfileId, dj.id)),
    ).toHaveLength(5);
    // Another address is not affected.
    expect((await submit(dj.slug, validForm(), "10.2.3.5")).status).toBe(200);
  });
});

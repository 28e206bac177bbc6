import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUEST, type Viewer } from "~/core/access/viewer";
import { DEFAULT_FLAGS } from "~/core/site/flags";
import { SUPPORT_MESSAGES, SUPPORT_RATE_LIMIT, supportReplySubject } from "~/core/support/support";
import { action as messageAction, loader as messageLoader } from "~/routes/admin-support-message";
import { action as supportAction } from "~/routes/support";
import type { AppConfig } from "~server/config.server";
import { createLoadContext, type RequestContext } from "~server/context.server";
import type { Database } from "~server/db/client.server";
import { jobs, supportMessageEvents, supportMessages } from "~server/db/schema";
import { seedUser } from "~server/db/seed/factories.server";
import { enqueueJob } from "~server/domain/jobs/enqueue-job.server";
import { countNewSupportMessages } from "~server/domain/support/count-new-support-messages.server";
import { getSupportMessage } from "~server/domain/support/get-support-message.server";
import { listSupportMessages } from "~server/domain/support/list-support-messages.server";
import { createJobRunner } from "~server/jobs/job-runner.server";
import { SUPPORT_RETENTION_JOB, supportRetentionHandlers } from "~server/jobs/support-retention-jobs.server";
import { keepLimitsIn } from "~server/limits/limit-store.server";
import type { Mailer, MailMessage } from "~server/mail/mailer.server";
import { runRoute } from "./helpers/run-route";
import { createTestDatabase, testEngine } from "./helpers/test-database";

/**
 * The /support contact form and the admin inbox, through their route modules (the guard runs first), on PGlite and
 * PostgreSQL: what is stored and mailed, every refused input storing and sending nothing, the honeypot, the limits
 * per client address and per account (on PostgreSQL through the shared limit table), replies kept in the thread and
 * mailed, and the 12-month deletion by the job queue.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  // As createApp does: on PostgreSQL the limits live in the shared table, on PGlite in memory.
  keepLimitsIn(database);
});
afterAll(async () => {
  // Back to this worker's default (limits in memory), so no later file in the worker reaches a closed database.
  keepLimitsIn({ engine: "pglite" } as Database);
  await database?.close();
});

const sent: MailMessage[] = [];
let failMail = false;
const mailer: Mailer = {
  kind: "files",
  async send(message) {
    if (failMail) throw new Error("smtp down");
    sent.push(message);
  },
};
const config = (supportEmail?: string) =>
  ({
    brandName: "Booth",
    publicUrl: "http://localhost:3000",
    supportEmail,
    dataDir: "/tmp/booth-support",
  }) as AppConfig;

interface Who {
  userId: string | null;
  viewer: Viewer;
  ip?: string;
  supportEmail?: string;
}
const guest = (ip: string): Who => ({ userId: null, viewer: GUEST, ip });

function contextOf(who: Who) {
  return createLoadContext({
    config: config(who.supportEmail),
    database,
    flags: DEFAULT_FLAGS,
    requestId: "test",
    nonce: "",
    clientIp: who.ip ?? "10.44.0.1",
    auth: {} as never,
    mailer,
    viewer: who.viewer,
    userId: who.userId,
    sessionId: who.userId ? `session-${who.userId}` : null,
    sessionRedirect: null,
  } as RequestContext);
}

async function outcome(run: () => Promise<unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    const r = (await run()) as { data: unknown; init: { status?: number } | null };
    return { status: r.init?.status ?? 200, body: r.data as Record<string, unknown> };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: {} };
    const r = thrown as { data: unknown; init: { status?: number } | null };
    return { status: r.init?.status ?? 500, body: r.data as Record<string, unknown> };
  }
}

function post(path: string, form: Record<string, string>) {
  return new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(form) });
}

async function submit(who: Who, form: Record<string, string>) {
  return outcome(() =>
    runRoute(supportAction as never, { request: post("/support", form), context: contextOf(who), params: {} }),
  );
}

const storedWith = async (text: string) =>
  database.db.select().from(supportMessages).where(eq(supportMessages.message, text));
const messageCount = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(supportMessages))[0]?.n ?? 0;

const valid = (tag: string) => ({
  topic: "problem",
  message: `The events page shows yesterday's dates (${tag}).`,
  email: "Visitor@Example.com",
  page: "/events",
  website: "",
});

describe(`the contact form on /support (${testEngine()})`, () => {
  it("stores a guest's message as new, mails the sender a copy, and SUPPORT_EMAIL a notice when set", async () => {
    const tag = randomUUID();
    sent.length = 0;
    const result = await submit({ ...guest("10.44.1.1"), supportEmail: "help@booth.example" }, valid(tag));
    expect(result).toEqual({ status: 200, body: { ok: true, email: "visitor@example.com" } });
    const [row] = await storedWith(valid(tag).message);
    expect(row).toMatchObject({ topic: "problem", email: "visitor@example.com", pageUrl: "/events", status: "new" });
    expect(row?.userId).toBeNull();
    const copy = sent.find((m) => m.to === "visitor@example.com");
    expect(copy?.text).toContain(valid(tag).message);
    const notice = sent.find((m) => m.to === "help@booth.example");
    expect(notice?.headers).toEqual({ "Reply-To": "visitor@example.com" });
    expect(notice?.text).toContain(`http://localhost:3000/admin/support/${row?.id}`);
    expect(sent).toHaveLength(2);
  });

  it("without SUPPORT_EMAIL only the sender's copy goes out; a signed-in sender's account is kept", async () => {
    const user = await seedUser(database.db);
    const tag = randomUUID();
    sent.length = 0;
    const who = {
      userId: user.id,
      viewer: { role: "user", email: user.email, name: user.name },
      ip: "10.44.1.2",
    } as Who;
    expect((await submit(who, { ...valid(tag), email: user.email })).status).toBe(200);
    expect(sent.map((m) => m.to)).toEqual([user.email]);
    const [row] = await storedWith(valid(tag).message);
    expect(row?.userId).toBe(user.id);
  });

  it("keeps markup as the characters typed (stored and mailed as plain text)", async () => {
    const message = `<script>alert("${randomUUID()}")</script><b>bold</b>`;
    sent.length = 0;
    expect((await submit(guest("10.44.1.3"), { ...valid("x"), message })).status).toBe(200);
    expect((await storedWith(message))[0]?.message).toBe(message);
    expect(sent[0]?.html).toBeUndefined();
    expect(sent[0]?.text).toContain(message);
  });

  it("refuses each bad input with a clear message, storing and sending nothing", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ message: "" }, "message", SUPPORT_MESSAGES.messageMissing],
      [{ message: "x".repeat(10_000) }, "message", "Your message is too long (at most 5,000 characters)"],
      [{ email: "not an address" }, "email", "Enter a valid email address, like name@example.com."],
      [{ email: "" }, "email", SUPPORT_MESSAGES.replyAddress],
      [{ topic: "sales" }, "topic", SUPPORT_MESSAGES.topic],
      [{ page: "javascript:alert(1)" }, "page", SUPPORT_MESSAGES.page],
    ];
    for (const [change, field, message] of cases) {
      const before = await messageCount();
      sent.length = 0;
      const result = await submit(guest("10.44.2.1"), { ...valid(randomUUID()), ...change });
      expect(result.status, field).toBe(400);
      expect((result.body.errors as Record<string, string>)[field], field).toBe(message);
      expect(await messageCount(), `${field}: nothing stored`).toBe(before);
      expect(sent, `${field}: nothing sent`).toEqual([]);
    }
  });

  it("answers a filled honeypot as sent, and stores and sends nothing", async () => {
    const before = await messageCount();
    sent.length = 0;
    const result = await submit(guest("10.44.3.1"), { ...valid(randomUUID()), website: "https://spam.example" });
    expect(result).toEqual({ status: 200, body: { ok: true, email: "visitor@example.com" } });
    expect(await messageCount()).toBe(before);
    expect(sent).toEqual([]);
  });

  it("limits messages per client address: the next one in the hour is refused, another address goes on", async () => {
    const ip = `10.45.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < SUPPORT_RATE_LIMIT.points; i++) {
      const r = await submit(guest(ip), { ...valid(randomUUID()), email: `sender-${i}-${randomUUID()}@example.com` });
      expect(r.status, `message ${i + 1}`).toBe(200);
    }
    const before = await messageCount();
    const refused = await submit(guest(ip), { ...valid(randomUUID()), email: `late-${randomUUID()}@example.com` });
    expect(refused.status).toBe(429);
    expect(refused.body.formError).toBe(SUPPORT_MESSAGES.rateLimited);
    expect(await messageCount()).toBe(before);
    expect(
      (await submit(guest(`${ip}9`), { ...valid(randomUUID()), email: `other-${randomUUID()}@example.com` })).status,
    ).toBe(200);
  });

  it("limits messages per account, whatever address and reply address they come from", async () => {
    const user = await seedUser(database.db);
    const who = (i: number): Who => ({
      userId: user.id,
      viewer: { role: "user", email: user.email },
      ip: `10.46.${i}.${Math.floor(Math.random() * 250)}`,
    });
    for (let i = 0; i < SUPPORT_RATE_LIMIT.points; i++)
      expect(
        (await submit(who(i), { ...valid(randomUUID()), email: `a${i}-${randomUUID()}@example.com` })).status,
      ).toBe(200);
    const before = await messageCount();
    const refused = await submit(who(9), { ...valid(randomUUID()), email: `b-${randomUUID()}@example.com` });
    expect(refused.status).toBe(429);
    expect(await messageCount()).toBe(before);
    // Someone else, signed in from the same place, is not held back by that account's limit.
    const other = await seedUser(database.db);
    expect(
      (
        await submit(
          {
            userId: other.id,
            viewer: { role: "user", email: other.email },
            ip: `10.47.0.${Math.floor(Math.random() * 250)}`,
          },
          { ...valid(randomUUID()), email: other.email },
        )
      ).status,
    ).toBe(200);
  });
});

describe(`the admin inbox (${testEngine()})`, () => {
  it("lists by status and topic, replies by mail (kept in the thread, new → answered), closes with a note", async () => {
    const db = database.db;
    const admin = await seedUser(db, { role: "admin", name: "Ada Admin" });
    const fan = await seedUser(db);
    const adminWho: Who = { userId: admin.id, viewer: { role: "admin", name: "Ada Admin", email: admin.email } };
    const tag = randomUUID();
    expect((await submit({ ...guest("10.48.0.1") }, { ...valid(tag), topic: "press", email: fan.email })).status).toBe(
      200,
    );
    const [row] = await storedWith(valid(tag).message);
    const id = row?.id as string;
    const newOnes = await countNewSupportMessages(db, { id: admin.id });
    expect(newOnes).toBeGreaterThan(0);
    expect(
      (await listSupportMessages(db, { id: admin.id }, { status: "new", topic: "press" })).map((r) => r.id),
    ).toContain(id);
    expect(
      (await listSupportMessages(db, { id: admin.id }, { status: "closed", topic: null })).map((r) => r.id),
    ).not.toContain(id);
    await expect(listSupportMessages(db, { id: fan.id }, { status: null, topic: null })).rejects.toMatchObject({
      code: "forbidden",
    });

    const act = (form: Record<string, string>, who = adminWho) =>
      outcome(() =>
        runRoute(messageAction as never, {
          request: post(`/admin/support/${id}`, form),
          context: contextOf(who),
          params: { messageId: id },
        }),
      );

    // A reply whose mail cannot go out is not kept.
    failMail = true;
    expect((await act({ intent: "reply", message: "We're on it." })).status).toBe(503);
    failMail = false;
    expect((await getSupportMessage(db, { id: admin.id }, id)).thread).toEqual([]);

    sent.length = 0;
    expect(await act({ intent: "reply", message: "Fixed — thanks for telling us!" })).toEqual({
      status: 200,
      body: { ok: true, message: `Reply sent to ${fan.email}` },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: fan.email, subject: supportReplySubject("Booth") });
    expect(sent[0]?.text).toContain("Fixed — thanks for telling us!");
    expect(sent[0]?.text).toContain(valid(tag).message);
    expect(await countNewSupportMessages(db, { id: admin.id })).toBe(newOnes - 1);

    expect((await act({ intent: "status", status: "closed", note: "Done in the release of today" })).status).toBe(200);
    expect((await act({ intent: "status", status: "spam" })).status).toBe(400);
    expect((await act({ intent: "reply", message: "" })).status).toBe(400);

    const detail = await getSupportMessage(db, { id: admin.id }, id);
    expect(detail.status).toBe("closed");
    expect(detail.thread.map((e) => [e.kind, e.fromStatus, e.toStatus, e.text, e.byName])).toEqual([
      ["reply", "new", "answered", "Fixed — thanks for telling us!", "Ada Admin"],
      ["status", "answered", "closed", "Done in the release of today", "Ada Admin"],
    ]);

    // The screen: the guard sends a non-admin home before the loader or action runs; an unknown id is a 404.
    const fanWho: Who = { userId: fan.id, viewer: { role: "user", email: fan.email } };
    const refused = await act({ intent: "status", status: "new" }, fanWho);
    expect(refused.status).toBe(302);
    expect((await getSupportMessage(db, { id: admin.id }, id)).status).toBe("closed");
    const missing = randomUUID();
    const unknown = await outcome(() =>
      runRoute(messageLoader as never, {
        request: new Request(`http://localhost/admin/support/${missing}`),
        context: contextOf(adminWho),
        params: { messageId: missing },
      }),
    );
    expect(unknown.status).toBe(404);
  });
});

describe(`retention (${testEngine()})`, () => {
  it("the job deletes messages (and their threads) sent more than 12 months ago, keeps the rest, and books its next run", async () => {
    const db = database.db;
    const now = Date.now();
    const month = 30 * 86_400_000;
    const insert = async (createdAt: Date) => {
      const [row] = await db
        .insert(supportMessages)
        .values({ topic: "other", message: `retention ${randomUUID()}`, email: "old@example.com", createdAt })
        .returning({ id: supportMessages.id });
      await db.insert(supportMessageEvents).values({ messageId: row?.id as string, kind: "reply", text: "Old reply" });
      return row?.id as string;
    };
    const expired = await insert(new Date(now - 13 * month));
    const justExpired = await insert(new Date(now - 366 * 86_400_000));
    const kept = await insert(new Date(now - 11 * month));

    await db.delete(jobs).where(eq(jobs.kind, SUPPORT_RETENTION_JOB));
    await enqueueJob(db, { kind: SUPPORT_RETENTION_JOB });
    const runner = createJobRunner({ db, handlers: supportRetentionHandlers(db) });
    expect(await runner.drain([SUPPORT_RETENTION_JOB])).toBe(1);

    const left = await db
      .select({ id: supportMessages.id })
      .from(supportMessages)
      .where(inArray(supportMessages.id, [expired, justExpired, kept]));
    expect(left.map((r) => r.id)).toEqual([kept]);
    const events = await db
      .select({ id: supportMessageEvents.id })
      .from(supportMessageEvents)
      .where(inArray(supportMessageEvents.messageId, [expired, justExpired]));
    expect(events).toEqual([]);
    // The next daily run is on the queue.
    const next = await db.select().from(jobs).where(eq(jobs.kind, SUPPORT_RETENTION_JOB));
    const booked = next.filter((j) => j.key !== null);
    expect(booked).toHaveLength(1);
    expect(booked[0]?.runAt.toISOString()).toMatch(/T03:30:00\.000Z$/);
    expect(booked[0]?.runAt.getTime()).toBeGreaterThan(now);
  });
});

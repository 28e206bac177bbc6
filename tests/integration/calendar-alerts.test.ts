import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCalendarFeed } from "~/core/events/calendar-feed";
import { createApp } from "~server/app";
import { createAuth } from "~server/auth/auth.server";
import { publicContentChanged } from "~server/cache/public-changes.server";
import { loadConfig } from "~server/config.server";
import type { Database, Db } from "~server/db/client.server";
import { jobs, mateEvents, productionLineFollows, userAlertSettings } from "~server/db/schema";
import {
  seedDj,
  seedEvent,
  seedFollow,
  seedProductionLine,
  seedUser,
  seedVenue,
} from "~server/db/seed/factories.server";
import { unsubscribeToken } from "~server/domain/alerts/alert-tokens.server";
import { findPersonalFeedUser } from "~server/domain/alerts/find-personal-feed-user.server";
import { getAlertSettings } from "~server/domain/alerts/get-alert-settings.server";
import { rotatePersonalFeed } from "~server/domain/alerts/rotate-personal-feed.server";
import { sendAlertDigest } from "~server/domain/alerts/send-alert-digest.server";
import { setAlertsEnabled } from "~server/domain/alerts/set-alerts-enabled.server";
import { unsubscribeAlerts } from "~server/domain/alerts/unsubscribe-alerts.server";
import { getHeldCalendarFeed } from "~server/domain/calendar/get-held-calendar-feed.server";
import { listFeedEvents } from "~server/domain/calendar/list-feed-events.server";
import { claimDueJob } from "~server/domain/jobs/claim-due-job.server";
import {
  createAppJobRunner,
  DIGEST_JOB,
  queueDueDigests,
  sendDueAlertsNow,
} from "~server/jobs/follower-alert-jobs.server";
import type { MailMessage } from "~server/mail/mailer.server";
import { createTestDatabase } from "./helpers/test-database";

const SECRET = "integration-secret-for-calendar-and-alerts";
const ORIGIN = "https://booth.test";
const DAY = 86_400_000;

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database?.close();
});

/** A mailer that keeps what it was given; `failNext` makes the next sends throw like an SMTP outage. */
function outbox() {
  const mails: MailMessage[] = [];
  let failures = 0;
  return {
    mails,
    failNext(n: number) {
      failures = n;
    },
    deps: {
      secret: SECRET,
      publicUrl: ORIGIN,
      brand: "Booth",
      send: async (message: MailMessage) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error("SMTP 421 try again later");
        }
        mails.push(message);
      },
    },
    to: (email: string) => mails.filter((m) => m.to === email),
  };
}

/** Parsed with ical.js; the feed's own VTIMEZONEs are registered, so local times resolve through them. */
function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  for (const zone of component.getAllSubcomponents("vtimezone")) {
    const tz = new ICAL.Timezone(zone);
    if (ICAL.TimezoneService.has(tz.tzid)) ICAL.TimezoneService.remove(tz.tzid);
    ICAL.TimezoneService.register(tz);
  }
  return {
    component,
    events: component.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)),
    zones: component.getAllSubcomponents("vtimezone").map((z) => String(z.getFirstPropertyValue("tzid"))),
  };
}

describe("calendar feeds", () => {
  it("carry published and cancelled events with stable UIDs, VTIMEZONE, and SEQUENCE bumped by updates", async () => {
    const dj = await seedDj(db, { verificationStatus: "verified", displayName: "Feed Tester" });
    const venue = await seedVenue(db);
    const line = await seedProductionLine(db);
    const start = new Date(Date.now() + 10 * DAY);
    start.setUTCHours(21, 0, 0, 0); // 22:00 in Berlin in winter, 23:00 in summer
    const live = await seedEvent(db, {
      eventName: "Feed Night One",
      eventDate: start,
      timeZone: "Europe/Berlin",
      venueId: venue.id,
      productionLineId: line.id,
      lineupDjs: [dj],
    });
    const cancelled = await seedEvent(db, { eventName: "Feed Night Cancelled", status: "cancelled", lineupDjs: [dj] });
    const draft = await seedEvent(db, { eventName: "Feed Night Draft", status: "draft", lineupDjs: [dj] });
    const longGone = await seedEvent(db, {
      eventName: "Feed Night Old",
      eventDate: new Date(Date.now() - 40 * DAY),
      lineupDjs: [dj],
    });

    const found = await listFeedEvents(db, { kind: "dj", slug: dj.slug }, new Date());
    expect(found?.title).toBe("Feed Tester on Booth");
    const feed = parse(
      buildCalendarFeed({ name: found!.title, description: "x", origin: ORIGIN, events: found!.events }),
    );
    const byUid = new Map(feed.events.map((e) => [e.uid, e]));
    expect([...byUid.keys()].sort()).toEqual([`${live.id}@booth`, `${cancelled.id}@booth`].sort());
    expect(byUid.has(`${draft.id}@booth`)).toBe(false);
    expect(byUid.has(`${longGone.id}@booth`)).toBe(false);
    const one = byUid.get(`${live.id}@booth`)!;
    expect(one.summary).toBe("Feed Night One");
    expect(one.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Berlin");
    expect(feed.zones).toContain("Europe/Berlin");
    // The local time with the zone's own VTIMEZONE is the same instant as stored.
    expect(one.startDate.toJSDate().getTime()).toBe(start.getTime());
    expect(one.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(one.sequence).toBe(0);
    expect(byUid.get(`${cancelled.id}@booth`)!.component.getFirstPropertyValue("status")).toBe("CANCELLED");

    // An update (any path: here plain SQL) bumps SEQUENCE; the UID stays.
    const moved = new Date(start.getTime() + DAY);
    await db
      .update(mateEvents)
      .set({ eventName: "Feed Night One (moved)", eventDate: moved })
      .where(eq(mateEvents.id, live.id));
    const after = await listFeedEvents(db, { kind: "venue", slug: venue.slug! }, new Date());
    const updated = parse(
      buildCalendarFeed({ name: "v", description: "v", origin: ORIGIN, events: after!.events }),
    ).events;
    expect(updated.map((e) => e.uid)).toEqual([`${live.id}@booth`]);
    expect(updated[0].sequence).toBe(1);
    expect(updated[0].summary).toBe("Feed Night One (moved)");
    expect(updated[0].startDate.toJSDate().getTime()).toBe(moved.getTime());
    expect(
      (await listFeedEvents(db, { kind: "production", slug: line.slug }, new Date()))?.events.map((e) => e.id),
    ).toEqual([live.id]);
  });

  it("answers null (404) for unknown or inactive DJs, venues and production lines", async () => {
    const hidden = await seedDj(db, { verificationStatus: "none" });
    const closed = await seedVenue(db, { isActive: false });
    const ended = await seedProductionLine(db, { isActive: false });
    const now = new Date();
    expect(await listFeedEvents(db, { kind: "dj", slug: hidden.slug }, now)).toBeNull();
    expect(await listFeedEvents(db, { kind: "dj", slug: "no-such-dj" }, now)).toBeNull();
    expect(await listFeedEvents(db, { kind: "venue", slug: closed.slug! }, now)).toBeNull();
    expect(await listFeedEvents(db, { kind: "production", slug: ended.slug }, now)).toBeNull();
    expect(await getHeldCalendarFeed(db, { kind: "venue", slug: "nowhere" }, ORIGIN)).toBeNull();
  });

  it("is held in memory with a stable ETag until a public change, then rebuilt", async () => {
    const dj = await seedDj(db, { verificationStatus: "verified" });
    const event = await seedEvent(db, { eventName: "Held Feed Night", lineupDjs: [dj] });
    const first = await getHeldCalendarFeed(db, { kind: "dj", slug: dj.slug }, ORIGIN);
    const again = await getHeldCalendarFeed(db, { kind: "dj", slug: dj.slug }, ORIGIN);
    expect(again).toBe(first);
    await db.update(mateEvents).set({ status: "cancelled" }).where(eq(mateEvents.id, event.id));
    expect(await getHeldCalendarFeed(db, { kind: "dj", slug: dj.slug }, ORIGIN)).toBe(first);
    await publicContentChanged(db, "events");
    const rebuilt = await getHeldCalendarFeed(db, { kind: "dj", slug: dj.slug }, ORIGIN);
    expect(rebuilt?.etag).not.toBe(first?.etag);
    expect(parse(rebuilt!.body.toString()).events[0].component.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("opens a personal feed only with the current token; rotating makes the old URL 404", async () => {
    const fan = await seedUser(db);
    const dj = await seedDj(db, { verificationStatus: "verified" });
    const line = await seedProductionLine(db);
    await seedFollow(db, fan.id, dj.id);
    await db.insert(productionLineFollows).values({ userId: fan.id, productionLineId: line.id });
    const a = await seedEvent(db, { eventName: "Personal A", lineupDjs: [dj] });
    const b = await seedEvent(db, { eventName: "Personal B", productionLineId: line.id });
    await seedEvent(db, { eventName: "Personal Not Followed" });

    const { feedToken } = await getAlertSettings(db, fan.id, SECRET);
    expect((await getAlertSettings(db, fan.id, SECRET)).feedToken).toBe(feedToken);
    expect(await findPersonalFeedUser(db, feedToken)).toBe(fan.id);
    const mine = await listFeedEvents(db, { kind: "personal", userId: fan.id }, new Date());
    expect(mine?.events.map((e) => e.id).sort()).toEqual([a.id, b.id].sort());
    // Only a hash is stored.
    const [row] = await db.select().from(userAlertSettings).where(eq(userAlertSettings.userId, fan.id));
    expect(row.feedTokenHash).not.toContain(feedToken);

    const rotated = await rotatePersonalFeed(db, fan.id, SECRET);
    expect(rotated).not.toBe(feedToken);
    expect(await findPersonalFeedUser(db, feedToken)).toBeNull();
    expect(await findPersonalFeedUser(db, rotated)).toBe(fan.id);
    expect(await findPersonalFeedUser(db, "x".repeat(43))).toBeNull();
    expect(await findPersonalFeedUser(db, "../../etc/passwd")).toBeNull();
  });
});

describe("follower alerts", () => {
  it("groups a follower's news into one digest and never sends the same news twice", async () => {
    const box = outbox();
    const fan = await seedUser(db);
    const quiet = await seedUser(db);
    const djA = await seedDj(db, { verificationStatus: "verified", displayName: "Alert DJ A" });
    const djB = await seedDj(db, { verificationStatus: "mate", displayName: "Alert DJ B" });
    const line = await seedProductionLine(db, { name: "Alert Line" });
    await seedFollow(db, fan.id, djA.id);
    await seedFollow(db, fan.id, djB.id);
    await db.insert(productionLineFollows).values({ userId: fan.id, productionLineId: line.id });
    await seedFollow(db, quiet.id, djA.id);
    await setAlertsEnabled(db, quiet.id, false);

    const e1 = await seedEvent(db, {
      eventName: "Digest One",
      lineupDjs: [djA],
      eventDate: new Date(Date.now() + 3 * DAY),
    });
    const e2 = await seedEvent(db, { eventName: "Digest Two", lineupDjs: [djA, djB] });
    const e3 = await seedEvent(db, { eventName: "Digest Three", productionLineId: line.id });
    const gone = await seedEvent(db, { eventName: "Digest Withdrawn", lineupDjs: [djB] });
    await db.update(mateEvents).set({ status: "cancelled" }).where(eq(mateEvents.id, gone.id));
    await seedEvent(db, { eventName: "Digest Draft", status: "draft", lineupDjs: [djA] });

    await sendDueAlertsNow(db, box.deps);
    const mails = box.to(fan.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("3 updates from the DJs and production lines you follow");
    for (const name of ["Digest One", "Digest Two", "Digest Three"]) expect(mails[0].text).toContain(name);
    expect(mails[0].text).not.toContain("Digest Withdrawn");
    expect(mails[0].text).not.toContain("Digest Draft");
    expect(mails[0].text.indexOf("Digest One")).toBeLessThan(mails[0].text.indexOf("Digest Two"));
    expect(mails[0].text).toContain("You follow Alert DJ A, Alert DJ B");
    expect(mails[0].text).toContain("You follow Alert Line");
    expect(mails[0].headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mails[0].headers?.["List-Unsubscribe"]).toBe(
      `<${ORIGIN}/alerts/unsubscribe/${unsubscribeToken(SECRET, fan.id)}>`,
    );
    expect(box.to(quiet.email)).toHaveLength(0);

    // Again: nothing new, nothing sent.
    await sendDueAlertsNow(db, box.deps);
    expect(box.to(fan.email)).toHaveLength(1);

    // A new date, then a cancellation: each is news once.
    await db
      .update(mateEvents)
      .set({ eventDate: new Date(Date.now() + 5 * DAY) })
      .where(eq(mateEvents.id, e1.id));
    await db.update(mateEvents).set({ status: "cancelled" }).where(eq(mateEvents.id, e2.id));
    await sendDueAlertsNow(db, box.deps);
    const second = box.to(fan.email)[1];
    expect(box.to(fan.email)).toHaveLength(2);
    expect(second.text).toContain("New date: Digest One");
    expect(second.text).toContain("Cancelled: Digest Two");
    expect(second.text).not.toContain("Digest Three");
    await sendDueAlertsNow(db, box.deps);
    expect(box.to(fan.email)).toHaveLength(2);
    expect(e3.id).toBeTruthy();
  });

  it("sends exactly one mail per (user, event, kind) across a killed and restarted worker", async () => {
    const box = outbox();
    const fan = await seedUser(db);
    const dj = await seedDj(db, { verificationStatus: "verified" });
    await seedFollow(db, fan.id, dj.id);
    await seedEvent(db, { eventName: "Crash Night", lineupDjs: [dj] });
    await queueDueDigests(db);

    // Worker 1 claims the fan's digest job and the alert rows, then dies before its mail leaves.
    const job = await claimDueJob(db, { workerId: "worker-1", lockMs: 50, kinds: [DIGEST_JOB] });
    expect(job?.payload.userId).toBe(fan.id);
    let triedByDeadWorker = 0;
    void sendAlertDigest(db, fan.id, {
      ...box.deps,
      claimMs: 50,
      send: () => {
        triedByDeadWorker += 1;
        return new Promise<void>(() => {}); // the process is gone: this never settles
      },
    });
    await expect.poll(() => triedByDeadWorker).toBe(1);
    await new Promise((r) => setTimeout(r, 120));
    // The restarted worker takes the job over once its lock has passed, and the alert rows once their claim has.
    await createAppJobRunner(db, box.deps).drain([DIGEST_JOB]);
    expect(box.to(fan.email)).toHaveLength(1);
    expect(box.to(fan.email)[0].subject).toBe("New event: Crash Night");

    // A worker killed after its mail went out but before it finished its job: the job runs again, sends nothing.
    await db
      .update(jobs)
      .set({ status: "queued", lockedUntil: null, runAt: new Date(Date.now() - 1000) })
      .where(sql`${jobs.kind} = ${DIGEST_JOB} and ${jobs.payload}->>'userId' = ${fan.id}`);
    await createAppJobRunner(db, box.deps).drain([DIGEST_JOB]);
    await sendDueAlertsNow(db, box.deps);
    expect(box.to(fan.email)).toHaveLength(1);
    const rows = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from follower_alerts where user_id = ${fan.id}`,
    );
    expect(rows.rows[0].n).toBe(1);
  });

  it("retries a failed mail with backoff: not lost, not doubled", async () => {
    const box = outbox();
    const fan = await seedUser(db);
    const dj = await seedDj(db, { verificationStatus: "verified" });
    await seedFollow(db, fan.id, dj.id);
    await seedEvent(db, { eventName: "Retry Night", lineupDjs: [dj] });
    await queueDueDigests(db);
    box.failNext(1);
    const runner = createAppJobRunner(db, box.deps);
    await runner.drain([DIGEST_JOB]);
    expect(box.to(fan.email)).toHaveLength(0);
    const [retry] = await db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${DIGEST_JOB} and ${jobs.payload}->>'userId' = ${fan.id}`);
    expect(retry.status).toBe("queued");
    expect(retry.lastError).toContain("SMTP 421");
    expect(retry.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: a pass now sends nothing.
    await runner.drain([DIGEST_JOB]);
    expect(box.to(fan.email)).toHaveLength(0);
    // Time passes; the retry delivers once, and later passes send nothing more.
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, retry.id));
    await runner.drain([DIGEST_JOB]);
    await sendDueAlertsNow(db, box.deps);
    expect(box.to(fan.email).map((m) => m.subject)).toEqual(["New event: Retry Night"]);
    const [done] = await db.select().from(jobs).where(eq(jobs.id, retry.id));
    expect(done.status).toBe("done");
    expect(done.attempts).toBe(2);
  });

  it("unsubscribes with a signed token without signing in, idempotently; a forged token changes nothing", async () => {
    const box = outbox();
    const fan = await seedUser(db);
    const other = await seedUser(db);
    const dj = await seedDj(db, { verificationStatus: "verified" });
    await seedFollow(db, fan.id, dj.id);
    await seedFollow(db, other.id, dj.id);
    const token = unsubscribeToken(SECRET, fan.id);
    const forged = `${other.id}.${token.split(".")[1]}`;
    expect(await unsubscribeAlerts(db, forged, SECRET)).toBe(false);
    expect(await unsubscribeAlerts(db, unsubscribeToken("another-secret", other.id), SECRET)).toBe(false);
    expect(await unsubscribeAlerts(db, "garbage", SECRET)).toBe(false);
    expect(await unsubscribeAlerts(db, token, SECRET)).toBe(true);
    expect(await unsubscribeAlerts(db, token, SECRET)).toBe(true);
    expect((await getAlertSettings(db, fan.id, SECRET)).alertsEnabled).toBe(false);
    expect((await getAlertSettings(db, other.id, SECRET)).alertsEnabled).toBe(true);

    await seedEvent(db, { eventName: "After Unsubscribe", lineupDjs: [dj] });
    await sendDueAlertsNow(db, box.deps);
    expect(box.to(fan.email)).toHaveLength(0);
    expect(box.to(other.email)).toHaveLength(1);
  });
});

describe("the e2e hook", () => {
  it("exists only with E2E_HOOKS=on", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "booth-hooks-"));
    const mailer = { kind: "files" as const, send: async () => {} };
    const noPages = async (): Promise<ServerBuild> => {
      throw new Error("pages are not part of this test");
    };
    const hook = async (env: Record<string, string>) => {
      const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "https://booth.example", ...env });
      const app = createApp({
        config,
        database,
        build: noPages,
        mode: "production",
        auth: createAuth(config, database, mailer),
        mailer,
      });
      const response = await app.request("https://booth.example/api/test/alerts-send", {
        method: "POST",
        headers: { origin: "https://booth.example" },
      });
      return response.status;
    };
    expect(await hook({})).toBe(404);
    expect(await hook({ E2E_HOOKS: "off" })).toBe(404);
    expect(await hook({ E2E_HOOKS: "on" })).toBe(200);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addDaysTo,
  DAY_CONFIRMED,
  djToday,
  HOLD_ALREADY_CHALLENGED,
  HOLD_EXPIRY_PASSED,
  HOLD_IN_PAST,
  HOLD_NOT_FOUND,
  INQUIRY_ALREADY_HELD,
  RANGE_TOO_LONG,
} from "~/core/calendar/calendar";
import type { Database } from "~server/db/client.server";
import { bookingInquiries, bookingInquiryStatusHistory, calendarHolds, jobs } from "~server/db/schema";
import { seedDj, seedEvent, seedUser, seedUserRole } from "~server/db/seed/factories.server";
import { challengeHold } from "~server/domain/dj-calendar/challenge-hold.server";
import { confirmInquiryDate } from "~server/domain/dj-calendar/confirm-inquiry-date.server";
import { listCalendarDays } from "~server/domain/dj-calendar/list-calendar-days.server";
import { markDayAvailable } from "~server/domain/dj-calendar/mark-day-available.server";
import { markDaysUnavailable } from "~server/domain/dj-calendar/mark-days-unavailable.server";
import { placeHold } from "~server/domain/dj-calendar/place-hold.server";
import { placeInquiryHold } from "~server/domain/dj-calendar/place-inquiry-hold.server";
import { releaseHold } from "~server/domain/dj-calendar/release-hold.server";
import { runHoldJobsAt } from "~server/jobs/calendar-hold-jobs.server";
import { sendCalendarNotices } from "~server/mail/calendar-emails.server";
import type { MailMessage } from "~server/mail/mailer.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const HOUR = 3_600_000;
const NOW = new Date();
const BERLIN = "Europe/Berlin";

function mailbox() {
  const sent: MailMessage[] = [];
  return {
    sent,
    deps: { send: async (m: MailMessage) => void sent.push(m), publicUrl: "https://booth.test", brand: "Booth" },
  };
}

async function djWithManager() {
  const db = database.db;
  const manager = await seedUser(db);
  const dj = await seedDj(db, { location: "Berlin, Germany", verificationStatus: "verified", bookingEnabled: true });
  await seedUserRole(db, { userId: manager.id, roleType: "dj_manager", resourceType: "dj_profile", resourceId: dj.id });
  return { dj, manager };
}

async function inquiry(djProfileId: string, name: string, email: string, eventDate: string) {
  const [row] = await database.db
    .insert(bookingInquiries)
    .values({ djProfileId, name, email, eventDate, city: "Berlin", message: "A club night with a long set, please." })
    .returning();
  return row;
}

function hold(
  djProfileId: string,
  day: string,
  createdBy: string,
  extra: Partial<{ name: string; email: string; hours: number }> = {},
) {
  return placeHold(
    database.db,
    {
      djProfileId,
      day,
      expiresAt: new Date(NOW.getTime() + (extra.hours ?? 72) * HOUR),
      promoterName: extra.name ?? "Nachtwerk",
      promoterEmail: extra.email ?? null,
      note: null,
      inquiryId: null,
      createdBy,
    },
    NOW,
  );
}

describe("a DJ's calendar", () => {
  it("ranks two inquiries' holds 1st and 2nd; the 1st expires through its job and the 2nd moves up and is mailed", async () => {
    const db = database.db;
    const { dj, manager } = await djWithManager();
    const day = addDaysTo(djToday(NOW, BERLIN), 20);
    const scope = { kind: "dj-managers" as const, djProfileIds: [dj.id] };
    const a = await inquiry(dj.id, "Club Aurora", "aurora@promoters.test", day);
    const b = await inquiry(dj.id, "Sonar Nights", "sonar@promoters.test", day);
    const first = await placeInquiryHold(db, scope, { inquiryId: a.id, actorId: manager.id }, NOW);
    // The second promoter asks an hour later, so their hold also lasts an hour longer.
    const later = new Date(NOW.getTime() + HOUR);
    const second = await placeInquiryHold(db, scope, { inquiryId: b.id, actorId: manager.id }, later);
    expect([first.rank, second.rank]).toEqual([1, 2]);
    // A double submit places nothing more.
    await expect(placeInquiryHold(db, scope, { inquiryId: b.id, actorId: manager.id }, NOW)).rejects.toMatchObject({
      code: "conflict",
      message: INQUIRY_ALREADY_HELD,
    });
    // Another DJ's managers cannot see the inquiry to hold its date.
    await expect(
      placeInquiryHold(db, { kind: "dj-managers", djProfileIds: [] }, { inquiryId: a.id, actorId: manager.id }, NOW),
    ).rejects.toMatchObject({ code: "not_found" });

    // Expiry and the 48 h reminder are on the queue.
    const queued = await db.select().from(jobs).where(eq(jobs.status, "queued"));
    const kinds = queued.filter((j) => j.payload.holdId === first.id).map((j) => j.kind);
    expect(kinds.sort()).toEqual(["calendar.hold-expiry", "calendar.hold-reminder"]);

    const { sent, deps } = mailbox();
    // The reminder 48 h before goes to the managers (not the promoters); nothing expires yet.
    await runHoldJobsAt(db, deps, new Date(first.expiresAt.getTime() - 47 * HOUR));
    expect(sent.map((m) => m.to)).toContain(manager.email.toLowerCase());
    expect(sent.every((m) => /^Hold expiring: /.test(m.subject))).toBe(true);
    expect(sent[0].text).toMatch(/1st hold for Club Aurora/);
    sent.length = 0;

    // Another DJ's clock moving leaves this DJ's holds alone.
    const stranger = await seedDj(db);
    expect(await runHoldJobsAt(db, deps, new Date(first.expiresAt.getTime() + 1000), stranger.id)).toBe(0);
    expect(await runHoldJobsAt(db, deps, new Date(first.expiresAt.getTime() + 1000), dj.id)).toBeGreaterThan(0);
    const rows = await db.select().from(calendarHolds).where(eq(calendarHolds.djProfileId, dj.id));
    expect(rows.find((h) => h.id === first.id)).toMatchObject({ status: "expired", rank: null });
    expect(rows.find((h) => h.id === second.id)).toMatchObject({ status: "active", rank: 1 });
    expect(sent.map((m) => [m.to, m.subject])).toContainEqual([
      "sonar@promoters.test",
      expect.stringMatching(/^Your hold on .+ is now 1st$/),
    ]);
    // Running the jobs again changes and sends nothing.
    sent.length = 0;
    await runHoldJobsAt(db, deps, new Date(first.expiresAt.getTime() + 2000));
    expect(sent).toEqual([]);
  });

  it("a challenge asks the 1st holder; releasing answers it and moves the challenger up", async () => {
    const db = database.db;
    const { dj, manager } = await djWithManager();
    const day = addDaysTo(djToday(NOW, BERLIN), 30);
    const first = await hold(dj.id, day, manager.id, { name: "Kessel", email: "kessel@promoters.test" });
    const second = await hold(dj.id, day, manager.id, { name: "Tresor", email: "tresor@promoters.test" });
    const third = await hold(dj.id, day, manager.id, { name: "Berghain" });
    expect([first.rank, second.rank, third.rank]).toEqual([1, 2, 3]);

    const { sent, deps } = mailbox();
    const challenged = await challengeHold(db, dj.id, second.id, NOW);
    expect(challenged.challenged?.id).toBe(first.id);
    await sendCalendarNotices(deps.send, deps.brand, challenged);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      [
        "kessel@promoters.test",
        expect.stringMatching(/^Confirm or release your hold on .+ for \w{3} \d+ \w{3} \d{4}$/),
      ],
    ]);
    expect(sent[0].text).toMatch(/by \w{3} \d+ \w{3}, \d\d:\d\d (CET|CEST|GMT\+\d)/);
    sent.length = 0;
    await expect(challengeHold(db, dj.id, third.id, NOW)).rejects.toMatchObject({ message: HOLD_ALREADY_CHALLENGED });
    // Another DJ's calendar does not know the hold.
    const other = await seedDj(db);
    await expect(releaseHold(db, other.id, first.id, NOW)).rejects.toMatchObject({
      code: "not_found",
      message: HOLD_NOT_FOUND,
    });

    const released = await releaseHold(db, dj.id, first.id, NOW);
    expect(released.movedUp).toMatchObject({ id: second.id, rank: 1 });
    await sendCalendarNotices(deps.send, deps.brand, released);
    expect(sent.map((m) => m.to)).toEqual(["tresor@promoters.test"]);
    const after = await db.select().from(calendarHolds).where(eq(calendarHolds.djProfileId, dj.id));
    expect(after.find((h) => h.id === third.id)?.rank).toBe(2);
    expect(after.find((h) => h.id === second.id)?.challengeDeadline).toBeNull();
    // The challenge deadline's job finds nothing to lapse.
    await runHoldJobsAt(db, deps, new Date(NOW.getTime() + 71 * HOUR));
    expect((await db.select().from(calendarHolds).where(eq(calendarHolds.id, second.id)))[0].status).toBe("active");
    // Releasing twice is a not_found, nothing changes.
    await expect(releaseHold(db, dj.id, first.id, NOW)).rejects.toMatchObject({ code: "not_found" });
  });

  it("an unanswered challenge lapses at its deadline", async () => {
    const db = database.db;
    const { dj, manager } = await djWithManager();
    const day = addDaysTo(djToday(NOW, BERLIN), 40);
    const first = await hold(dj.id, day, manager.id, { name: "Kessel", hours: 240 });
    const second = await hold(dj.id, day, manager.id, { name: "Tresor", email: "tresor@promoters.test", hours: 240 });
    const { challenged } = await challengeHold(db, dj.id, second.id, NOW);
    const { sent, deps } = mailbox();
    await runHoldJobsAt(db, deps, new Date((challenged?.challengeDeadline ?? NOW).getTime() + 1000));
    const rows = await db.select().from(calendarHolds).where(eq(calendarHolds.djProfileId, dj.id));
    expect(rows.find((h) => h.id === first.id)?.status).toBe("lapsed");
    expect(rows.find((h) => h.id === second.id)?.rank).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(["tresor@promoters.test"]);
  });

  it("refuses holds in the past, expiring before now, on a confirmed day; and ranges over 18 months", async () => {
    const db = database.db;
    const { dj, manager } = await djWithManager();
    const today = djToday(NOW, BERLIN);
    await expect(hold(dj.id, addDaysTo(today, -1), manager.id)).rejects.toMatchObject({ message: HOLD_IN_PAST });
    await expect(
      placeHold(
        db,
        {
          djProfileId: dj.id,
          day: addDaysTo(today, 5),
          expiresAt: new Date(NOW.getTime() - HOUR),
          promoterName: "Late",
          promoterEmail: null,
          note: null,
          inquiryId: null,
          createdBy: manager.id,
        },
        NOW,
      ),
    ).rejects.toMatchObject({ code: "invalid_input", message: HOLD_EXPIRY_PASSED });
    await expect(
      markDaysUnavailable(
        db,
        { djProfileId: dj.id, from: today, to: addDaysTo(today, 600), note: null, createdBy: manager.id },
        NOW,
      ),
    ).rejects.toMatchObject({ message: RANGE_TOO_LONG });
    expect(await db.select().from(calendarHolds).where(eq(calendarHolds.djProfileId, dj.id))).toEqual([]);

    // A published event with the DJ on its lineup makes its local day confirmed.
    const eventDay = addDaysTo(today, 12);
    await seedEvent(db, {
      eventDate: new Date(`${eventDay}T22:30:00Z`), // 23:30 in Berlin: still that day there
      timeZone: BERLIN,
      lineupDjs: [dj],
    });
    await expect(hold(dj.id, eventDay, manager.id)).rejects.toMatchObject({ message: DAY_CONFIRMED });
    const month = await listCalendarDays(db, dj.id, today, addDaysTo(today, 31));
    expect(month.events.map((e) => e.day)).toEqual([eventDay]);
  });

  it("marks days unavailable with a private note, and available again", async () => {
    const db = database.db;
    const { dj, manager } = await djWithManager();
    const from = addDaysTo(djToday(NOW, BERLIN), 3);
    const to = addDaysTo(from, 2);
    expect(
      await markDaysUnavailable(
        db,
        { djProfileId: dj.id, from, to, note: "Family wedding", createdBy: manager.id },
        NOW,
      ),
    ).toBe(3);
    await expect(hold(dj.id, from, manager.id)).rejects.toMatchObject({ code: "invalid_input" });
    expect(await markDayAvailable(db, dj.id, from)).toBe(true);
    const days = await listCalendarDays(db, dj.id, from, to);
    expect(days.unavailable).toEqual([
      { day: addDaysTo(from, 1), note: "Family wedding" },
      { day: to, note: "Family wedding" },
    ]);
  });

  it("Confirm date walks the inquiry to confirmed step by step and tells the other holds that day", async () => {
    const db = database.db;
    const { dj, manager } = await djWithManager();
    const day = addDaysTo(djToday(NOW, BERLIN), 50);
    const scope = { kind: "dj-managers" as const, djProfileIds: [dj.id] };
    const other = await hold(dj.id, day, manager.id, { name: "Tresor", email: "tresor@promoters.test" });
    const mine = await inquiry(dj.id, "Club Aurora", "aurora@promoters.test", day);
    await placeInquiryHold(db, scope, { inquiryId: mine.id, actorId: manager.id }, NOW);
    const confirmed = await confirmInquiryDate(db, scope, { inquiryId: mine.id, actorId: manager.id }, NOW);
    expect(confirmed.steps).toEqual(["contacted", "confirmed"]);
    expect(confirmed.dateTaken.map((h) => h.id)).toEqual([other.id]);
    const [row] = await db.select().from(bookingInquiries).where(eq(bookingInquiries.id, mine.id));
    expect(row.status).toBe("confirmed");
    const history = await db
      .select()
      .from(bookingInquiryStatusHistory)
      .where(and(eq(bookingInquiryStatusHistory.inquiryId, mine.id), eq(bookingInquiryStatusHistory.kind, "status")));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      ["new", "contacted"],
      ["contacted", "confirmed"],
    ]);
    const holds = await db.select().from(calendarHolds).where(eq(calendarHolds.day, day));
    expect(holds.map((h) => h.status).sort()).toEqual(["confirmed", "released"]);
    // Confirmed: no new hold on that day, and no second confirmation.
    await expect(hold(dj.id, day, manager.id)).rejects.toMatchObject({ message: DAY_CONFIRMED });
    const late = await inquiry(dj.id, "Late Promoter", "late@promoters.test", day);
    await expect(confirmInquiryDate(db, scope, { inquiryId: late.id, actorId: manager.id }, NOW)).rejects.toMatchObject(
      {
        message: DAY_CONFIRMED,
      },
    );
    expect((await db.select().from(bookingInquiries).where(eq(bookingInquiries.id, late.id)))[0].status).toBe("new");
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysTo, DAY_CONFIRMED, djToday } from "~/core/calendar/calendar";
import { BOOKING_TRANSITION_REFUSED } from "~/core/venues/venue-ops";
import type { Database } from "~server/db/client.server";
import { bookingInquiries, bookingInquiryStatusHistory, calendarHolds, djFollows, djProfiles } from "~server/db/schema";
import { seedDj, seedEvent, seedUser, seedUserRole } from "~server/db/seed/factories.server";
import { changeInquiryStatus } from "~server/domain/bookings/change-inquiry-status.server";
import { getBookingInquiry } from "~server/domain/bookings/get-booking-inquiry.server";
import { listBookingInquiries } from "~server/domain/bookings/list-booking-inquiries.server";
import { confirmInquiryDate } from "~server/domain/dj-calendar/confirm-inquiry-date.server";
import { createCalendarFeedToken } from "~server/domain/dj-calendar/create-calendar-feed-token.server";
import { findFreeDjs } from "~server/domain/dj-calendar/find-free-djs.server";
import { getHeldAvailability } from "~server/domain/dj-calendar/get-held-availability.server";
import { listCalendarDays } from "~server/domain/dj-calendar/list-calendar-days.server";
import { loadAvailabilityFeed } from "~server/domain/dj-calendar/load-availability-feed.server";
import { markDaysUnavailable } from "~server/domain/dj-calendar/mark-days-unavailable.server";
import { placeHold } from "~server/domain/dj-calendar/place-hold.server";
import { placeInquiryHold } from "~server/domain/dj-calendar/place-inquiry-hold.server";
import { releaseHold } from "~server/domain/dj-calendar/release-hold.server";
import { revokeCalendarFeedToken } from "~server/domain/dj-calendar/revoke-calendar-feed-token.server";
import { seedDemoCalendar } from "~server/domain/dj-calendar/seed-demo-calendar.server";
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

async function djWithManager() {
  const db = database.db;
  const manager = await seedUser(db);
  const dj = await seedDj(db, { location: "Berlin, Germany", verificationStatus: "verified", bookingEnabled: true });
  await seedUserRole(db, { userId: manager.id, roleType: "dj_manager", resourceType: "dj_profile", resourceId: dj.id });
  return { dj, manager, scope: { kind: "dj-managers" as const, djProfileIds: [dj.id] } };
}

async function inquiry(djProfileId: string, name: string, email: string, eventDate: string) {
  const [row] = await database.db
    .insert(bookingInquiries)
    .values({ djProfileId, name, email, eventDate, city: "Berlin", message: "A club night with a long set, please." })
    .returning();
  return row;
}

describe("the status form and the calendar", () => {
  it("confirming through the status form books the day as Confirm date does, and tells the other holds", async () => {
    const db = database.db;
    const { dj, manager, scope } = await djWithManager();
    const day = addDaysTo(djToday(NOW, BERLIN), 40);
    const other = await placeHold(
      db,
      {
        djProfileId: dj.id,
        day,
        expiresAt: new Date(NOW.getTime() + 72 * HOUR),
        promoterName: "Tresor",
        promoterEmail: "tresor@promoters.test",
        note: null,
        inquiryId: null,
        createdBy: manager.id,
      },
      NOW,
    );
    const mine = await inquiry(dj.id, "Club Aurora", "aurora@promoters.test", day);
    const move = (status: "contacted" | "confirmed", note: string | null = null) =>
      changeInquiryStatus(db, scope, { inquiryId: mine.id, status, note, changedBy: manager.id }, NOW);
    // The form offers only the workflow's next steps: new → confirmed is still refused, nothing booked.
    await expect(move("confirmed")).rejects.toMatchObject({ message: BOOKING_TRANSITION_REFUSED });
    expect((await listCalendarDays(db, dj.id, day, day)).holds.map((h) => h.status)).toEqual(["active"]);
    await move("contacted");
    const confirmed = await move("confirmed", "Signed the contract by phone");
    expect(confirmed).toMatchObject({ fromStatus: "contacted", toStatus: "confirmed", name: "Club Aurora" });
    expect(confirmed.dateTaken.map((h) => h.id)).toEqual([other.id]);

    const days = await listCalendarDays(db, dj.id, day, day);
    expect(days.holds.map((h) => [h.status, h.inquiryId])).toEqual([["confirmed", mine.id]]);
    const history = await db
      .select()
      .from(bookingInquiryStatusHistory)
      .where(and(eq(bookingInquiryStatusHistory.inquiryId, mine.id), eq(bookingInquiryStatusHistory.kind, "status")));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([
      ["new", "contacted", null],
      ["contacted", "confirmed", "Signed the contract by phone"],
    ]);
    // The day is now taken for everyone: a second inquiry confirmed through the form is refused and stays put.
    const late = await inquiry(dj.id, "Late Promoter", "late@promoters.test", day);
    await changeInquiryStatus(db, scope, {
      inquiryId: late.id,
      status: "contacted",
      note: null,
      changedBy: manager.id,
    });
    await expect(
      changeInquiryStatus(db, scope, { inquiryId: late.id, status: "confirmed", note: null, changedBy: manager.id }),
    ).rejects.toMatchObject({ message: DAY_CONFIRMED });
    expect((await db.select().from(bookingInquiries).where(eq(bookingInquiries.id, late.id)))[0].status).toBe(
      "contacted",
    );
    expect(await db.select().from(calendarHolds).where(eq(calendarHolds.inquiryId, late.id))).toEqual([]);
  });
});

function handHold(djProfileId: string, day: string, createdBy: string, promoterName = "Tresor") {
  return placeHold(
    database.db,
    {
      djProfileId,
      day,
      expiresAt: new Date(NOW.getTime() + 72 * HOUR),
      promoterName,
      promoterEmail: null,
      note: null,
      inquiryId: null,
      createdBy,
    },
    NOW,
  );
}

describe("public availability", () => {
  it("the grid says only which days are taken — holds, confirmations, gigs, unavailable days — and follows each change", async () => {
    const db = database.db;
    const { dj, manager, scope } = await djWithManager();
    const today = djToday(NOW, BERLIN);
    const held = addDaysTo(today, 10);
    const away = addDaysTo(today, 12);
    const gig = addDaysTo(today, 14);
    const confirmed = addDaysTo(today, 16);
    const grid = () => getHeldAvailability(db, dj, NOW);
    expect(await grid()).toEqual({ timeZone: BERLIN, today, busy: [] });

    const hold = await handHold(dj.id, held, manager.id);
    await markDaysUnavailable(
      db,
      { djProfileId: dj.id, from: away, to: away, note: "Private", createdBy: manager.id },
      NOW,
    );
    await seedEvent(db, {
      status: "published",
      eventDate: new Date(`${gig}T20:00:00Z`),
      timeZone: BERLIN,
      lineupDjs: [dj],
    });
    const mine = await inquiry(dj.id, "Club Aurora", "aurora@promoters.test", confirmed);
    await confirmInquiryDate(db, scope, { inquiryId: mine.id, actorId: manager.id }, NOW);
    // Each calendar write dropped the held grid (publicContentChanged); the event is read fresh after the 5 s or a
    // change, and the confirmation above announced one.
    const after = await grid();
    expect(after.busy).toEqual([held, away, gig, confirmed]);
    // Never why: the public answer is the zone, today and bare days.
    expect(JSON.stringify(after)).not.toMatch(/Private|Tresor|Aurora/);

    await releaseHold(db, dj.id, hold.id, NOW);
    expect((await grid()).busy).toEqual([away, gig, confirmed]);
  });

  it("an inquiry for a taken day is accepted and marked busy for its managers, not for its own hold", async () => {
    const db = database.db;
    const { dj, manager, scope } = await djWithManager();
    const day = addDaysTo(djToday(NOW, BERLIN), 30);
    const first = await inquiry(dj.id, "Club Aurora", "aurora@promoters.test", day);
    await placeInquiryHold(db, scope, { inquiryId: first.id, actorId: manager.id }, NOW);
    const second = await inquiry(dj.id, "Sonar Nights", "sonar@promoters.test", day);
    const free = await inquiry(dj.id, "Open Air", "open@promoters.test", addDaysTo(day, 1));
    expect((await getBookingInquiry(db, scope, first.id)).busyDay).toBe(false);
    expect((await getBookingInquiry(db, scope, second.id)).busyDay).toBe(true);
    expect((await getBookingInquiry(db, scope, free.id)).busyDay).toBe(false);
    const list = await listBookingInquiries(db, scope, {
      status: "all",
      q: "",
      dj: null,
      gigFrom: null,
      gigTo: null,
      receivedFrom: null,
      receivedTo: null,
      sort: "received-desc",
      page: 1,
    });
    expect(Object.fromEntries(list.rows.map((r) => [r.name, r.busyDay]))).toEqual({
      "Club Aurora": false,
      "Sonar Nights": true,
      "Open Air": false,
    });
  });
});

describe("the private feed", () => {
  it("lists the DJ's holds ranked and confirmed dates for the token's holder; a new token or a revoke ends the old", async () => {
    const db = database.db;
    const { dj, manager, scope } = await djWithManager();
    const day = addDaysTo(djToday(NOW, BERLIN), 20);
    expect(await loadAvailabilityFeed(db, "x".repeat(43), "https://booth.test", NOW)).toBeNull();
    const token = await createCalendarFeedToken(db, dj.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is kept.
    const [stored] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(stored.calendarFeedTokenHash).not.toContain(token);
    await handHold(dj.id, day, manager.id, "Tresor");
    await handHold(dj.id, day, manager.id, "Berghain");
    const confirmed = await inquiry(dj.id, "Club Aurora", "aurora@promoters.test", addDaysTo(day, 1));
    await confirmInquiryDate(db, scope, { inquiryId: confirmed.id, actorId: manager.id }, NOW);
    const ics = ((await loadAvailabilityFeed(db, token, "https://booth.test", NOW)) ?? "").replace(/\r\n /g, "");
    expect(ics).toContain("SUMMARY:Hold (1st): Tresor");
    expect(ics).toContain("SUMMARY:Hold (2nd): Berghain");
    expect(ics).toContain("SUMMARY:Confirmed: Club Aurora");
    expect(ics).toContain(`DTSTART;VALUE=DATE:${day.replaceAll("-", "")}`);
    expect(ics.match(/^UID:hold-/gm)).toHaveLength(3);

    const next = await createCalendarFeedToken(db, dj.id);
    expect(await loadAvailabilityFeed(db, token, "https://booth.test", NOW)).toBeNull();
    expect(await loadAvailabilityFeed(db, next, "https://booth.test", NOW)).toContain("Hold (1st): Tresor");
    await revokeCalendarFeedToken(db, dj.id);
    expect(await loadAvailabilityFeed(db, next, "https://booth.test", NOW)).toBeNull();
  });
});

describe("finding a DJ free on a date", () => {
  it("lists only DJs free that day — no hold, confirmation, gig or unavailable mark — by genre and city, most wanted first", async () => {
    const db = database.db;
    const tag = Math.random().toString(36).slice(2, 8);
    const city = `Freetown${tag}`;
    const genre = `Amapiano${tag}`;
    const day = addDaysTo(djToday(NOW, BERLIN), 60);
    const make = (name: string, extra: Partial<Parameters<typeof seedDj>[1]> = {}) =>
      seedDj(db, {
        displayName: `${name} ${tag}`,
        location: `${city}, Sierra Leone`,
        genres: [genre, "House"],
        bookingEnabled: true,
        verificationStatus: "verified",
        ...extra,
      });
    const free = await make("Free");
    const popular = await make("Popular", { verificationStatus: "mate" });
    const held = await make("Held");
    const away = await make("Away");
    const gigging = await make("Gigging");
    const booked = await make("Booked");
    const quiet = await make("Quiet");
    await make("Closed", { bookingEnabled: false });
    await make("Elsewhere", { location: "Lagos, Nigeria" });
    await make("Other genre", { genres: ["Techno"] });
    const manager = await seedUser(db);
    await handHold(held.id, day, manager.id);
    await markDaysUnavailable(db, { djProfileId: away.id, from: day, to: day, note: null, createdBy: manager.id }, NOW);
    await seedEvent(db, {
      status: "published",
      eventDate: new Date(`${day}T21:00:00Z`),
      timeZone: "Africa/Freetown",
      lineupDjs: [gigging],
    });
    const scope = { kind: "dj-managers" as const, djProfileIds: [booked.id] };
    const ask = await inquiry(booked.id, "Club Aurora", "aurora@promoters.test", day);
    await confirmInquiryDate(db, scope, { inquiryId: ask.id, actorId: manager.id }, NOW);
    // Demand: two followers for Popular (one from the city), none for Free.
    for (const [who, from] of [
      [await seedUser(db), city],
      [await seedUser(db), "Accra"],
    ] as const)
      await db.insert(djFollows).values({ userId: who.id, djProfileId: popular.id, city: from });
    await db.insert(djFollows).values({ userId: (await seedUser(db)).id, djProfileId: free.id, city: "Accra" });
    await db.insert(djFollows).values({ userId: (await seedUser(db)).id, djProfileId: free.id, city: "Accra" });
    // Quiet was followed once and then unfollowed: back to none, after every followed DJ.
    const once = await seedUser(db);
    await db.insert(djFollows).values({ userId: once.id, djProfileId: quiet.id, city: city });
    await db.delete(djFollows).where(eq(djFollows.userId, once.id));

    const names = async (input: { genre?: string | null; city?: string | null; byCity?: boolean; date?: string }) =>
      (
        await findFreeDjs(
          db,
          {
            date: input.date ?? day,
            genre: input.genre ?? genre,
            city: input.city ?? city,
            byCity: input.byCity ?? false,
          },
          NOW,
        )
      ).map((d) => d.displayName.replace(` ${tag}`, ""));
    // Overall followers tie (2 and 2): the verified DJ comes first.
    expect(await names({})).toEqual(["Free", "Popular", "Quiet"]);
    const counted = await findFreeDjs(db, { date: day, genre, city, byCity: false }, NOW);
    expect(counted.map((d) => d.followers)).toEqual([2, 2, 0]);
    // In the city, Popular has a follower from there and Free none.
    expect(await names({ byCity: true })).toEqual(["Popular", "Free", "Quiet"]);
    expect(await names({ genre: genre.toUpperCase(), city: city.toLowerCase() })).toEqual(["Free", "Popular", "Quiet"]);
    // The demand order's tie-breaks follow the profiles: Popular verified, Free renamed past it.
    await db.update(djProfiles).set({ verificationStatus: "verified" }).where(eq(djProfiles.id, popular.id));
    await db
      .update(djProfiles)
      .set({ displayName: `Zed Free ${tag}` })
      .where(eq(djProfiles.id, free.id));
    expect(await names({})).toEqual(["Popular", "Zed Free", "Quiet"]);
    // The next day everyone of the genre in the city is free again (Closed never: it takes no bookings).
    expect((await names({ date: addDaysTo(day, 1) })).sort()).toEqual(
      ["Away", "Booked", "Zed Free", "Gigging", "Held", "Popular", "Quiet"].sort(),
    );
  });
});

describe("demo", () => {
  it("the demo calendar's held date has a third promoter's inquiry, marked busy for the managers", async () => {
    const db = database.db;
    const { dj, manager, scope } = await djWithManager();
    await seedDemoCalendar(db, dj.id, manager.id, NOW);
    await seedDemoCalendar(db, dj.id, manager.id, NOW);
    const [row] = await db.select().from(bookingInquiries).where(eq(bookingInquiries.djProfileId, dj.id));
    expect((await getBookingInquiry(db, scope, row.id)).busyDay).toBe(true);
    expect(await db.select().from(bookingInquiries).where(eq(bookingInquiries.djProfileId, dj.id))).toHaveLength(1);
  });
});

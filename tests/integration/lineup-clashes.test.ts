import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locationPlaceQueries, venuePlaceQueries } from "~/core/places/resolve-place";
import type { Database } from "~server/db/client.server";
import {
  bookingInquiries,
  calendarHolds,
  calendarUnavailableDays,
  lineupClashOverrides,
  venueProfiles,
} from "~server/db/schema";
import { seedDj, seedEvent, seedProductionLine, seedUser, seedVenue } from "~server/db/seed/factories.server";
import { checkLineupClashes, type LineupClashInput } from "~server/domain/clashes/check-lineup-clashes.server";
import { getRadiusClause } from "~server/domain/clashes/get-radius-clause.server";
import { listClashOverrides } from "~server/domain/clashes/list-clash-overrides.server";
import { recordClashOverrides } from "~server/domain/clashes/record-clash-overrides.server";
import { saveRadiusClause } from "~server/domain/clashes/save-radius-clause.server";
import { resolvePlaces } from "~server/domain/places/resolve-places.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const DAY = 24 * 3_600_000;
// A Saturday far enough ahead for every test's days to be free of the others'.
const base = (days: number) => new Date(Date.UTC(2031, 2, 1, 21, 0, 0) + days * DAY);

function input(over: Partial<LineupClashInput>): LineupClashInput {
  return {
    eventRowId: null,
    startsAt: base(0),
    endsAt: null,
    venueId: null,
    productionLineId: null,
    location: null,
    djProfileIds: [],
    actorEmail: null,
    ...over,
  };
}

describe("the gazetteer, loaded by the migration", () => {
  it("places venues and free-text locations as Booth stores them", async () => {
    const [berlin, london, nyc, kreuzberg, nowhere] = await resolvePlaces(database.db, [
      venuePlaceQueries("Berlin", "Germany"),
      venuePlaceQueries("London", "UK"),
      locationPlaceQueries("New York, USA"),
      locationPlaceQueries("Kreuzberg, Berlin"),
      locationPlaceQueries("A field somewhere"),
    ]);
    expect(berlin).toMatchObject({ known: true, name: "Berlin", country: "DE" });
    expect(london).toMatchObject({ known: true, name: "London", country: "GB" });
    expect(nyc).toMatchObject({ known: true, name: "New York City", country: "US" });
    expect(kreuzberg).toMatchObject({ known: true, name: "Kreuzberg" });
    expect(nowhere).toEqual({ known: false, reason: "unknown-city" });
  });
});

describe("checkLineupClashes", () => {
  it("names another public event nearby within 12 h; a far or unpublished one is no clash", async () => {
    const db = database.db;
    const dj = await seedDj(db, { displayName: "Clash Nearby" });
    await seedEvent(db, {
      eventName: "Leipzig Late",
      eventDate: new Date(base(0).getTime() + 18 * 3_600_000),
      location: "Leipzig, Germany",
      lineupDjs: [dj],
    });
    await seedEvent(db, {
      eventName: "London Early",
      eventDate: new Date(base(0).getTime() + 8 * 3_600_000),
      location: "London, UK",
      lineupDjs: [dj],
    });
    await seedEvent(db, {
      eventName: "Draft Night",
      eventDate: base(0),
      location: "Berlin, Germany",
      status: "draft",
      lineupDjs: [dj],
    });
    // The booking: Berlin, 21:00 to 03:00; Leipzig (150 km) starts 18 h after the start, 12 h after the end.
    const report = await checkLineupClashes(
      db,
      input({
        location: "Berlin, Germany",
        endsAt: new Date(base(0).getTime() + 6 * 3_600_000),
        djProfileIds: [dj.id],
      }),
    );
    expect(report.warnings.map((w) => w.text)).toEqual([
      expect.stringMatching(
        /^Clash Nearby plays Leipzig Late \(Warehouse, Leipzig, Germany\) on .*, 150 km away and 12 hours apart\.$/,
      ),
    ]);
    expect(report.warnings[0]).toMatchObject({ kind: "event" });
    expect(report.notes).toEqual([]);
  });

  it("a venue's 50 km / 30-day clause warns on a nearby booking, not on a far one nor on its own nights", async () => {
    const db = database.db;
    const dj = await seedDj(db, { displayName: "Clause Resident" });
    const club = await seedVenue(db, { name: "Clause Club", city: "Berlin", country: "Germany" });
    await saveRadiusClause(db, { venueId: club.id }, { radiusKm: 50, daysBefore: 30, daysAfter: 30 });
    expect(await getRadiusClause(db, { venueId: club.id })).toEqual({ radiusKm: 50, daysBefore: 30, daysAfter: 30 });
    await seedEvent(db, {
      eventName: "Resident Night",
      eventDate: base(40),
      venueId: club.id,
      venue: "Clause Club",
      location: "Berlin, Germany",
      lineupDjs: [dj],
    });
    const potsdam = await checkLineupClashes(
      db,
      input({ startsAt: base(20), location: "Potsdam, Germany", djProfileIds: [dj.id] }),
    );
    expect(potsdam.warnings.map((w) => w.text)).toEqual([
      expect.stringContaining("inside Clause Club's radius clause (50 km, 30 days before and 30 days after)"),
    ]);
    const leipzig = await checkLineupClashes(
      db,
      input({ startsAt: base(20), location: "Leipzig, Germany", djProfileIds: [dj.id] }),
    );
    expect(leipzig.warnings).toEqual([]);
    const tooEarly = await checkLineupClashes(
      db,
      input({ startsAt: base(5), location: "Potsdam, Germany", djProfileIds: [dj.id] }),
    );
    expect(tooEarly.warnings).toEqual([]);
    const ownNight = await checkLineupClashes(
      db,
      input({ startsAt: base(47), venueId: club.id, djProfileIds: [dj.id] }),
    );
    expect(ownNight.warnings).toEqual([]);
    // A production line's clause, the same way.
    const line = await seedProductionLine(db, { name: "Clause Series" });
    await saveRadiusClause(db, { productionLineId: line.id }, { radiusKm: 500, daysBefore: 0, daysAfter: 90 });
    await seedEvent(db, {
      eventName: "Series Opener",
      eventDate: base(100),
      productionLineId: line.id,
      location: "Hamburg, Germany",
      lineupDjs: [dj],
    });
    const after = await checkLineupClashes(
      db,
      input({ startsAt: base(150), location: "Berlin, Germany", djProfileIds: [dj.id] }),
    );
    expect(after.warnings.map((w) => w.text)).toEqual([
      expect.stringContaining("inside Clause Series's radius clause"),
    ]);
  });

  it("says held or unavailable, never why; the saver's own 1st hold is no clash", async () => {
    const db = database.db;
    const dj = await seedDj(db, { displayName: "Held Day", timeZone: "Europe/Berlin" });
    const day = "2031-04-05";
    await db.insert(calendarUnavailableDays).values({ djProfileId: dj.id, day, note: "Family wedding" });
    const [inquiry] = await db
      .insert(bookingInquiries)
      .values({ djProfileId: dj.id, name: "Promoter A", email: "a@promoters.test", eventDate: day })
      .returning();
    await db.insert(calendarHolds).values({
      djProfileId: dj.id,
      day,
      rank: 1,
      inquiryId: inquiry.id,
      promoterName: "Promoter A",
      expiresAt: base(60),
    });
    const startsAt = new Date("2031-04-05T20:00:00Z");
    const other = await checkLineupClashes(
      db,
      input({ startsAt, location: "Berlin, Germany", djProfileIds: [dj.id], actorEmail: "b@promoters.test" }),
    );
    expect(other.warnings.map((w) => w.text)).toEqual([
      "Held Day is held on Sat 5 Apr 2031.",
      "Held Day is unavailable on Sat 5 Apr 2031.",
    ]);
    expect(JSON.stringify(other)).not.toContain("Family wedding");
    expect(JSON.stringify(other)).not.toContain("Promoter A");
    const own = await checkLineupClashes(
      db,
      input({ startsAt, location: "Berlin, Germany", djProfileIds: [dj.id], actorEmail: "A@Promoters.test" }),
    );
    expect(own.warnings.map((w) => w.kind)).toEqual(["unavailable"]);
  });

  it("an unknown place skips the radius part and says so; the same time still clashes", async () => {
    const db = database.db;
    const dj = await seedDj(db, { displayName: "Unplaced" });
    await seedEvent(db, {
      eventName: "Secret Rave",
      eventDate: new Date(base(200).getTime() + 10 * 3_600_000),
      venue: "Secret",
      location: "Somewhere in the woods",
      lineupDjs: [dj],
    });
    await seedEvent(db, { eventName: "Same Hour", eventDate: base(210), location: "Tokyo, Japan", lineupDjs: [dj] });
    const report = await checkLineupClashes(
      db,
      input({ startsAt: base(200), location: "Berlin, Germany", djProfileIds: [dj.id] }),
    );
    expect(report.warnings).toEqual([]);
    expect(report.notes).toEqual(["Secret Rave is not in a city we know, so its distance was not checked."]);
    const unknownBooking = await checkLineupClashes(
      db,
      input({ startsAt: base(210), location: "Our secret spot", djProfileIds: [dj.id] }),
    );
    expect(unknownBooking.warnings.map((w) => w.text)).toEqual([expect.stringContaining("plays Same Hour")]);
    expect(unknownBooking.notes).toEqual([expect.stringContaining("This event's place is not a city we know")]);
  });

  it("an override keeps its reason, is listed for the event and the DJ's day, and is not asked again", async () => {
    const db = database.db;
    const dj = await seedDj(db, { displayName: "Overridden" });
    const admin = await seedUser(db, { name: "Ada Admin" });
    await seedEvent(db, {
      eventName: "First Booking",
      eventDate: base(300),
      location: "Berlin, Germany",
      lineupDjs: [dj],
    });
    const mine = await seedEvent(db, {
      eventName: "Second Booking",
      eventDate: new Date(base(300).getTime() + 3 * 3_600_000),
      location: "Potsdam, Germany",
      lineupDjs: [dj],
    });
    const ask = input({
      eventRowId: mine.id,
      startsAt: mine.eventDate,
      location: "Potsdam, Germany",
      djProfileIds: [dj.id],
    });
    const first = await checkLineupClashes(db, ask);
    expect(first.warnings).toHaveLength(1);
    await recordClashOverrides(db, mine.id, first.warnings, "Back to back, agreed with both promoters", admin.id);
    const again = await checkLineupClashes(db, ask);
    expect(again.warnings).toEqual([]);
    expect(again.overriddenDjIds).toEqual([dj.id]);
    const listed = await listClashOverrides(db, { eventRowId: mine.id });
    expect(listed).toEqual([
      expect.objectContaining({
        djName: "Overridden",
        reason: "Back to back, agreed with both promoters",
        by: "Ada Admin",
        warnings: [first.warnings[0].text],
      }),
    ]);
    const onDay = await listClashOverrides(db, { djProfileId: dj.id, from: base(299), to: base(301) });
    expect(onDay.map((o) => o.eventName)).toEqual(["Second Booking"]);
    // A second override replaces the first.
    await recordClashOverrides(db, mine.id, first.warnings, "Changed: a later set", admin.id);
    expect(
      (await db.select().from(lineupClashOverrides).where(eq(lineupClashOverrides.eventId, mine.id))).map(
        (r) => r.reason,
      ),
    ).toEqual(["Changed: a later set"]);
  });

  it("the table refuses a radius of 0 or over 20,000 km and a clause over 365 days", async () => {
    const db = database.db;
    const club = await seedVenue(db);
    for (const clause of [
      { radiusKm: 0, daysBefore: 1, daysAfter: 1 },
      { radiusKm: 20_001, daysBefore: 1, daysAfter: 1 },
      { radiusKm: 50, daysBefore: 366, daysAfter: 1 },
    ])
      await expect(saveRadiusClause(db, { venueId: club.id }, clause)).rejects.toThrow();
    const [row] = await db
      .select({ r: venueProfiles.clashRadiusKm })
      .from(venueProfiles)
      .where(eq(venueProfiles.id, club.id));
    expect(row.r).toBeNull();
  });
});

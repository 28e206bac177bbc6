import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventDayLabel, venueAnalyticsEventRows } from "~/core/analytics/event-analytics";
import type { Database } from "~server/db/client.server";
import { eventViews } from "~server/db/schema";
import { seedDj, seedEvent, seedVenue } from "~server/db/seed/factories.server";
import { listDjEventBreakdown } from "~server/domain/dj-analytics/list-dj-event-breakdown.server";
import { getVenueAnalytics } from "~server/domain/venues/get-venue-analytics.server";
import { createTestDatabase } from "./helpers/test-database";

// Event dates on the analytics screens (and their CSV, which is the table's rows) are in the event's own zone
// (decision 021): a Tuesday 22:00 night in New York is Wednesday in UTC, and must still read Tuesday.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Tuesday 1 December 2026, 22:00 in New York (Wednesday 2 December, 03:00 UTC). */
const NEW_YORK_NIGHT = new Date("2026-12-02T03:00:00Z");
/** Saturday 5 December 2026, 01:00 in Tokyo (Friday 4 December, 16:00 UTC). */
const TOKYO_NIGHT = new Date("2026-12-04T16:00:00Z");
const NOW = new Date("2026-12-06T12:00:00Z");

describe("event dates in analytics", () => {
  it("venue analytics (table and CSV rows) write each event's day where it happens", async () => {
    const db = database.db;
    const venue = await seedVenue(db, { name: "Zone Test Hall", city: "New York", country: "USA" });
    const ny = await seedEvent(db, {
      venueId: venue.id,
      eventName: "Tz Brooklyn Night",
      eventDate: NEW_YORK_NIGHT,
      timeZone: "America/New_York",
    });
    const tokyo = await seedEvent(db, {
      venueId: venue.id,
      eventName: "Tz Tokyo Night",
      eventDate: TOKYO_NIGHT,
      timeZone: "Asia/Tokyo",
    });
    await db.insert(eventViews).values([
      { eventId: ny.id, createdAt: new Date("2026-12-03T10:00:00Z") },
      { eventId: ny.id, createdAt: new Date("2026-12-03T11:00:00Z") },
      { eventId: tokyo.id, createdAt: new Date("2026-12-05T10:00:00Z") },
    ]);
    const analytics = await getVenueAnalytics(db, { id: venue.id, viewCount: 0 }, { days: 7, now: NOW });
    expect(venueAnalyticsEventRows(analytics.events)).toEqual([
      { eventId: ny.eventId, name: "Tz Brooklyn Night", views: 2, when: "Tue 1 Dec" },
      { eventId: tokyo.eventId, name: "Tz Tokyo Night", views: 1, when: "Sat 5 Dec" },
    ]);
  });

  it("the DJ dashboard's event breakdown carries each event's zone for its day", async () => {
    const db = database.db;
    const dj = await seedDj(db, { displayName: "Tz Selector" });
    const ny = await seedEvent(db, {
      eventName: "Tz Lineup Night",
      eventDate: NEW_YORK_NIGHT,
      timeZone: "America/New_York",
      lineupDjs: [dj],
    });
    await db.insert(eventViews).values([{ eventId: ny.id, createdAt: new Date("2026-12-03T10:00:00Z") }]);
    const rows = await listDjEventBreakdown(db, { djProfileId: dj.id, from: "2026-11-30", to: "2026-12-06" });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventId: ny.eventId, timeZone: "America/New_York" });
    expect(eventDayLabel(rows[0].startsAt, rows[0].timeZone)).toBe("Tue 1 Dec 2026");
  });
});

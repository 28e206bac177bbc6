import { and, asc, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDateOf, localTimeOf } from "~/core/events/events";
import type { SignedInContext } from "~server/adapters/access.server";
import { submitEventForm } from "~server/adapters/event-form.server";
import type { Database, Db } from "~server/db/client.server";
import { eventLineup, eventSeries, mateEvents } from "~server/db/schema";
import { type DjProfile, seedDj, seedUser, type User } from "~server/db/seed/factories.server";
import { loadCalendarFeed } from "~server/domain/calendar/load-calendar-feed.server";
import { listDjEventDays } from "~server/domain/dj-calendar/list-dj-event-days.server";
import { cancelEvent } from "~server/domain/events/cancel-event.server";
import { createEvent } from "~server/domain/events/create-event.server";
import { getPublicEvent } from "~server/domain/events/get-public-event.server";
import { listDjGigs } from "~server/domain/events/list-dj-gigs.server";
import { eventFormFields } from "./helpers/event-form";
import { createTestDatabase } from "./helpers/test-database";

// Residencies (decision 059) through the event form's own action, on PGlite and (scripts/test-integration-pg.sh)
// PostgreSQL: every occurrence an event of its own, bad recurrences refused with nothing stored.

let database: Database;
let db: Db;
let mate: User;
let resident: DjProfile;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  mate = await seedUser(db, { name: "Rhea Resident-Booker" });
  resident = await seedDj(db, { verificationStatus: "verified", displayName: "Rune Resident" });
});
afterAll(async () => {
  await database?.close();
});

/** A Thursday at least `days` from now (UTC calendar). */
function thursdayFrom(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  while (at.getUTCDay() !== 4) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

function ctx(): SignedInContext {
  return {
    database,
    config: { dataDir: "/nonexistent-no-upload-is-made" },
    flags: { eventAdminApproval: false },
    viewer: { role: "user", email: mate.email },
    userId: mate.id,
  } as unknown as SignedInContext;
}

async function post(fields: Record<string, string>, eventId?: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const url = eventId ? `http://localhost/mate/events/${eventId}/edit` : "http://localhost/mate/events/create";
  return submitEventForm(new Request(url, { method: "POST", body: form }), ctx(), {
    eventId,
    donePath: "/mate/events",
  });
}

async function storedCounts() {
  const [events] = await db.select({ n: count() }).from(mateEvents);
  const [series] = await db.select({ n: count() }).from(eventSeries);
  return { events: events.n, series: series.n };
}

async function seriesRows(seriesId: string) {
  return db.select().from(mateEvents).where(eq(mateEvents.seriesId, seriesId)).orderBy(asc(mateEvents.eventDate));
}

const lineup = () => JSON.stringify([{ djProfileId: null, name: "Guest" }]);

describe("a residency made on the event form", () => {
  let seriesId = "";
  let first = "";

  it("stores 8 Thursdays as 8 events of their own, each with its lineup, in Berlin's local 22:00", async () => {
    first = thursdayFrom(20);
    const response = await post(
      eventFormFields("Thursday Residency", {
        date: first,
        lineup: JSON.stringify([{ djProfileId: resident.id, name: resident.displayName }]),
        repeat: "weekly",
        repeatEnds: "count",
        repeatCount: "8",
      }),
    );
    expect(response).toBeInstanceOf(Response);
    const location = new URL((response as Response).headers.get("Location") ?? "", "http://localhost");
    expect(location.searchParams.get("saved")).toBe("published");
    expect(location.searchParams.get("dates")).toBe("8");
    const [firstRow] = await db
      .select()
      .from(mateEvents)
      .where(eq(mateEvents.eventId, location.searchParams.get("event") ?? ""));
    seriesId = firstRow.seriesId ?? "";
    const rows = await seriesRows(seriesId);
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => r.eventId)).size).toBe(8);
    expect(rows[0].eventId).toBe(`thursday-residency-${first}`);
    for (const [i, row] of rows.entries()) {
      const day = new Date(`${first}T12:00:00Z`);
      day.setUTCDate(day.getUTCDate() + 7 * i);
      expect(localDateOf(row.eventDate, "Europe/Berlin")).toBe(day.toISOString().slice(0, 10));
      expect(localTimeOf(row.eventDate, "Europe/Berlin")).toBe("22:00");
      expect(localTimeOf(row.endDate as Date, "Europe/Berlin")).toBe("04:00");
      expect(row.status).toBe("published");
      expect(row.createdBy).toBe(mate.id);
    }
    const lineups = await db
      .select({ eventId: eventLineup.eventId })
      .from(eventLineup)
      .where(
        and(
          eq(eventLineup.djProfileId, resident.id),
          inArray(
            eventLineup.eventId,
            rows.map((r) => r.id),
          ),
        ),
      );
    expect(lineups).toHaveLength(8);
    const [series] = await db.select().from(eventSeries).where(eq(eventSeries.id, seriesId));
    expect(series.rule).toContain("RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TH;COUNT=8");
    expect(series.timeZone).toBe("Europe/Berlin");
  });

  it("shows on the first date's page how it repeats and the next 7 dates; on the resident's calendar and feed", async () => {
    const rows = await seriesRows(seriesId);
    const page = await getPublicEvent(db, rows[0].eventId);
    expect(page?.series?.label).toBe("Every Thursday");
    expect(page?.series?.next.map((d) => d.eventId)).toEqual(rows.slice(1).map((r) => r.eventId));
    const last = localDateOf(rows[7].eventDate, "Europe/Berlin");
    const days = await listDjEventDays(db, resident.id, first, last);
    expect(days.map((d) => d.eventId).sort()).toEqual(rows.map((r) => r.eventId).sort());
    const gigs = await listDjGigs(db, resident.id, new Date());
    expect(gigs.upcoming.filter((g) => g.name === "Thursday Residency")).toHaveLength(8);
    const feed = await loadCalendarFeed(db, { kind: "dj", slug: resident.slug }, "http://localhost");
    const ics = feed?.body.toString("utf8") ?? "";
    expect(ics.match(/SUMMARY:Thursday Residency/g)).toHaveLength(8);
    expect(ics).not.toContain("RRULE");
  });

  it("cancels one date and leaves the other 7", async () => {
    const rows = await seriesRows(seriesId);
    await cancelEvent(db, { userId: mate.id, isAdmin: false }, rows[2].eventId);
    const after = await seriesRows(seriesId);
    expect(after.map((r) => r.status)).toEqual([
      "published",
      "published",
      "cancelled",
      "published",
      "published",
      "published",
      "published",
      "published",
    ]);
    const gigs = await listDjGigs(db, resident.id, new Date());
    expect(gigs.upcoming.filter((g) => g.name === "Thursday Residency")).toHaveLength(7);
    const page = await getPublicEvent(db, rows[0].eventId);
    expect(page?.series?.next).toHaveLength(6);
  });

  it("edits 'this and following' from the 5th date: the later ones change, the earlier ones and the cancelled one do not", async () => {
    const rows = await seriesRows(seriesId);
    const fifth = rows[4];
    const response = await post(
      eventFormFields("Thursday Residency (late)", {
        date: localDateOf(fifth.eventDate, "Europe/Berlin"),
        startTime: "23:00",
        endTime: "05:00",
        lineup: lineup(),
        applyTo: "following",
      }),
      fifth.eventId,
    );
    expect((response as Response).headers.get("Location")).toContain("dates=4");
    const after = await seriesRows(seriesId);
    expect(after.map((r) => r.eventName)).toEqual([
      ...Array(4).fill("Thursday Residency"),
      ...Array(4).fill("Thursday Residency (late)"),
    ]);
    expect(after.map((r) => localTimeOf(r.eventDate, "Europe/Berlin"))).toEqual([
      ...Array(4).fill("22:00"),
      ...Array(4).fill("23:00"),
    ]);
    // Each later date keeps its own day.
    expect(after.map((r) => localDateOf(r.eventDate, "Europe/Berlin"))).toEqual(
      rows.map((r) => localDateOf(r.eventDate, "Europe/Berlin")),
    );
    expect(after[2].status).toBe("cancelled");
    const lineups = await db
      .select({ eventId: eventLineup.eventId, name: eventLineup.djName })
      .from(eventLineup)
      .where(
        inArray(
          eventLineup.eventId,
          after.map((r) => r.id),
        ),
      );
    expect(lineups.filter((l) => l.name === "Guest")).toHaveLength(4);
    expect(lineups.filter((l) => l.name === "Rune Resident")).toHaveLength(4);
  });

  it("refuses another mate's 'this and following' as the same 404 as an unknown id, and changes nothing", async () => {
    const rows = await seriesRows(seriesId);
    const stranger = await seedUser(db, { name: "Stella Stranger" });
    const form = new FormData();
    for (const [k, v] of Object.entries(
      eventFormFields("Hijacked", { date: localDateOf(rows[1].eventDate, "Europe/Berlin"), applyTo: "following" }),
    ))
      form.set(k, v);
    const asStranger = {
      ...ctx(),
      viewer: { role: "user", email: stranger.email },
      userId: stranger.id,
    } as SignedInContext;
    await expect(
      submitEventForm(
        new Request(`http://localhost/mate/events/${rows[1].eventId}/edit`, { method: "POST", body: form }),
        asStranger,
        { eventId: rows[1].eventId, donePath: "/mate/events" },
      ),
    ).rejects.toMatchObject({ init: { status: 404 } });
    expect((await seriesRows(seriesId)).map((r) => r.eventName)).toEqual(rows.map((r) => r.eventName));
  });

  it("edits 'this date only': the next ones stay", async () => {
    const rows = await seriesRows(seriesId);
    await post(
      eventFormFields("Thursday Residency (special)", {
        date: localDateOf(rows[5].eventDate, "Europe/Berlin"),
        lineup: lineup(),
        applyTo: "this",
      }),
      rows[5].eventId,
    );
    const after = await seriesRows(seriesId);
    expect(after.map((r) => r.eventName).slice(4)).toEqual([
      "Thursday Residency (late)",
      "Thursday Residency (special)",
      "Thursday Residency (late)",
      "Thursday Residency (late)",
    ]);
  });
});

describe("a bad recurrence is refused by name and stores nothing", () => {
  const cases: [string, Record<string, string>, string, RegExp][] = [
    ["more than 200 dates", { repeat: "weekly", repeatEnds: "count", repeatCount: "201" }, "repeatCount", /2 to 200/],
    ["past 2 years", { repeat: "monthly-nth", repeatEnds: "count", repeatCount: "30" }, "repeatCount", /2 years/],
    [
      "a last date past 2 years",
      { repeat: "weekly", repeatEnds: "until", repeatUntil: "2099-01-01" },
      "repeatUntil",
      /2 years/,
    ],
    [
      "an end before the start",
      { repeat: "weekly", repeatEnds: "until", repeatUntil: "2020-01-01" },
      "repeatUntil",
      /before the first/,
    ],
    ["an unknown pattern", { repeat: "daily", repeatEnds: "count", repeatCount: "8" }, "repeat", /from the list/],
  ];
  for (const [what, fields, field, message] of cases)
    it(`refuses ${what}`, async () => {
      const before = await storedCounts();
      const response = await post(eventFormFields(`Bad Residency ${what}`, { date: thursdayFrom(20), ...fields }));
      expect(response).not.toBeInstanceOf(Response);
      const result = response as unknown as { init: { status: number }; data: { errors: Record<string, string> } };
      expect(result.init.status).toBe(400);
      expect(result.data.errors[field]).toMatch(message);
      expect(await storedCounts()).toEqual(before);
    });

  it("warns of a clash on any of the dates, and stores none of them", async () => {
    const day = thursdayFrom(60);
    const third = new Date(`${day}T12:00:00Z`);
    third.setUTCDate(third.getUTCDate() + 14);
    const elsewhere = await createEvent(db, {
      name: "Elsewhere Night",
      startsAt: new Date(`${third.toISOString().slice(0, 10)}T20:00:00Z`),
      timeZone: "Europe/Berlin",
      location: "Berlin, Germany",
      lineup: [{ djProfileId: resident.id }],
      status: "published",
    });
    const before = await storedCounts();
    const response = await post(
      eventFormFields("Clashing Residency", {
        date: day,
        lineup: JSON.stringify([{ djProfileId: resident.id, name: resident.displayName }]),
        repeat: "weekly",
        repeatCount: "4",
      }),
    );
    const result = response as unknown as {
      init: { status: number };
      data: { clashes: { warnings: { eventId?: string }[] } };
    };
    expect(result.init.status).toBe(409);
    expect(result.data.clashes.warnings.map((w) => w.eventId)).toContain(elsewhere.eventId);
    expect(await storedCounts()).toEqual(before);
  });
});

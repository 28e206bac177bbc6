import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { eventInteractions, eventViews, userActivities } from "~server/db/schema";
import { seedEvent, seedUser } from "~server/db/seed/factories.server";
import { getEventAnalytics } from "~server/domain/events/get-event-analytics.server";
import { listManagedEventSummaries } from "~server/domain/events/list-managed-event-summaries.server";
import { recordEventInteraction } from "~server/domain/events/record-event-interaction.server";
import { handleDjActivityBeacon } from "~server/http/dj-activity-beacon.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const UA = "Mozilla/5.0 (iPhone) Safari/605";
const guest = { userId: null, userAgent: UA };
const DAY = 86_400_000;

let ip = 0;
function post(body: unknown) {
  ip++;
  const request = new Request("http://localhost/api/dj-activity", {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": UA },
    body: JSON.stringify(body),
  });
  return handleDjActivityBeacon(request, {
    database,
    clientIp: `10.7.0.${ip}`,
    countryHeader: undefined,
    resolveUserId: async () => null,
  });
}

async function interactionsOf(eventUuid: string) {
  return database.db
    .select({ kind: eventInteractions.kind, platform: eventInteractions.platform })
    .from(eventInteractions)
    .where(eq(eventInteractions.eventId, eventUuid));
}

describe("ticket click and share beacons", () => {
  it("records a ticket click and a share through /api/dj-activity, once per tab, event, kind and day", async () => {
    const event = await seedEvent(database.db);
    for (let i = 0; i < 2; i++) {
      expect((await post({ kind: "event_ticket_click", slug: event.eventId, viewId: "tab-aaaaaaaa" })).status).toBe(
        204,
      );
      expect(
        (await post({ kind: "event_share", slug: event.eventId, platform: "whatsapp", viewId: "tab-aaaaaaaa" })).status,
      ).toBe(204);
    }
    // Another target, or another tab, is another share.
    await post({ kind: "event_share", slug: event.eventId, platform: "copy_link", viewId: "tab-aaaaaaaa" });
    await post({ kind: "event_ticket_click", slug: event.eventId, viewId: "tab-bbbbbbbb" });
    const rows = await interactionsOf(event.id);
    expect(rows.filter((r) => r.kind === "ticket_click")).toHaveLength(2);
    expect(
      rows
        .filter((r) => r.kind === "share")
        .map((r) => r.platform)
        .sort(),
    ).toEqual(["copy_link", "whatsapp"]);
    const activity = await database.db
      .select({ type: userActivities.activityType })
      .from(userActivities)
      .where(eq(userActivities.targetId, event.eventId));
    expect(activity.map((a) => a.type).sort()).toEqual([
      "event_share",
      "event_share",
      "event_ticket_click",
      "event_ticket_click",
    ]);
  });

  it("refuses a bad payload with 400 and stores nothing", async () => {
    const event = await seedEvent(database.db);
    expect((await post({ kind: "event_share", slug: event.eventId, platform: "myspace" })).status).toBe(400);
    expect((await post({ kind: "event_ticket_click", slug: "../etc" })).status).toBe(400);
    expect(await interactionsOf(event.id)).toHaveLength(0);
  });

  it("answers 204 but stores nothing for draft, pending and unknown events", async () => {
    for (const status of ["draft", "pending"] as const) {
      const event = await seedEvent(database.db, { status });
      expect((await post({ kind: "event_ticket_click", slug: event.eventId, viewId: "tab-cccccccc" })).status).toBe(
        204,
      );
      expect(await interactionsOf(event.id)).toHaveLength(0);
    }
    expect((await post({ kind: "event_ticket_click", slug: "no-such-event-2026-01-01" })).status).toBe(204);
  });

  it("counts a cancelled event's shares (its page stays open) and the same tab again the next day", async () => {
    const event = await seedEvent(database.db, { status: "cancelled" });
    const input = {
      slug: event.eventId,
      kind: "share" as const,
      platform: "x",
      referrer: null,
      viewId: "tab-dddddddd",
    };
    const day1 = new Date("2026-02-01T10:00:00Z");
    expect(await recordEventInteraction(database.db, guest, input, day1)).toBe(true);
    expect(await recordEventInteraction(database.db, guest, input, new Date(day1.getTime() + 3_600_000))).toBe(false);
    expect(await recordEventInteraction(database.db, guest, input, new Date(day1.getTime() + DAY))).toBe(true);
  });
});

describe("getEventAnalytics", () => {
  const now = new Date("2026-03-10T15:00:00Z");

  async function fixture() {
    const mate = await seedUser(database.db);
    const other = await seedUser(database.db);
    const event = await seedEvent(database.db, { createdBy: mate.id, eventDate: new Date(now.getTime() + 5 * DAY) });
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    await database.db.insert(eventViews).values([
      { eventId: event.id, referrer: "https://www.google.com/", createdAt: at(0) },
      { eventId: event.id, referrer: "https://www.google.de/search?q=x", createdAt: at(0) },
      { eventId: event.id, referrer: "https://l.instagram.com/", createdAt: at(2) },
      {
        eventId: event.id,
        referrer: "https://l.instagram.com/",
        utmSource: "ig",
        utmMedium: "story",
        createdAt: at(2),
      },
      { eventId: event.id, referrer: null, createdAt: at(3) },
      { eventId: event.id, referrer: "https://ravejournal.example/best", createdAt: at(3) },
      { eventId: event.id, referrer: "not a url", createdAt: at(6) },
      // Outside a 7-day range, inside 30 days.
      { eventId: event.id, referrer: null, createdAt: at(20) },
    ]);
    await database.db.insert(eventInteractions).values([
      { eventId: event.id, kind: "ticket_click", createdAt: at(0) },
      { eventId: event.id, kind: "ticket_click", createdAt: at(2) },
      { eventId: event.id, kind: "share", platform: "whatsapp", createdAt: at(2) },
      { eventId: event.id, kind: "share", platform: "whatsapp", createdAt: at(3) },
      { eventId: event.id, kind: "share", platform: "x", createdAt: at(25) },
    ]);
    return { mate, other, event };
  }

  it("gives every day of the range, zero-filled, with views, ticket clicks and shares", async () => {
    const { mate, event } = await fixture();
    const result = await getEventAnalytics(database.db, { userId: mate.id, isAdmin: false }, event.eventId, {
      days: 7,
      now,
    });
    expect(result).not.toBeNull();
    const a = result!;
    expect(a.daily.map((d) => d.date)).toEqual([
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
    ]);
    expect(a.daily.map((d) => d.views)).toEqual([1, 0, 0, 2, 2, 0, 2]);
    expect(a.daily.map((d) => d.ticketClicks)).toEqual([0, 0, 0, 0, 1, 0, 1]);
    expect(a.daily.map((d) => d.shares)).toEqual([0, 0, 0, 1, 1, 0, 0]);
    expect(a.totals).toEqual({ views: 7, ticketClicks: 2, shares: 2, clickThroughRate: 28.6 });
    expect(a.sharesByPlatform).toEqual([{ platform: "whatsapp", shares: 2 }]);
  });

  it("classifies views by the spec's traffic sources, every category present", async () => {
    const { mate, event } = await fixture();
    const a = (await getEventAnalytics(database.db, { userId: mate.id, isAdmin: false }, event.eventId, {
      days: 7,
      now,
    }))!;
    expect(a.sources).toEqual([
      { source: "direct", views: 1 },
      { source: "campaign", views: 1 },
      { source: "social", views: 1 },
      { source: "search", views: 2 },
      { source: "referral", views: 1 },
      { source: "unknown", views: 1 },
    ]);
    expect(a.topReferrers[0]).toEqual({ host: "l.instagram.com", views: 2 });
    const thirty = (await getEventAnalytics(database.db, { userId: mate.id, isAdmin: false }, event.eventId, {
      days: 30,
      now,
    }))!;
    expect(thirty.daily).toHaveLength(30);
    expect(thirty.totals).toMatchObject({ views: 8, shares: 3 });
  });

  it("answers null for another mate's event and an unknown id, and lets an admin read any event", async () => {
    const { other, event } = await fixture();
    expect(
      await getEventAnalytics(database.db, { userId: other.id, isAdmin: false }, event.eventId, { days: 7, now }),
    ).toBeNull();
    expect(
      await getEventAnalytics(database.db, { userId: other.id, isAdmin: false }, "no-such-2026-01-01", {
        days: 7,
        now,
      }),
    ).toBeNull();
    const admin = await getEventAnalytics(database.db, { userId: other.id, isAdmin: true }, event.eventId, {
      days: 7,
      now,
    });
    expect(admin?.totals.views).toBe(7);
  });

  it("shows an event without views as zeros and no rate", async () => {
    const mate = await seedUser(database.db);
    const event = await seedEvent(database.db, { createdBy: mate.id, status: "draft" });
    const a = (await getEventAnalytics(database.db, { userId: mate.id, isAdmin: false }, event.eventId, {
      days: 30,
      now,
    }))!;
    expect(a.totals).toEqual({ views: 0, ticketClicks: 0, shares: 0, clickThroughRate: null });
    expect(a.daily.every((d) => d.views === 0)).toBe(true);
    expect(a.sources.every((s) => s.views === 0)).toBe(true);
    expect(a.event.status).toBe("draft");
  });
});

describe("listManagedEventSummaries", () => {
  it("lists the mate's own events (every status) with all-time totals; admins get every event", async () => {
    const mate = await seedUser(database.db);
    const other = await seedUser(database.db);
    const mine = await seedEvent(database.db, { createdBy: mate.id, eventDate: new Date(Date.now() + 9 * DAY) });
    const draft = await seedEvent(database.db, { createdBy: mate.id, status: "draft" });
    const theirs = await seedEvent(database.db, { createdBy: other.id });
    await database.db.insert(eventViews).values([{ eventId: mine.id }, { eventId: mine.id }]);
    await database.db.insert(eventInteractions).values([
      { eventId: mine.id, kind: "ticket_click" },
      { eventId: mine.id, kind: "share", platform: "x" },
    ]);
    const list = await listManagedEventSummaries(database.db, { userId: mate.id, isAdmin: false });
    expect(list.map((e) => e.eventId).sort()).toEqual([draft.eventId, mine.eventId].sort());
    expect(list.find((e) => e.eventId === mine.eventId)).toMatchObject({
      views: 2,
      ticketClicks: 1,
      status: "published",
    });
    expect(list.find((e) => e.eventId === draft.eventId)).toMatchObject({ views: 0, ticketClicks: 0, status: "draft" });
    const all = await listManagedEventSummaries(database.db, { userId: other.id, isAdmin: true });
    expect(all.map((e) => e.eventId)).toEqual(expect.arrayContaining([mine.eventId, draft.eventId, theirs.eventId]));
    expect(await listManagedEventSummaries(database.db, { userId: "nobody", isAdmin: false })).toEqual([]);
  });
});

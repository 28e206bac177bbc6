import { describe, expect, it } from "vitest";
import { EVENT_ID_PATTERN } from "~/core/events/event-id";
import {
  analyticsDays,
  clickThroughRate,
  DEFAULT_ANALYTICS_RANGE,
  defaultAnalyticsEvent,
  eventAnalyticsSearch,
  formatRate,
  parseEventAnalyticsQuery,
} from "./event-analytics";

describe("event analytics query", () => {
  it("defaults to 30 days (spec §9) and no event", () => {
    expect(DEFAULT_ANALYTICS_RANGE).toBe(30);
    expect(parseEventAnalyticsQuery(new URLSearchParams(""))).toEqual({ event: null, days: 30 });
    expect(parseEventAnalyticsQuery(new URLSearchParams("days=365&event=../etc"))).toEqual({ event: null, days: 30 });
  });

  it("reads 7 and 90 days and an event_id, and writes the canonical query back", () => {
    const query = parseEventAnalyticsQuery(new URLSearchParams("event=kessel-nacht-2026-11-26&days=7"));
    expect(query).toEqual({ event: "kessel-nacht-2026-11-26", days: 7 });
    expect(eventAnalyticsSearch(query)).toBe("?event=kessel-nacht-2026-11-26&days=7");
    expect(eventAnalyticsSearch({ event: null, days: 30 })).toBe("");
  });

  it("accepts exactly what an event_id can be", () => {
    for (const id of ["a", "x-2026-01-01-2", "A_b"]) {
      expect(parseEventAnalyticsQuery(new URLSearchParams({ event: id })).event).toBe(id);
      expect(EVENT_ID_PATTERN.test(id)).toBe(true);
    }
    expect(parseEventAnalyticsQuery(new URLSearchParams({ event: "a".repeat(141) })).event).toBeNull();
  });
});

describe("analytics days and rates", () => {
  it("lists the UTC days ending today, oldest first", () => {
    const days = analyticsDays(new Date("2026-03-02T23:30:00Z"), 7);
    expect(days).toEqual([
      "2026-02-24",
      "2026-02-25",
      "2026-02-26",
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(analyticsDays(new Date(), 90)).toHaveLength(90);
  });

  it("gives the click-through rate per 100 views, and none without views", () => {
    expect(clickThroughRate(7, 140)).toBe(5);
    expect(clickThroughRate(1, 3)).toBe(33.3);
    expect(clickThroughRate(0, 0)).toBeNull();
    expect(formatRate(12.5)).toBe("12.5%");
    expect(formatRate(null)).toBe("–");
  });

  it("picks the next event still to happen, else the latest past one", () => {
    const now = new Date("2026-05-10T12:00:00Z");
    const past = { id: "past", startsAt: "2026-04-01T20:00:00Z", endsAt: null };
    const older = { id: "older", startsAt: "2026-01-01T20:00:00Z", endsAt: null };
    const tonight = { id: "tonight", startsAt: "2026-05-10T08:00:00Z", endsAt: "2026-05-10T16:00:00Z" };
    const later = { id: "later", startsAt: "2026-06-01T20:00:00Z", endsAt: null };
    expect(defaultAnalyticsEvent([later, past, tonight, older], now)?.id).toBe("tonight");
    expect(defaultAnalyticsEvent([older, past], now)?.id).toBe("past");
    expect(defaultAnalyticsEvent([], now)).toBeNull();
    // Published first: a cancelled or draft night sooner than the next published one is not the default.
    const cancelled = { ...tonight, id: "cancelled", status: "cancelled" };
    const published = { ...later, status: "published" };
    expect(defaultAnalyticsEvent([cancelled, published], now)?.id).toBe("later");
    expect(defaultAnalyticsEvent([cancelled, { ...past, status: "published" }], now)?.id).toBe("past");
    expect(defaultAnalyticsEvent([{ ...later, status: "draft" }], now)?.id).toBe("later");
  });
});

describe("analytics labels", () => {
  it("labels days and picker lines", async () => {
    const { analyticsDayLabel, eventPickerLabel } = await import("./event-analytics");
    expect(analyticsDayLabel("2026-03-03", "short")).toBe("3 Mar");
    expect(analyticsDayLabel("2026-03-03", "long")).toBe("Tue 3 Mar");
    expect(
      eventPickerLabel({ name: "Kessel", startsAt: "2026-12-12T21:00:00Z", status: "published" }, "Europe/Berlin"),
    ).toBe("Kessel · 12 Dec 2026");
    expect(
      eventPickerLabel({ name: "Kessel", startsAt: "2026-12-12T23:30:00Z", status: "draft" }, "Asia/Tbilisi"),
    ).toBe("Kessel · 13 Dec 2026 · Draft");
  });
});

import { describe, expect, it } from "vitest";
import {
  buildCalendarFeed,
  buildVtimezone,
  calendarFeedPath,
  type FeedEvent,
  feedUid,
  feedWindowStart,
  googleSubscribeUrl,
  personalFeedPath,
  webcalUrl,
  zoneOffsetMinutes,
  zoneTransitions,
} from "./calendar-feed";

const event = (overrides: Partial<FeedEvent> = {}): FeedEvent => ({
  id: "0b7c1f9e-0000-4000-8000-000000000001",
  eventId: "warehouse-night-2026-12-05",
  name: "Warehouse Night",
  status: "published",
  startsAt: new Date("2026-12-05T21:00:00Z"),
  endsAt: new Date("2026-12-06T05:00:00Z"),
  timeZone: "Europe/Berlin",
  venue: "Kessel Halle",
  location: "Berlin, Germany",
  lineup: ["Nadia Voss", "Guest"],
  sequence: 3,
  updatedAt: new Date("2026-11-20T10:00:00Z"),
  ...overrides,
});

describe("calendar feed", () => {
  it("writes each event in its venue's zone with a VTIMEZONE, a stable UID and its SEQUENCE", () => {
    const text = buildCalendarFeed({
      name: "Booth",
      description: "d",
      origin: "https://booth.example/",
      events: [event()],
    });
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin");
    expect(text).toContain("DTSTART;TZID=Europe/Berlin:20261205T220000");
    expect(text).toContain("DTEND;TZID=Europe/Berlin:20261206T060000");
    expect(text).toContain("UID:0b7c1f9e-0000-4000-8000-000000000001@booth");
    expect(text).toContain("SEQUENCE:3");
    expect(text).toContain("STATUS:CONFIRMED");
    expect(text).toContain("URL;VALUE=URI:https://booth.example/events/warehouse-night-2026-12-05");
    expect(text).toContain("Lineup: Nadia Voss\\, Guest");
  });

  it("keeps cancelled events, marked CANCELLED, and one VTIMEZONE per zone used", () => {
    const text = buildCalendarFeed({
      name: "Booth",
      description: "d",
      origin: "https://booth.example",
      events: [
        event(),
        event({ id: "b", status: "cancelled", name: "Gone" }),
        event({ id: "c", timeZone: "Africa/Lagos" }),
      ],
    });
    expect(text).toContain("SUMMARY:Cancelled: Gone");
    expect(text).toContain("STATUS:CANCELLED");
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(2);
    expect(text).toContain("TZID:Africa/Lagos");
    expect(text).toContain("DTSTART;TZID=Africa/Lagos:20261205T220000");
  });

  it("is the same text for the same events (so its ETag is stable)", () => {
    const input = { name: "Booth", description: "d", origin: "https://b.example", events: [event()] };
    expect(buildCalendarFeed(input)).toBe(buildCalendarFeed(input));
  });

  it("UIDs come from the row id, not the event_id", () => {
    expect(feedUid({ id: "abc" })).toBe("abc@booth");
  });

  it("keeps events that ended within 7 days", () => {
    expect(feedWindowStart(new Date("2026-12-31T00:00:00Z")).toISOString()).toBe("2026-12-24T00:00:00.000Z");
  });
});

describe("VTIMEZONE", () => {
  it("finds Berlin's daylight-saving changes to the minute", () => {
    const changes = zoneTransitions("Europe/Berlin", Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(changes).toEqual([
      { at: Date.UTC(2026, 2, 29, 1), from: 60, to: 120 },
      { at: Date.UTC(2026, 9, 25, 1), from: 120, to: 60 },
    ]);
  });

  it("writes DTSTART in local time before each change (RFC 5545), DAYLIGHT when the clock goes forward", () => {
    const text = buildVtimezone("Europe/Berlin", 2026, 2026);
    expect(text).toContain("BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200");
    expect(text).toContain("BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100");
  });

  it("handles zones without daylight saving and half-hour offsets", () => {
    expect(zoneTransitions("Africa/Lagos", Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1))).toEqual([]);
    expect(buildVtimezone("Africa/Lagos", 2026, 2026)).toContain("TZOFFSETTO:+0100");
    expect(zoneOffsetMinutes("Asia/Kolkata", Date.UTC(2026, 5, 1))).toBe(330);
    expect(zoneOffsetMinutes("America/New_York", Date.UTC(2026, 0, 15))).toBe(-300);
    expect(buildVtimezone("America/New_York", 2026, 2026)).toContain("TZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400");
  });
});

describe("feed links", () => {
  it("names each feed's path", () => {
    expect(calendarFeedPath({ kind: "all" })).toBe("/events.ics");
    expect(calendarFeedPath({ kind: "dj", slug: "nadia-voss" })).toBe("/dj/nadia-voss/events.ics");
    expect(calendarFeedPath({ kind: "venue", slug: "kessel" })).toBe("/venues/kessel/events.ics");
    expect(calendarFeedPath({ kind: "production", slug: "nachtwerk" })).toBe("/production/nachtwerk/events.ics");
    expect(personalFeedPath("t0k3n")).toBe("/calendar/t0k3n/events.ics");
  });

  it("subscribes with webcal:// and Google's add-by-URL", () => {
    expect(webcalUrl("https://booth.example/events.ics")).toBe("webcal://booth.example/events.ics");
    expect(webcalUrl("http://localhost:3000/events.ics")).toBe("webcal://localhost:3000/events.ics");
    expect(googleSubscribeUrl("https://booth.example/events.ics")).toBe(
      "https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fbooth.example%2Fevents.ics",
    );
  });
});

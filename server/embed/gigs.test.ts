import { describe, expect, it } from "vitest";
import { gigWhen, gigWhere, widgetLimit, widgetTarget } from "./gigs.js";

const ORIGIN = "https://booth.example";
const attributes = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe("the gig widget's requests", () => {
  it("reads a DJ's gigs, a venue's or a production line's events, and links their pages", () => {
    expect(widgetTarget(attributes({ dj: "nadia-voss" }), ORIGIN)).toEqual({
      api: `${ORIGIN}/api/v1/djs/nadia-voss/gigs?limit=5`,
      page: `${ORIGIN}/dj/nadia-voss`,
    });
    expect(widgetTarget(attributes({ venue: "kessel-halle", limit: "3" }), ORIGIN)).toEqual({
      api: `${ORIGIN}/api/v1/venues/kessel-halle/events?limit=3`,
      page: `${ORIGIN}/venues/kessel-halle`,
    });
    expect(widgetTarget(attributes({ production: "low-end" }), ORIGIN)?.page).toBe(`${ORIGIN}/production/low-end`);
  });

  it("escapes a slug into the address and is null without one", () => {
    expect(widgetTarget(attributes({ dj: "a/../b?x=1" }), ORIGIN)?.api).toBe(
      `${ORIGIN}/api/v1/djs/a%2F..%2Fb%3Fx%3D1/gigs?limit=5`,
    );
    expect(widgetTarget(attributes({ dj: "  " }), ORIGIN)).toBeNull();
    expect(widgetTarget(attributes({}), ORIGIN)).toBeNull();
  });

  it("keeps limit from 1 to 20, 5 by default", () => {
    expect(widgetLimit(null)).toBe(5);
    expect(widgetLimit("abc")).toBe(5);
    expect(widgetLimit("0")).toBe(1);
    expect(widgetLimit("12")).toBe(12);
    expect(widgetLimit("500")).toBe(20);
  });
});

describe("the gig widget's text", () => {
  it("shows the event's own calendar day and time, whatever the visitor's zone", () => {
    // 2026-12-12 is a Saturday; the API gives the day and time in the event's zone.
    expect(gigWhen("2026-12-12", "23:00")).toBe("Sat 12 Dec 2026 · 23:00");
    expect(gigWhen("2027-01-01", "")).toBe("Fri 1 Jan 2027");
    expect(gigWhen("not a day", "23:00")).toBe("not a day");
  });

  it("says where with the venue and the place it has", () => {
    expect(gigWhere({ venue: "Kessel Halle", location: "Berlin, Germany" })).toBe("Kessel Halle, Berlin, Germany");
    expect(gigWhere({ venue: null, location: "Lisbon" })).toBe("Lisbon");
    expect(gigWhere({ venue: null, location: null })).toBe("");
  });
});

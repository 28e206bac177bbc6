import { describe, expect, it } from "vitest";
import { countsByDay, summarizeOrigins } from "./view-analytics";

describe("countsByDay", () => {
  it("places counts on their day, zero elsewhere, and drops days outside the range", () => {
    const dates = ["2026-11-20", "2026-11-21", "2026-11-22"];
    expect(
      countsByDay(dates, [
        { date: "2026-11-22", n: 4 },
        { date: "2026-11-20", n: 1 },
        { date: "2026-11-20", n: 2 },
        { date: "2026-11-19", n: 9 },
      ]),
    ).toEqual([3, 0, 4]);
    expect(countsByDay(dates, [])).toEqual([0, 0, 0]);
  });
});

describe("summarizeOrigins", () => {
  it("sums views into the six sources in spec order and ranks referring sites", () => {
    const summary = summarizeOrigins([
      { referrer: null, n: 5 },
      { referrer: "https://www.instagram.com/p/1", n: 3 },
      { referrer: "https://instagram.com/", n: 1 },
      { referrer: "https://www.google.com/", n: 2 },
      { referrer: "https://blog.example.org/post", n: 2 },
      { referrer: "https://ra.co/events", utmSource: "newsletter", utmMedium: "email", n: 4 },
      { referrer: "not a url", n: 1 },
    ]);
    expect(summary.sources).toEqual([
      { source: "direct", views: 5 },
      { source: "campaign", views: 4 },
      { source: "social", views: 4 },
      { source: "search", views: 2 },
      { source: "referral", views: 2 },
      { source: "unknown", views: 1 },
    ]);
    expect(summary.topReferrers).toEqual([
      { host: "instagram.com", views: 4 },
      { host: "ra.co", views: 4 },
      { host: "blog.example.org", views: 2 },
      { host: "google.com", views: 2 },
    ]);
  });
  it("keeps five referring sites at most", () => {
    const rows = ["a", "b", "c", "d", "e", "f"].map((h, i) => ({ referrer: `https://${h}.example/`, n: 10 - i }));
    expect(summarizeOrigins(rows).topReferrers.map((r) => r.host)).toEqual([
      "a.example",
      "b.example",
      "c.example",
      "d.example",
      "e.example",
    ]);
  });
});

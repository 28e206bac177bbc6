import { describe, expect, it } from "vitest";
import { formatVital, parseWebVitalBeacon, vitalRating, WEB_VITAL_METRICS } from "./web-vitals";

describe("web vitals", () => {
  it("covers the five metrics the issue names", () => {
    expect([...WEB_VITAL_METRICS]).toEqual(["LCP", "INP", "CLS", "FCP", "TTFB"]);
  });

  it("rates values by Google's boundaries", () => {
    expect(vitalRating("LCP", 2500)).toBe("good");
    expect(vitalRating("LCP", 2501)).toBe("needs-improvement");
    expect(vitalRating("LCP", 4001)).toBe("poor");
    expect(vitalRating("CLS", 0.05)).toBe("good");
    expect(vitalRating("INP", 600)).toBe("poor");
  });

  it("formats milliseconds, seconds and CLS", () => {
    expect(formatVital("TTFB", 412.4)).toBe("412 ms");
    expect(formatVital("LCP", 2345)).toBe("2.35 s");
    expect(formatVital("CLS", 0.123)).toBe("0.12");
  });

  it("accepts a route id, a metric and a value, and nothing else", () => {
    expect(parseWebVitalBeacon({ route: "routes/dj-profile", metric: "LCP", value: 1800 })).toEqual({
      route: "routes/dj-profile",
      metric: "LCP",
      value: 1800,
    });
    // An area's route (app/routes.ts names them area:{pattern}): /events, /radio, the admin screens… were refused.
    expect(parseWebVitalBeacon({ route: "area:/events", metric: "FCP", value: 380 })).toEqual({
      route: "area:/events",
      metric: "FCP",
      value: 380,
    });
    expect(parseWebVitalBeacon({ route: "area:/events/:slug", metric: "TTFB", value: 150.6 })?.route).toBe(
      "area:/events/:slug",
    );
    expect(parseWebVitalBeacon({ route: "https://x.test/dj/nova?email=a@b", metric: "LCP", value: 1 })).toBeNull();
    expect(parseWebVitalBeacon({ route: "https://x.test/dj/nova", metric: "LCP", value: 1 })).toBeNull();
    expect(parseWebVitalBeacon({ route: "area:https://x.test", metric: "LCP", value: 1 })).toBeNull();
    expect(parseWebVitalBeacon({ route: "root", metric: "FID", value: 1 })).toBeNull();
    expect(parseWebVitalBeacon({ route: "root", metric: "CLS", value: -1 })).toBeNull();
    expect(parseWebVitalBeacon({ route: "root", metric: "LCP", value: 90_000 })).toBeNull();
    expect(parseWebVitalBeacon({ route: "root", metric: "LCP", value: 1, visitor: "x" })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import {
  createWebVitalsBatch,
  formatVital,
  parseWebVitalBeacon,
  parseWebVitalBeacons,
  vitalRating,
  WEB_VITAL_BEACON_MAX_BYTES,
  WEB_VITAL_METRICS,
} from "./web-vitals";

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

  it("sends a page view's metrics together, once: the latest value of each, nothing after the view ended", () => {
    const view = createWebVitalsBatch("routes/home");
    view.record("TTFB", 120.4567);
    view.record("FCP", 380);
    view.record("CLS", 0.01);
    view.record("CLS", 0.04);
    view.record("FID", 12);
    const body = view.take();
    expect(body).toEqual({ route: "routes/home", metrics: { TTFB: 120.457, FCP: 380, CLS: 0.04 } });
    view.record("INP", 200);
    expect(view.take()).toBeNull();

    // A view that measured nothing sends nothing, then or later.
    const empty = createWebVitalsBatch("routes/news");
    expect(empty.take()).toBeNull();
    empty.record("LCP", 900);
    expect(empty.take()).toBeNull();
  });

  it("fits all five metrics of the longest route id in one beacon and reads it back", () => {
    const route = `area:/${"a".repeat(79)}`;
    const view = createWebVitalsBatch(route);
    for (const metric of WEB_VITAL_METRICS) view.record(metric, metric === "CLS" ? 9.999_999 : 59_999.999_9);
    const body = view.take();
    expect(new TextEncoder().encode(JSON.stringify(body)).byteLength).toBeLessThanOrEqual(WEB_VITAL_BEACON_MAX_BYTES);
    expect(parseWebVitalBeacons(JSON.parse(JSON.stringify(body)))).toHaveLength(5);
  });

  it("reads a batch or a single measurement, and refuses a batch with any bad part", () => {
    expect(parseWebVitalBeacons({ route: "routes/home", metrics: { LCP: 1800, CLS: 0.02 } })).toEqual([
      { route: "routes/home", metric: "LCP", value: 1800 },
      { route: "routes/home", metric: "CLS", value: 0.02 },
    ]);
    expect(parseWebVitalBeacons({ route: "root", metric: "LCP", value: 1 })).toEqual([
      { route: "root", metric: "LCP", value: 1 },
    ]);
    expect(parseWebVitalBeacons({ route: "routes/home", metrics: {} })).toBeNull();
    expect(parseWebVitalBeacons({ route: "routes/home", metrics: { LCP: 1, FID: 2 } })).toBeNull();
    expect(parseWebVitalBeacons({ route: "routes/home", metrics: { LCP: -1 } })).toBeNull();
    expect(parseWebVitalBeacons({ route: "https://x.test/?e=a@b", metrics: { LCP: 1 } })).toBeNull();
    expect(parseWebVitalBeacons({ route: "routes/home", metrics: { LCP: 1 }, visitor: "x" })).toBeNull();
    expect(parseWebVitalBeacons({ route: "routes/home", metrics: [1] })).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { setAnalyticsSink, track } from "./analytics";

describe("track(kind, data)", () => {
  afterEach(() => setAnalyticsSink(null));

  it("forwards nothing while no provider is installed (no consent yet)", () => {
    expect(() => track("radio_play", { dj_slug: "nova" })).not.toThrow();
  });

  it("forwards to the installed provider, and stops once it is removed", () => {
    const seen: string[] = [];
    setAnalyticsSink((kind, data) => seen.push(`${kind}:${data.dj_slug}`));
    track("radio_play", { dj_slug: "nova" });
    setAnalyticsSink(null);
    track("radio_stop", { dj_slug: "nova" });
    expect(seen).toEqual(["radio_play:nova"]);
  });

  it("swallows a failing provider", () => {
    setAnalyticsSink(() => {
      throw new Error("offline");
    });
    expect(() => track("radio_stop", {})).not.toThrow();
  });
});

describe("events tracked before the page decides on a provider", () => {
  // A fresh module each time: deciding is once per page.
  const freshModule = async () => {
    vi.resetModules();
    return import("./analytics");
  };

  it("wait for the provider and reach it in order once it is installed", async () => {
    const analytics = await freshModule();
    analytics.track("dj_profile_view", { dj_slug: "nova" });
    analytics.track("search", { search_term: "techno" });
    const seen: string[] = [];
    analytics.setAnalyticsSink((kind) => seen.push(kind));
    expect(seen).toEqual(["dj_profile_view", "search"]);
    analytics.track("social_click", { dj_slug: "nova" });
    expect(seen).toEqual(["dj_profile_view", "search", "social_click"]);
  });

  it("are dropped when the page decides against a provider (no consent), and later ones are not kept", async () => {
    const analytics = await freshModule();
    analytics.track("dj_profile_view", { dj_slug: "nova" });
    analytics.setAnalyticsSink(null);
    analytics.track("search", { search_term: "techno" });
    const seen: string[] = [];
    analytics.setAnalyticsSink((kind) => seen.push(kind));
    expect(seen).toEqual([]);
  });

  it("are bounded", async () => {
    const analytics = await freshModule();
    for (let i = 0; i < analytics.EARLY_EVENTS_MAX + 5; i++) analytics.track("search", { n: i });
    const seen: unknown[] = [];
    analytics.setAnalyticsSink((_kind, data) => seen.push(data.n));
    expect(seen).toHaveLength(analytics.EARLY_EVENTS_MAX);
    expect(seen[0]).toBe(0);
  });
});

import { afterEach, describe, expect, it } from "vitest";
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

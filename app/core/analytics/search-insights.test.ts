import { describe, expect, it } from "vitest";
import { clickThroughRate, createDjHref, ctrByPosition, normaliseInsightQuery } from "./search-insights";

describe("search insights", () => {
  it("groups queries as people read them", () => {
    expect(normaliseInsightQuery("  Nadia   VOSS ")).toBe("nadia voss");
  });

  it("computes click-through with one decimal, zero without searches", () => {
    expect(clickThroughRate(1, 3)).toBe(33.3);
    expect(clickThroughRate(5, 0)).toBe(0);
  });

  it("places clicks on 1-based positions and folds the long tail", () => {
    const rows = ctrByPosition(
      [
        { position: 0, clicks: 6 },
        { position: 2, clicks: 2 },
        { position: 14, clicks: 1 },
        { position: 30, clicks: 1 },
      ],
      20,
    );
    expect(rows).toHaveLength(11);
    expect(rows[0]).toEqual({ label: "1", clicks: 6, ctr: 30 });
    expect(rows[2]).toEqual({ label: "3", clicks: 2, ctr: 10 });
    expect(rows[10]).toEqual({ label: "11+", clicks: 2, ctr: 10 });
  });

  it("links a missing name to the create form", () => {
    expect(createDjHref(" Zed Lux ")).toBe("/admin/djs?create=Zed+Lux");
  });
});

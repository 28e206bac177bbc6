import { describe, expect, it } from "vitest";
import { monthPartitionName, monthStart, partitionMonths, rawRetentionCutoff } from "./analytics-retention";

describe("raw DJ activity by month", () => {
  it("month starts are UTC, across year ends", () => {
    expect(monthStart(new Date("2026-11-26T12:00:00Z"))).toBe("2026-11-01");
    expect(monthStart(new Date("2026-12-31T23:59:59Z"), 1)).toBe("2027-01-01");
    expect(monthStart(new Date("2027-01-01T00:00:00Z"), -1)).toBe("2026-12-01");
    // 00:30 on 1 Dec in Berlin is still November in UTC.
    expect(monthStart(new Date("2026-11-30T23:30:00Z"))).toBe("2026-11-01");
  });

  it("partitions are made for this month and the two after", () => {
    expect(partitionMonths(new Date("2026-11-26T12:00:00Z"))).toEqual(["2026-11-01", "2026-12-01", "2027-01-01"]);
  });

  it("keeps the current month and 13 whole months raw by default; a configured count moves the cut-off", () => {
    expect(rawRetentionCutoff(new Date("2026-11-26T12:00:00Z"))).toBe("2025-10-01");
    expect(rawRetentionCutoff(new Date("2026-11-26T12:00:00Z"), 2)).toBe("2026-09-01");
    expect(() => rawRetentionCutoff(new Date(), 0)).toThrow();
  });

  it("names a month partition after its table, year and month", () => {
    expect(monthPartitionName("dj_profile_views", "2026-03-17")).toBe("dj_profile_views_p202603");
  });
});

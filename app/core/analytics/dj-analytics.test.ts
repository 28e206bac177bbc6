import { describe, expect, it } from "vitest";
import {
  countsByHour,
  csvFileName,
  daysBetween,
  djAnalyticsSearch,
  formatChange,
  INVALID_DATE_RANGE,
  INVALID_DJ_SLUG,
  MAX_RANGE_DAYS,
  nextRollupAt,
  parseDjAnalyticsQuery,
  percentChange,
  previousPeriod,
  RECENT_HOURS,
  recentHours,
  rollupDayFor,
  toCsv,
  validateDateRange,
  validateDjAnalyticsRequest,
} from "./dj-analytics";

const NOW = new Date("2026-11-26T08:30:00Z");
const TODAY = "2026-11-26";

describe("spec §8 messages", () => {
  it("are the spec's words", () => {
    expect(INVALID_DJ_SLUG).toBe("Invalid DJ slug provided");
    expect(INVALID_DATE_RANGE).toBe("Invalid date range provided");
  });

  it("refuse a missing, empty or non-string slug before looking at the dates", () => {
    for (const slug of [undefined, null, "", 42, "Not A Slug", "../x"]) {
      expect(validateDjAnalyticsRequest(slug, "bad", "bad", TODAY)).toEqual({ ok: false, error: INVALID_DJ_SLUG });
    }
    expect(validateDjAnalyticsRequest("dj-nova", "2026-11-01", "2026-11-26", TODAY)).toEqual({
      ok: true,
      slug: "dj-nova",
      from: "2026-11-01",
      to: "2026-11-26",
    });
  });

  it("refuse dates that are not real days, reversed, too long or starting in the future", () => {
    const bad: [unknown, unknown][] = [
      [null, "2026-11-26"],
      ["2026-11-01", undefined],
      ["2026-02-30", "2026-03-01"],
      ["26-11-01", "2026-11-26"],
      ["2026-11-20", "2026-11-10"],
      ["2026-11-27", "2026-11-28"],
      ["2025-01-01", "2026-11-26"],
    ];
    for (const [from, to] of bad) {
      expect(validateDateRange(from, to, TODAY), `${from}..${to}`).toEqual({ ok: false, error: INVALID_DATE_RANGE });
    }
    expect(validateDjAnalyticsRequest("dj-nova", "2026-11-20", "2026-11-10", TODAY)).toEqual({
      ok: false,
      error: INVALID_DATE_RANGE,
    });
  });

  it("accept one day and the longest range", () => {
    expect(validateDateRange(TODAY, TODAY, TODAY).ok).toBe(true);
    const from = daysBetween("2025-10-23", TODAY);
    expect(from).toHaveLength(MAX_RANGE_DAYS);
    expect(validateDateRange("2025-10-23", TODAY, TODAY).ok).toBe(true);
    expect(validateDateRange("2025-10-22", TODAY, TODAY).ok).toBe(false);
  });
});

describe("the dashboard's query", () => {
  it("defaults to the spec's 30 days ending today", () => {
    expect(parseDjAnalyticsQuery(new URLSearchParams(), NOW)).toEqual({
      dj: null,
      range: 30,
      from: "2026-10-28",
      to: TODAY,
      error: null,
    });
  });

  it("reads the presets, the DJ and a custom range", () => {
    expect(parseDjAnalyticsQuery(new URLSearchParams("dj=dj-nova&days=7"), NOW)).toMatchObject({
      dj: "dj-nova",
      range: 7,
      from: "2026-11-20",
    });
    expect(parseDjAnalyticsQuery(new URLSearchParams("days=90"), NOW)).toMatchObject({ range: 90, from: "2026-08-29" });
    expect(parseDjAnalyticsQuery(new URLSearchParams("days=12"), NOW)).toMatchObject({ range: 30 });
    expect(parseDjAnalyticsQuery(new URLSearchParams("from=2026-09-01&to=2026-09-30"), NOW)).toEqual({
      dj: null,
      range: "custom",
      from: "2026-09-01",
      to: "2026-09-30",
      error: null,
    });
  });

  it("falls back to the default with the spec's message on a bad custom range, and drops a bad slug", () => {
    expect(parseDjAnalyticsQuery(new URLSearchParams("dj=Bad Slug&from=2026-09-30&to=2026-09-01"), NOW)).toEqual({
      dj: null,
      range: 30,
      from: "2026-10-28",
      to: TODAY,
      error: INVALID_DATE_RANGE,
    });
  });

  it("writes short canonical links", () => {
    expect(djAnalyticsSearch({ dj: null, range: 30 })).toBe("");
    expect(djAnalyticsSearch({ dj: "dj-nova", range: 7 })).toBe("?dj=dj-nova&days=7");
    expect(djAnalyticsSearch({ dj: "dj-nova", range: "custom", from: "2026-09-01", to: "2026-09-30" })).toBe(
      "?dj=dj-nova&from=2026-09-01&to=2026-09-30",
    );
  });
});

describe("change vs the previous period", () => {
  it("is the same number of days just before", () => {
    expect(previousPeriod("2026-11-20", TODAY)).toEqual({ from: "2026-11-13", to: "2026-11-19" });
    expect(previousPeriod(TODAY, TODAY)).toEqual({ from: "2026-11-25", to: "2026-11-25" });
  });

  it("is a whole percentage, and has none when there was nothing before", () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(5, 0)).toBeNull();
    expect(formatChange(50, 150)).toBe("+50% vs previous period");
    expect(formatChange(-50, 50)).toBe("−50% vs previous period");
    expect(formatChange(null, 5)).toBe("New this period");
    expect(formatChange(null, 0)).toBe("No change");
  });
});

describe("the last 24 hours (spec §9)", () => {
  it("are the 24 clock hours ending with the current one", () => {
    const hours = recentHours(NOW);
    expect(hours).toHaveLength(RECENT_HOURS);
    expect(hours[0]).toBe("2026-11-25T09");
    expect(hours[23]).toBe("2026-11-26T08");
    expect(
      countsByHour(hours, [
        { hour: "2026-11-26T08", n: 2 },
        { hour: "2026-11-24T08", n: 9 },
      ]),
    ).toEqual([...Array(23).fill(0), 2]);
  });
});

describe("CSV export", () => {
  it("quotes what needs quoting and defuses spreadsheet formulas", () => {
    expect(
      toCsv(
        ["Site", "Views"],
        [
          ["instagram.com", 3],
          ['a "b", c', 2],
          ["=HYPERLINK(1)", 1],
        ],
      ),
    ).toBe('Site,Views\r\ninstagram.com,3\r\n"a ""b"", c",2\r\n\'=HYPERLINK(1),1\r\n');
    expect(csvFileName("dj-nova", "views", "2026-11-01", TODAY)).toBe("booth-dj-nova-views-2026-11-01-2026-11-26.csv");
  });
});

describe("the nightly roll-up's schedule", () => {
  it("runs just after midnight UTC and summarises the day that ended", () => {
    expect(nextRollupAt(NOW).toISOString()).toBe("2026-11-27T00:15:00.000Z");
    expect(nextRollupAt(new Date("2026-11-26T00:05:00Z")).toISOString()).toBe("2026-11-26T00:15:00.000Z");
    expect(rollupDayFor(new Date("2026-11-27T00:15:00Z"))).toBe(TODAY);
  });
});

import { describe, expect, it } from "vitest";
import { availabilityMonths, busyDaysOf, GRID_MONTHS, gridRange, isBusyDay } from "./availability";

describe("public availability", () => {
  it("a day is taken when confirmed, unavailable or held at any rank; otherwise available", () => {
    expect(isBusyDay({ confirmed: false, unavailable: false, holds: 0 })).toBe(false);
    expect(isBusyDay({ confirmed: true, unavailable: false, holds: 0 })).toBe(true);
    expect(isBusyDay({ confirmed: false, unavailable: true, holds: 0 })).toBe(true);
    expect(isBusyDay({ confirmed: false, unavailable: false, holds: 2 })).toBe(true);
  });

  it("covers today to the end of the sixth month, leap day and year end included", () => {
    expect(gridRange("2026-12-07")).toEqual({ from: "2026-12-07", to: "2027-05-31" });
    expect(gridRange("2027-09-30")).toEqual({ from: "2027-09-30", to: "2028-02-29" });
  });

  it("keeps only the taken days, never why: ended holds are not taken", () => {
    expect(
      busyDaysOf({
        holds: [
          { day: "2026-12-20", status: "active" },
          { day: "2026-12-12", status: "confirmed" },
          { day: "2026-12-14", status: "released" },
          { day: "2026-12-20", status: "active" },
        ],
        unavailable: [{ day: "2026-12-24" }],
        events: [{ day: "2026-12-12" }],
      }),
    ).toEqual(["2026-12-12", "2026-12-20", "2026-12-24"]);
  });

  it("draws six months of Monday-first weeks with past, taken and available days named for screen readers", () => {
    const months = availabilityMonths({ timeZone: "Europe/Berlin", today: "2026-12-07", busy: ["2026-12-12"] });
    expect(months.map((m) => m.label)).toEqual([
      "December 2026",
      "January 2027",
      "February 2027",
      "March 2027",
      "April 2027",
      "May 2027",
    ]);
    expect(months).toHaveLength(GRID_MONTHS);
    const december = months[0].weeks.flat().filter((c) => c.inMonth);
    expect(december[0]).toMatchObject({ day: "2026-12-01", state: "past", label: "Tue 1 Dec 2026: past" });
    expect(december.find((c) => c.day === "2026-12-12")).toMatchObject({
      state: "busy",
      label: "Sat 12 Dec 2026: not available",
    });
    expect(december.find((c) => c.day === "2026-12-07")?.state).toBe("available");
    // 7…31 December less the taken 12th.
    expect(months[0].available).toBe(24);
    expect(months[0].weeks[0][0].day).toBe("2026-11-30");
  });
});

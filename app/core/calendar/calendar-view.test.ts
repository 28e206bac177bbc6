import { describe, expect, it } from "vitest";
import { RANGE_TOO_LONG } from "./calendar";
import { type CalendarInput, dayView, type HoldInput, listView, monthView, parseCalendarQuery } from "./calendar-view";

const TODAY = "2026-12-11";

function hold(overrides: Partial<HoldInput>): HoldInput {
  return {
    id: "h1",
    day: "2026-12-19",
    rank: 1,
    status: "active",
    promoterName: "Club Aurora",
    promoterEmail: "aurora@promoters.test",
    note: null,
    expiresAt: new Date("2026-12-18T17:00:00Z"),
    challengeDeadline: null,
    inquiryId: null,
    ...overrides,
  };
}

const input: CalendarInput = {
  holds: [
    hold({ id: "b", rank: 2, promoterName: "Sonar Nights", expiresAt: new Date("2026-12-18T18:00:00Z") }),
    hold({ id: "a" }),
    hold({ id: "c", day: "2026-12-24", rank: null, status: "confirmed" }),
  ],
  unavailable: [{ day: "2026-12-25", note: "Christmas with family" }],
  events: [{ day: "2026-12-31", eventId: "nye-kessel", name: "NYE at Kessel" }],
  timeZone: "Europe/Berlin",
  today: TODAY,
};

describe("the calendar's query", () => {
  it("opens this month of the DJ's, or the month asked", () => {
    expect(parseCalendarQuery(new URLSearchParams(""), TODAY)).toEqual({
      view: "month",
      month: "2026-12",
      from: "2026-12-01",
      to: "2026-12-31",
      error: null,
    });
    expect(parseCalendarQuery(new URLSearchParams("month=2027-02"), TODAY)).toMatchObject({
      from: "2027-02-01",
      to: "2027-02-28",
    });
    expect(parseCalendarQuery(new URLSearchParams("month=2027-13"), TODAY).month).toBe("2026-12");
  });

  it("lists three months from today, or the range asked up to 18 months", () => {
    expect(parseCalendarQuery(new URLSearchParams("view=list"), TODAY)).toMatchObject({
      from: TODAY,
      to: "2027-03-11",
      error: null,
    });
    expect(parseCalendarQuery(new URLSearchParams("view=list&from=2027-01-01&to=2027-06-30"), TODAY)).toMatchObject({
      from: "2027-01-01",
      to: "2027-06-30",
      error: null,
    });
    expect(parseCalendarQuery(new URLSearchParams("view=list&from=2027-01-01&to=2029-01-01"), TODAY)).toMatchObject({
      from: TODAY,
      error: RANGE_TOO_LONG,
    });
  });
});

describe("the calendar's days", () => {
  it("shows a held day's holds in rank order, with expiries on the DJ's clock", () => {
    const day = dayView("2026-12-19", input);
    expect(day).toMatchObject({ state: "hold", stateLabel: "On hold", label: "Sat 19 Dec 2026", past: false });
    expect(day.holds.map((h) => [h.label, h.promoterName, h.expires, h.canChallenge])).toEqual([
      ["1st hold", "Club Aurora", "Fri 18 Dec, 18:00 CET", false],
      ["2nd hold", "Sonar Nights", "Fri 18 Dec, 19:00 CET", true],
    ]);
  });

  it("lets no hold challenge a 1st that is challenged already", () => {
    const challenged = {
      ...input,
      holds: [hold({ id: "a", challengeDeadline: new Date("2026-12-14T17:00:00Z") }), hold({ id: "b", rank: 2 })],
    };
    const day = dayView("2026-12-19", challenged);
    expect(day.holds[0].challengeDeadline).toBe("Mon 14 Dec, 18:00 CET");
    expect(day.holds[1].canChallenge).toBe(false);
  });

  it("shows confirmed, unavailable (with its private note) and event days", () => {
    expect(dayView("2026-12-24", input)).toMatchObject({ state: "confirmed" });
    expect(dayView("2026-12-25", input)).toMatchObject({ state: "unavailable", note: "Christmas with family" });
    expect(dayView("2026-12-31", input)).toMatchObject({ state: "confirmed", events: [{ name: "NYE at Kessel" }] });
    expect(dayView("2026-12-10", input)).toMatchObject({ state: "available", past: true });
  });

  it("lays the month out in weeks and lists only days with something on them", () => {
    const weeks = monthView("2026-12", input);
    const cells = weeks.flat();
    expect(cells.find((c) => c.day === "2026-12-19")?.state).toBe("hold");
    expect(cells.find((c) => c.day === TODAY)?.today).toBe(true);
    expect(listView("2026-12-11", "2026-12-30", input).map((d) => [d.day, d.state])).toEqual([
      ["2026-12-19", "hold"],
      ["2026-12-24", "confirmed"],
      ["2026-12-25", "unavailable"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { nextBookingStatuses } from "~/core/venues/venue-ops";
import {
  addMonthsTo,
  CALENDAR_MAX_MONTHS,
  challengeDeadline,
  challengeProblem,
  DAY_CONFIRMED,
  DAY_MARKED_UNAVAILABLE,
  dayLabel,
  dayState,
  defaultHoldExpiry,
  djTimeZone,
  djToday,
  HOLD_ALREADY_CHALLENGED,
  HOLD_EXPIRY_AFTER_DAY,
  HOLD_EXPIRY_PASSED,
  HOLD_FIRST_CANNOT_CHALLENGE,
  HOLD_IN_PAST,
  HOLD_TOO_FAR,
  holdDueOutcome,
  holdProblem,
  manualHoldSchema,
  momentLabel,
  monthLabel,
  monthWeeks,
  movedUpToFirst,
  nextFreeRank,
  parseCalendarAction,
  RANGE_BACKWARDS,
  RANGE_TOO_LONG,
  rangeProblem,
  rankLabel,
  rankTakenMessage,
  reminderAt,
  reminderStillDue,
  rerank,
  stepsToConfirmed,
} from "./calendar";

// A Berlin DJ's Friday evening, 11 Dec 2026 18:00 CET (17:00 UTC).
const NOW = new Date("2026-12-11T17:00:00Z");
const BERLIN = "Europe/Berlin";
const free = { activeRanks: [], unavailable: false, confirmed: false };

describe("the DJ's days", () => {
  it("takes the zone set on the profile, else the country of the location, else the site's", () => {
    expect(djTimeZone("America/Chicago", "Berlin, Germany")).toBe("America/Chicago");
    expect(djTimeZone(null, "Berlin, Germany")).toBe("Europe/Berlin");
    expect(djTimeZone(null, "Lagos, Nigeria")).toBe("Africa/Lagos");
    expect(djTimeZone("Not/AZone", "Tokyo, Japan")).toBe("Asia/Tokyo");
    expect(djTimeZone(null, null)).toBe("Europe/London");
  });

  it("counts today on the DJ's clock: late evening in New York is already tomorrow in Tokyo", () => {
    const late = new Date("2026-12-12T03:30:00Z");
    expect(djToday(late, "America/New_York")).toBe("2026-12-11");
    expect(djToday(late, "Asia/Tokyo")).toBe("2026-12-12");
  });

  it("says what a day is: confirmed, then unavailable, then on hold, else available", () => {
    expect(dayState({ confirmed: true, unavailable: true, holds: 2 })).toBe("confirmed");
    expect(dayState({ confirmed: false, unavailable: true, holds: 1 })).toBe("unavailable");
    expect(dayState({ confirmed: false, unavailable: false, holds: 1 })).toBe("hold");
    expect(dayState({ confirmed: false, unavailable: false, holds: 0 })).toBe("available");
  });

  it("refuses a range running backwards or longer than 18 months", () => {
    expect(rangeProblem("2026-12-11", "2026-12-10")).toBe(RANGE_BACKWARDS);
    expect(rangeProblem("2026-12-11", addMonthsTo("2026-12-11", CALENDAR_MAX_MONTHS))).toBeNull();
    expect(rangeProblem("2026-12-11", "2028-06-12")).toBe(RANGE_TOO_LONG);
    expect(addMonthsTo("2027-01-31", 1)).toBe("2027-02-28");
  });

  it("lays a month out in Monday-first weeks", () => {
    const weeks = monthWeeks("2026-12");
    expect(weeks[0][0]).toEqual({ day: "2026-11-30", date: 30, inMonth: false });
    expect(weeks[0][1]).toEqual({ day: "2026-12-01", date: 1, inMonth: true });
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.at(-1)?.at(-1)?.day).toBe("2027-01-03");
    expect(weeks.flat().filter((c) => c.inMonth)).toHaveLength(31);
  });

  it("shows days as themselves and moments on the DJ's clock, never in UTC", () => {
    expect(dayLabel("2026-12-12")).toBe("Sat 12 Dec 2026");
    expect(momentLabel(NOW, BERLIN)).toMatch(/^Fri 11 Dec, 18:00 (CET|GMT\+1)$/);
    expect(momentLabel(NOW, "America/New_York")).toMatch(/^Fri 11 Dec, 12:00 (EST|GMT-5)$/);
    expect(monthLabel("2026-12")).toBe("December 2026");
  });
});

describe("ranking holds", () => {
  it("labels ranks as agencies say them", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 103].map(rankLabel)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "103rd",
    ]);
  });

  it("puts a new hold behind the ones already on the date", () => {
    expect(nextFreeRank([])).toBe(1);
    expect(nextFreeRank([1])).toBe(2);
    expect(nextFreeRank([2, 1, 3])).toBe(4);
  });

  it("moves the holds behind up when the 1st ends, keeping their order", () => {
    const changes = rerank([
      { id: "c", rank: 3 },
      { id: "b", rank: 2 },
    ]);
    expect(changes).toEqual([
      { id: "b", from: 2, to: 1 },
      { id: "c", from: 3, to: 2 },
    ]);
    expect(movedUpToFirst(changes)).toEqual({ id: "b", from: 2, to: 1 });
  });

  it("moves nobody to 1st when a lower hold ends", () => {
    const changes = rerank([
      { id: "a", rank: 1 },
      { id: "c", rank: 3 },
    ]);
    expect(changes).toEqual([{ id: "c", from: 3, to: 2 }]);
    expect(movedUpToFirst(changes)).toBeNull();
    expect(rerank([{ id: "a", rank: 1 }])).toEqual([]);
  });
});

describe("placing a hold", () => {
  const ctx = { now: NOW, timeZone: BERLIN };
  const tomorrow = new Date("2026-12-12T12:00:00Z");

  it("accepts today in the DJ's zone and a free rank", () => {
    expect(holdProblem({ day: "2026-12-11", expiresAt: new Date("2026-12-11T20:00:00Z"), rank: 1 }, free, ctx)).toBe(
      null,
    );
    expect(holdProblem({ day: "2027-03-01", expiresAt: tomorrow, rank: 2 }, { ...free, activeRanks: [1] }, ctx)).toBe(
      null,
    );
  });

  it("refuses a hold in the past, past the horizon, or expiring before now or after its day", () => {
    expect(holdProblem({ day: "2026-12-10", expiresAt: tomorrow, rank: 1 }, free, ctx)).toEqual({
      field: "day",
      message: HOLD_IN_PAST,
    });
    expect(holdProblem({ day: "2028-06-12", expiresAt: tomorrow, rank: 1 }, free, ctx)).toEqual({
      field: "day",
      message: HOLD_TOO_FAR,
    });
    expect(holdProblem({ day: "2026-12-20", expiresAt: new Date("2026-12-11T16:59:00Z"), rank: 1 }, free, ctx)).toEqual(
      { field: "expiresAt", message: HOLD_EXPIRY_PASSED },
    );
    expect(holdProblem({ day: "2026-12-12", expiresAt: new Date("2026-12-13T09:00:00Z"), rank: 1 }, free, ctx)).toEqual(
      { field: "expiresAt", message: HOLD_EXPIRY_AFTER_DAY },
    );
  });

  it("refuses a second hold of the same rank, and confirmed or unavailable days", () => {
    const hold = { day: "2026-12-20", expiresAt: tomorrow, rank: 2 };
    expect(holdProblem(hold, { ...free, activeRanks: [1, 2] }, ctx)).toEqual({
      field: "form",
      message: "That date already has a 2nd hold.",
    });
    expect(rankTakenMessage(1)).toBe("That date already has a 1st hold.");
    expect(holdProblem(hold, { ...free, confirmed: true }, ctx)?.message).toBe(DAY_CONFIRMED);
    expect(holdProblem(hold, { ...free, unavailable: true }, ctx)?.message).toBe(DAY_MARKED_UNAVAILABLE);
  });

  it("gives an inquiry's hold a week, or until the end of its day when that comes sooner", () => {
    expect(defaultHoldExpiry("2027-02-01", NOW, BERLIN).toISOString()).toBe("2026-12-18T17:00:00.000Z");
    expect(defaultHoldExpiry("2026-12-13", NOW, BERLIN).toISOString()).toBe("2026-12-13T22:59:00.000Z");
  });

  it("parses the hand-placed hold form with clear messages", () => {
    const ok = manualHoldSchema.safeParse({
      intent: "hold",
      day: "2026-12-20",
      promoterName: " Nachtwerk ",
      promoterEmail: "",
      expiresDay: "2026-12-18",
      expiresTime: "18:00",
      note: "",
    });
    expect(ok.success && ok.data).toMatchObject({ promoterName: "Nachtwerk", promoterEmail: null, note: null });
    const bad = parseCalendarAction({ intent: "hold", day: "2026-02-30", promoterName: "", expiresDay: "x" });
    expect(bad).toEqual({ ok: false, field: "day", message: "That isn't a day on the calendar." });
    const noName = parseCalendarAction({
      intent: "hold",
      day: "2026-12-20",
      promoterName: " ",
      expiresDay: "2026-12-18",
      expiresTime: "18:00",
    });
    expect(noName).toEqual({ ok: false, field: "promoterName", message: "Enter who the hold is for." });
    const long = parseCalendarAction({ intent: "unavailable", from: "2026-12-20", to: "2028-12-20", note: "Tour" });
    expect(long).toEqual({ ok: false, field: "to", message: RANGE_TOO_LONG });
    const one = parseCalendarAction({ intent: "unavailable", from: "2026-12-20", note: "Family" });
    expect(one).toEqual({
      ok: true,
      action: { intent: "unavailable", from: "2026-12-20", to: "2026-12-20", note: "Family" },
    });
  });
});

describe("challenge, expiry and the reminder", () => {
  const first = { status: "active", rank: 1, expiresAt: new Date("2026-12-18T17:00:00Z"), challengeDeadline: null };
  const second = { status: "active", rank: 2, expiresAt: new Date("2026-12-19T17:00:00Z"), challengeDeadline: null };

  it("lets only a lower active hold challenge an unchallenged 1st", () => {
    expect(challengeProblem(second, first)).toBeNull();
    expect(challengeProblem(first, first)).toBe(HOLD_FIRST_CANNOT_CHALLENGE);
    expect(challengeProblem(second, { ...first, challengeDeadline: NOW })).toBe(HOLD_ALREADY_CHALLENGED);
  });

  it("gives the 1st holder three days to answer, never past its own expiry", () => {
    expect(challengeDeadline(NOW, first.expiresAt).toISOString()).toBe("2026-12-14T17:00:00.000Z");
    expect(challengeDeadline(NOW, new Date("2026-12-12T17:00:00Z")).toISOString()).toBe("2026-12-12T17:00:00.000Z");
  });

  it("expires a hold at its moment, lapses a challenged 1st at its deadline, and leaves ended holds alone", () => {
    expect(holdDueOutcome(first, NOW)).toBeNull();
    expect(holdDueOutcome(first, first.expiresAt)).toBe("expired");
    const challenged = { ...first, challengeDeadline: new Date("2026-12-14T17:00:00Z") };
    expect(holdDueOutcome(challenged, new Date("2026-12-14T17:00:00Z"))).toBe("lapsed");
    expect(holdDueOutcome({ ...challenged, status: "released" }, first.expiresAt)).toBeNull();
  });

  it("reminds 48 hours before expiry, and only of the expiry it was planned for", () => {
    expect(reminderAt(first.expiresAt, NOW)?.toISOString()).toBe("2026-12-16T17:00:00.000Z");
    expect(reminderAt(new Date("2026-12-12T17:00:00Z"), NOW)).toBeNull();
    const planned = first.expiresAt.toISOString();
    expect(reminderStillDue(first, planned, new Date("2026-12-16T17:00:00Z"))).toBe(true);
    expect(reminderStillDue({ ...first, expiresAt: new Date("2026-12-20T17:00:00Z") }, planned, NOW)).toBe(false);
    expect(reminderStillDue({ ...first, status: "released" }, planned, NOW)).toBe(false);
  });
});

describe("confirming an inquiry's date", () => {
  it("walks the workflow to confirmed, one recorded step at a time", () => {
    expect(stepsToConfirmed("new", nextBookingStatuses)).toEqual(["contacted", "confirmed"]);
    expect(stepsToConfirmed("negotiating", nextBookingStatuses)).toEqual(["confirmed"]);
    expect(stepsToConfirmed("archived", nextBookingStatuses)).toEqual(["contacted", "confirmed"]);
    expect(stepsToConfirmed("confirmed", nextBookingStatuses)).toEqual([]);
    expect(stepsToConfirmed("declined", nextBookingStatuses)).toEqual(["archived", "contacted", "confirmed"]);
  });
});

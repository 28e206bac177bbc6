import { describe, expect, it } from "vitest";
import {
  describeRepeat,
  expandRecurrence,
  patternOfRule,
  type RecurrenceInput,
  repeatChoices,
  weekdayOfMonth,
} from "./recurrence";

const thursdayNights: RecurrenceInput = {
  pattern: "weekly",
  date: "2027-01-07",
  startTime: "22:00",
  endTime: "04:00",
  timeZone: "Europe/Berlin",
  count: 8,
};

function expanded(input: RecurrenceInput) {
  const result = expandRecurrence(input);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe("expandRecurrence", () => {
  it("makes 8 Thursdays a week apart, the first being the form's day, each ending the next morning", () => {
    const { occurrences, rule } = expanded(thursdayNights);
    expect(occurrences.map((o) => o.date)).toEqual([
      "2027-01-07",
      "2027-01-14",
      "2027-01-21",
      "2027-01-28",
      "2027-02-04",
      "2027-02-11",
      "2027-02-18",
      "2027-02-25",
    ]);
    expect(occurrences[0].startsAt.toISOString()).toBe("2027-01-07T21:00:00.000Z");
    expect(occurrences[0].endsAt?.toISOString()).toBe("2027-01-08T03:00:00.000Z");
    expect(rule).toBe("DTSTART;TZID=Europe/Berlin:20270107T220000\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TH;COUNT=8");
    expect(patternOfRule(rule)).toBe("weekly");
  });

  it("repeats every other week until a last day, that day included", () => {
    const { occurrences, rule } = expanded({
      ...thursdayNights,
      pattern: "fortnightly",
      count: null,
      until: "2027-02-18",
    });
    expect(occurrences.map((o) => o.date)).toEqual(["2027-01-07", "2027-01-21", "2027-02-04", "2027-02-18"]);
    expect(patternOfRule(rule)).toBe("fortnightly");
  });

  it("repeats monthly on the 2nd Thursday, and on the last Friday", () => {
    const second = expanded({ ...thursdayNights, pattern: "monthly-nth", date: "2027-01-14", count: 4 });
    expect(second.occurrences.map((o) => o.date)).toEqual(["2027-01-14", "2027-02-11", "2027-03-11", "2027-04-08"]);
    expect(patternOfRule(second.rule)).toBe("monthly-nth");
    const last = expanded({ ...thursdayNights, pattern: "monthly-last", date: "2027-01-29", count: 4 });
    expect(last.occurrences.map((o) => o.date)).toEqual(["2027-01-29", "2027-02-26", "2027-03-26", "2027-04-30"]);
    expect(patternOfRule(last.rule)).toBe("monthly-last");
  });

  it("keeps 22:00 in Berlin across the late-March and late-October changes", () => {
    const spring = expanded({ ...thursdayNights, date: "2027-03-18", count: 3 });
    expect(spring.occurrences.map((o) => o.startsAt.toISOString())).toEqual([
      "2027-03-18T21:00:00.000Z", // CET, UTC+1
      "2027-03-25T21:00:00.000Z", // still CET: the change is on Sunday 28 March
      "2027-04-01T20:00:00.000Z", // CEST, UTC+2
    ]);
    // 31 October 2027 is the Sunday of the change: the 4 November occurrence is an hour later in UTC.
    const across = expanded({ ...thursdayNights, date: "2027-10-28", count: 2 });
    expect(across.occurrences.map((o) => o.startsAt.toISOString())).toEqual([
      "2027-10-28T20:00:00.000Z",
      "2027-11-04T21:00:00.000Z",
    ]);
    // The end the next morning is 04:00 local too, on the night the clocks go back.
    const night = expanded({ ...thursdayNights, pattern: "monthly-last", date: "2027-10-30", count: 2 });
    expect(night.occurrences[0].endsAt?.toISOString()).toBe("2027-10-31T03:00:00.000Z");
  });

  it("keeps 21:00 in New York across its March and November changes", () => {
    const ny = expanded({
      pattern: "weekly",
      date: "2027-03-11",
      startTime: "21:00",
      endTime: null,
      timeZone: "America/New_York",
      until: "2027-03-18",
    });
    expect(ny.occurrences.map((o) => o.startsAt.toISOString())).toEqual([
      "2027-03-12T02:00:00.000Z", // EST, UTC-5
      "2027-03-19T01:00:00.000Z", // EDT from 14 March, UTC-4
    ]);
    expect(ny.occurrences[0].endsAt).toBeNull();
    const fall = expanded({
      ...thursdayNights,
      timeZone: "America/New_York",
      startTime: "21:00",
      date: "2027-10-28",
      count: 2,
    });
    expect(fall.occurrences.map((o) => o.startsAt.toISOString())).toEqual([
      "2027-10-29T01:00:00.000Z",
      "2027-11-05T01:00:00.000Z", // EST from 7 November: still EDT on the 4th
    ]);
  });

  it("fits 105 weekly dates in 2 years, and refuses a 106th", () => {
    expect(expanded({ ...thursdayNights, count: 105 }).occurrences.at(-1)?.date).toBe("2029-01-04");
    expect(expandRecurrence({ ...thursdayNights, count: 106 })).toMatchObject({ ok: false, field: "repeatCount" });
    expect(expandRecurrence({ ...thursdayNights, count: 200 })).toMatchObject({ ok: false, field: "repeatCount" });
  });
});

describe("expandRecurrence's limits", () => {
  it("refuses more than 200 dates", () => {
    expect(expandRecurrence({ ...thursdayNights, count: 201 })).toEqual({
      ok: false,
      field: "repeatCount",
      message: "Give a number of dates from 2 to 200",
    });
  });
  it("refuses a last date more than 2 years after the first, and accepts one exactly 2 years after", () => {
    const over = expandRecurrence({ ...thursdayNights, count: null, until: "2029-01-08" });
    expect(over).toMatchObject({ ok: false, field: "repeatUntil" });
    expect(over.ok ? "" : over.message).toContain("at most 2 years");
    expect(expandRecurrence({ ...thursdayNights, count: null, until: "2029-01-07" }).ok).toBe(true);
  });
  it("refuses a count that runs past 2 years", () => {
    const over = expandRecurrence({ ...thursdayNights, pattern: "monthly-nth", count: 30 });
    expect(over).toMatchObject({ ok: false, field: "repeatCount" });
    expect(over.ok ? "" : over.message).toContain("at most 2 years");
  });
  it("refuses an end before the start, and a single date", () => {
    expect(expandRecurrence({ ...thursdayNights, count: null, until: "2027-01-06" })).toMatchObject({
      ok: false,
      field: "repeatUntil",
      message: "The last date is before the first: choose a later one",
    });
    expect(expandRecurrence({ ...thursdayNights, count: null, until: "2027-01-10" })).toMatchObject({
      ok: false,
      field: "repeatUntil",
    });
    expect(expandRecurrence({ ...thursdayNights, count: 1 })).toMatchObject({ ok: false, field: "repeatCount" });
  });
  it("refuses an unknown pattern, no end, and a last Friday that is not the last", () => {
    expect(expandRecurrence({ ...thursdayNights, pattern: "daily" as never })).toMatchObject({
      ok: false,
      field: "repeat",
    });
    expect(expandRecurrence({ ...thursdayNights, count: null })).toMatchObject({ ok: false, field: "repeatCount" });
    expect(expandRecurrence({ ...thursdayNights, pattern: "monthly-last", date: "2027-01-22" })).toMatchObject({
      ok: false,
      field: "repeat",
    });
  });
});

describe("the words of a series", () => {
  it("names the weekday and its place in the month", () => {
    expect(weekdayOfMonth("2027-01-14")).toEqual({ weekday: "Thursday", nth: 2, last: false });
    expect(weekdayOfMonth("2027-01-29")).toEqual({ weekday: "Friday", nth: 5, last: true });
    expect(describeRepeat("weekly", "2027-01-07")).toBe("Every Thursday");
    expect(describeRepeat("fortnightly", "2027-01-07")).toBe("Every other Thursday");
    expect(describeRepeat("monthly-nth", "2027-01-14")).toBe("Every 2nd Thursday of the month");
    expect(describeRepeat("monthly-last", "2027-01-29")).toBe("Every last Friday of the month");
  });
  it("offers monthly on the last weekday only on such a day", () => {
    expect(repeatChoices("2027-01-14").map((c) => c.value)).toEqual(["none", "weekly", "fortnightly", "monthly-nth"]);
    expect(repeatChoices("2027-01-28").map((c) => c.label)).toContain("Monthly, on the last Thursday");
    expect(repeatChoices("").map((c) => c.value)).toContain("monthly-last");
  });
});

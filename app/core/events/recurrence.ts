import type { Options as RRuleOptions } from "rrule";
import * as rrule from "rrule";
import { addDays, zonedDateTime } from "./events";

// rrule has no "exports" map: Node (the server, the CLI) loads its CommonJS build, whose exports arrive as `default`;
// bundlers and Vitest load its ES build, with named exports. Either way, the one RRule class.
// Read by name at run time: the ES build has no default export, and a bundler warns of a static `.default` read.
const { RRule } = (Reflect.get(rrule, "default") as typeof rrule | undefined) ?? rrule;

/**
 * Residencies (decision 059): an event that repeats weekly, fortnightly or monthly on a weekday ("2nd Thursday",
 * "last Friday"), until a day or a number of times, expanded by `rrule` (RFC 5545) into occurrences that are each
 * stored as an event of their own. The rule is expanded in the event's local wall time — floating dates that rrule
 * never shifts — and each occurrence's local day and times are then read as instants in the event's zone, so a
 * 22:00 Thursday stays 22:00 on both sides of a daylight-saving change.
 */

export const REPEAT_PATTERNS = ["none", "weekly", "fortnightly", "monthly-nth", "monthly-last"] as const;
export type RepeatPattern = (typeof REPEAT_PATTERNS)[number];
export type RecurringPattern = Exclude<RepeatPattern, "none">;

export const REPEAT_ENDS = ["until", "count"] as const;
export type RepeatEnd = (typeof REPEAT_ENDS)[number];

/** A series reaches at most 2 years past its first day and at most 200 occurrences (a typo must not make 5,000). */
export const RECURRENCE_LIMITS = { maxOccurrences: 200, maxYears: 2, minOccurrences: 2 } as const;

export function isRepeatPattern(value: unknown): value is RepeatPattern {
  return typeof value === "string" && (REPEAT_PATTERNS as readonly string[]).includes(value);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
/** rrule's weekdays, Monday first, indexed here by JavaScript's getUTCDay (Sunday = 0). */
const RRULE_DAYS = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA];
const ORDINALS = ["1st", "2nd", "3rd", "4th", "5th"] as const;

function dayParts(day: string): { y: number; m: number; d: number; weekday: number; daysInMonth: number } {
  const [y, m, d] = day.split("-").map(Number);
  return {
    y,
    m,
    d,
    weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay(),
    daysInMonth: new Date(Date.UTC(y, m, 0)).getUTCDate(),
  };
}

/** The nth of its weekday in the month (1–5), and whether it is the last one. */
export function weekdayOfMonth(day: string): { weekday: string; nth: number; last: boolean } {
  const p = dayParts(day);
  return { weekday: WEEKDAYS[p.weekday], nth: Math.ceil(p.d / 7), last: p.d + 7 > p.daysInMonth };
}

/** The choices of the form's "Repeats" control for a first day (monthly "last" only when the day is the last one). */
export function repeatChoices(day: string | null | undefined): { value: RepeatPattern; label: string }[] {
  const valid = typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day);
  const w = valid ? weekdayOfMonth(day) : null;
  const choices: { value: RepeatPattern; label: string }[] = [
    { value: "none", label: "Does not repeat" },
    { value: "weekly", label: w ? `Weekly, every ${w.weekday}` : "Weekly" },
    { value: "fortnightly", label: w ? `Fortnightly, every other ${w.weekday}` : "Fortnightly" },
    {
      value: "monthly-nth",
      label: w ? `Monthly, on the ${ORDINALS[w.nth - 1]} ${w.weekday}` : "Monthly, on the same weekday",
    },
  ];
  if (!w || w.last)
    choices.push({
      value: "monthly-last",
      label: w ? `Monthly, on the last ${w.weekday}` : "Monthly, on the last weekday",
    });
  return choices;
}

/** What the public event page says of a series: "Every Thursday", "Every 2nd Thursday of the month"… */
export function describeRepeat(pattern: RecurringPattern, firstDay: string): string {
  const w = weekdayOfMonth(firstDay);
  switch (pattern) {
    case "weekly":
      return `Every ${w.weekday}`;
    case "fortnightly":
      return `Every other ${w.weekday}`;
    case "monthly-nth":
      return `Every ${ORDINALS[w.nth - 1]} ${w.weekday} of the month`;
    case "monthly-last":
      return `Every last ${w.weekday} of the month`;
  }
}

export interface RecurrenceInput {
  pattern: RecurringPattern;
  /** The first occurrence's local day (YYYY-MM-DD) and times (HH:MM), in `timeZone`. */
  date: string;
  startTime: string;
  endTime: string | null;
  timeZone: string;
  /** Exactly one: the last day an occurrence may fall on (local, inclusive), or how many occurrences. */
  until?: string | null;
  count?: number | null;
}

export interface Occurrence {
  /** Local day in the event's zone. */
  date: string;
  startsAt: Date;
  endsAt: Date | null;
}

export type RecurrenceResult =
  | { ok: true; occurrences: Occurrence[]; rule: string }
  | { ok: false; field: "repeat" | "repeatUntil" | "repeatCount"; message: string };

/** A local day plus whole years (29 February becomes 28 February). */
function addYears(day: string, years: number): string {
  const p = dayParts(day);
  const y = p.y + years;
  const last = new Date(Date.UTC(y, p.m, 0)).getUTCDate();
  return `${String(y).padStart(4, "0")}-${String(p.m).padStart(2, "0")}-${String(Math.min(p.d, last)).padStart(2, "0")}`;
}

/** A local day and time as a floating instant: rrule's arithmetic runs on it in UTC, where there is no DST. */
function floating(day: string, time = "00:00"): Date {
  const p = dayParts(day);
  const [hh, mm] = time.split(":").map(Number);
  return new Date(Date.UTC(p.y, p.m - 1, p.d, hh, mm));
}

/** The start and end instants of a local day's times in a zone; an end at or before the start is the next day. */
export function localInstants(day: string, startTime: string, endTime: string | null, timeZone: string): Occurrence {
  const startsAt = zonedDateTime(day, startTime, timeZone);
  if (!endTime) return { date: day, startsAt, endsAt: null };
  const endDay = endTime <= startTime ? addDays(day, 1) : day;
  return { date: day, startsAt, endsAt: zonedDateTime(endDay, endTime, timeZone) };
}

export const REPEAT_NOT_IN_LIST = "Choose how the event repeats from the list";

/**
 * Expands a series into its occurrences, the first being the form's own day. Refuses (naming the form's field) an
 * unknown pattern, a monthly "last" on a day that is not the last of its weekday, an end before the start, a series
 * of fewer than 2 or more than 200 occurrences, or one reaching past 2 years after its first day.
 */
export function expandRecurrence(input: RecurrenceInput): RecurrenceResult {
  const { maxOccurrences, maxYears, minOccurrences } = RECURRENCE_LIMITS;
  // The type says recurring; a form or a caller may still hand anything.
  const asked: string = input.pattern;
  if (!isRepeatPattern(asked) || asked === "none") return { ok: false, field: "repeat", message: REPEAT_NOT_IN_LIST };
  const first = weekdayOfMonth(input.date);
  const weekday = RRULE_DAYS[dayParts(input.date).weekday];
  if (input.pattern === "monthly-last" && !first.last)
    return {
      ok: false,
      field: "repeat",
      message: `${input.date} is not the last ${first.weekday} of its month: choose that day, or "on the ${ORDINALS[first.nth - 1]} ${first.weekday}"`,
    };
  const horizon = addYears(input.date, maxYears);
  const options: Partial<RRuleOptions> = {
    dtstart: floating(input.date, input.startTime),
    ...(input.pattern === "weekly" || input.pattern === "fortnightly"
      ? { freq: RRule.WEEKLY, interval: input.pattern === "fortnightly" ? 2 : 1, byweekday: [weekday] }
      : { freq: RRule.MONTHLY, byweekday: [weekday.nth(input.pattern === "monthly-last" ? -1 : first.nth)] }),
  };
  if (input.until) {
    if (input.until < input.date)
      return { ok: false, field: "repeatUntil", message: "The last date is before the first: choose a later one" };
    if (input.until > horizon)
      return {
        ok: false,
        field: "repeatUntil",
        message: `A residency can run for at most ${maxYears} years: choose a last date on or before ${horizon}`,
      };
    options.until = floating(input.until, "23:59");
  } else if (typeof input.count === "number" && Number.isInteger(input.count)) {
    if (input.count < minOccurrences || input.count > maxOccurrences)
      return {
        ok: false,
        field: "repeatCount",
        message: `Give a number of dates from ${minOccurrences} to ${maxOccurrences}`,
      };
    options.count = input.count;
  } else {
    return { ok: false, field: "repeatCount", message: "Give a last date or a number of dates" };
  }
  const rule = new RRule(options);
  // One past the limit, so a rule of too many is told apart from one of exactly 200.
  const days = rule.all((_, i) => i <= maxOccurrences).map((d) => d.toISOString().slice(0, 10));
  if (days.length > maxOccurrences)
    return {
      ok: false,
      field: input.until ? "repeatUntil" : "repeatCount",
      message: `A residency has at most ${maxOccurrences} dates: choose an earlier last date`,
    };
  if (days.at(-1) && (days.at(-1) as string) > horizon)
    return {
      ok: false,
      field: "repeatCount",
      message: `A residency can run for at most ${maxYears} years: give fewer dates`,
    };
  if (days.length < minOccurrences)
    return {
      ok: false,
      field: input.until ? "repeatUntil" : "repeatCount",
      message: "That makes a single date: choose a later last date, or “Does not repeat”",
    };
  return {
    ok: true,
    occurrences: days.map((day) => localInstants(day, input.startTime, input.endTime, input.timeZone)),
    rule: new RRule({ ...options, tzid: input.timeZone }).toString(),
  };
}

/** The pattern a stored rule was made from (for the public page's words), or null for a rule Booth did not write. */
export function patternOfRule(rule: string): RecurringPattern | null {
  const line = rule.split("\n").find((l) => l.startsWith("RRULE:")) ?? "";
  if (/FREQ=WEEKLY/.test(line)) return /INTERVAL=2(;|$)/.test(line) ? "fortnightly" : "weekly";
  if (/FREQ=MONTHLY/.test(line)) return /BYDAY=-1/.test(line) ? "monthly-last" : "monthly-nth";
  return null;
}

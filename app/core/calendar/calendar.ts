import { z } from "zod";
import { emailAddressSchema } from "~/core/accounts/email-address";
import { timeZoneForCountry } from "~/core/events/event-form";
import { DEFAULT_EVENT_TIME_ZONE, isValidTimeZone, localDateOf, zonedDateTime } from "~/core/events/events";
import { REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import { MONTHS_LONG, MONTHS_SHORT, WEEKDAYS_SHORT } from "~/core/text/english-format";
import { isIsoDate } from "~/core/text/iso-date";
import { keepUnderMessage } from "~/core/text/plain-text";
import { zoneParts } from "~/core/text/zone-clock";

/**
 * A DJ's calendar: what each of their days is (available, unavailable with a private note, on hold, confirmed), the
 * holds ranked per date (1st, 2nd, 3rd…) that move up when the one ahead ends, challenges with their deadline,
 * expiry and the reminder before it. Days are the DJ's days: every date here is a calendar day in the DJ's time
 * zone, and every moment is turned into one with that zone. Pure: the domain functions and the jobs ask these
 * rules, the screens show what they answer.
 */

/** How long the 1st holder has to confirm or release once a lower hold challenges it. */
export const HOLD_CHALLENGE_DAYS = 3;
/** The DJ's managers are mailed this long before one of their holds expires. */
export const HOLD_REMINDER_HOURS = 48;
/** Nothing on a calendar further ahead than this, and no range longer (a typo in the year, or a runaway query). */
export const CALENDAR_MAX_MONTHS = 18;
/** The default expiry of a hold placed from an inquiry: a week, as agencies usually give. */
export const HOLD_DEFAULT_DAYS = 7;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const DAY_STATES = ["available", "unavailable", "hold", "confirmed"] as const;
export type DayState = (typeof DAY_STATES)[number];
export const DAY_STATE_LABELS: Record<DayState, string> = {
  available: "Available",
  unavailable: "Unavailable",
  hold: "On hold",
  confirmed: "Confirmed",
};

/** A hold's life: active (ranked), or ended one of four ways. Only active holds have a rank. */
export const HOLD_STATUSES = ["active", "released", "expired", "lapsed", "confirmed"] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

// ───────────────────────────── Messages ─────────────────────────────

export const HOLD_IN_PAST = "A hold can't be in the past: choose today or a later date.";
export const PAST_DAY = "That day has passed: choose today or a later one.";
export const HOLD_TOO_FAR = `Choose a date within the next ${CALENDAR_MAX_MONTHS} months.`;
export const HOLD_EXPIRY_PASSED = "Choose an expiry later than now.";
export const HOLD_EXPIRY_AFTER_DAY = "The hold must expire by the end of its date.";
export const RANGE_TOO_LONG = `Choose a range of at most ${CALENDAR_MAX_MONTHS} months.`;
export const RANGE_BACKWARDS = "The range must end on or after its first day.";
export const DAY_CONFIRMED = "That date is already confirmed.";
export const DAY_MARKED_UNAVAILABLE = "That date is marked unavailable. Mark it available first.";
export const PROMOTER_MISSING = "Enter who the hold is for.";
export const HOLD_NOT_FOUND = "That hold doesn't exist or has ended.";
export const HOLD_FIRST_CANNOT_CHALLENGE = "Only a 2nd or lower hold can challenge the 1st.";
export const HOLD_ALREADY_CHALLENGED = "The 1st hold is already challenged; wait for its answer.";
export const HOLD_NEEDS_DATE = "This inquiry has no date to hold.";
export const INQUIRY_ALREADY_HELD = "This inquiry already holds its date.";
export const NOT_A_DAY = "That isn't a day on the calendar.";
export const INQUIRY_HOLDS_NOTHING = "This inquiry holds no date.";

/** "That date already has a 2nd hold." — a second hold of one rank (a double submit, or two people at once). */
export function rankTakenMessage(rank: number): string {
  return `That date already has a ${rankLabel(rank)} hold.`;
}

// ───────────────────────────── Days and zones ─────────────────────────────

export { isIsoDate };

/** The DJ's zone: the one set on the profile, else the zone of the country their location ends with, else the site's. */
export function djTimeZone(stored: string | null | undefined, location: string | null | undefined): string {
  if (stored && isValidTimeZone(stored)) return stored;
  const country = location?.split(",").at(-1)?.trim();
  return timeZoneForCountry(country) ?? DEFAULT_EVENT_TIME_ZONE;
}

/** Today in the DJ's zone. */
export function djToday(now: Date, timeZone: string): string {
  return localDateOf(now, timeZone);
}

export function addDaysTo(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The same day `months` later (the 31st of a short month becomes its last day). */
export function addMonthsTo(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/** The last day a calendar shows or takes, counted from today. */
export function calendarHorizon(today: string): string {
  return addMonthsTo(today, CALENDAR_MAX_MONTHS);
}

/** The end of a day in a zone (23:59 local): the latest a hold on it may last. */
export function endOfDay(day: string, timeZone: string): Date {
  return zonedDateTime(day, "23:59", timeZone);
}

/** Refuses a range that runs backwards or is longer than the calendar's horizon; null when it is fine. */
export function rangeProblem(from: string, to: string): string | null {
  if (to < from) return RANGE_BACKWARDS;
  if (to > addMonthsTo(from, CALENDAR_MAX_MONTHS)) return RANGE_TOO_LONG;
  return null;
}

/** Every day from `from` to `to`, both included (the range has been checked). */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDaysTo(day, 1)) out.push(day);
  return out;
}

// ───────────────────────────── Ranks ─────────────────────────────

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function rankLabel(rank: number): string {
  const teen = rank % 100 >= 11 && rank % 100 <= 13;
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[rank % 10] ?? "th");
  return `${rank}${suffix}`;
}

/** The rank a new hold on a date takes: behind every active one (ranks are kept 1…n, so this is n + 1). */
export function nextFreeRank(activeRanks: readonly number[]): number {
  return activeRanks.length === 0 ? 1 : Math.max(...activeRanks) + 1;
}

export interface RankedHold {
  id: string;
  rank: number;
}

export interface RankChange {
  id: string;
  from: number;
  to: number;
}

/**
 * After a hold on a date ended, the ones behind it move up: the active holds keep their order and are numbered
 * 1…n again. Answers only the holds whose rank changes, so a move-up is one update each.
 */
export function rerank(active: readonly RankedHold[]): RankChange[] {
  return [...active]
    .sort((a, b) => a.rank - b.rank || a.id.localeCompare(b.id))
    .map((hold, index) => ({ id: hold.id, from: hold.rank, to: index + 1 }))
    .filter((change) => change.from !== change.to);
}

/** The hold that became the 1st in a re-ranking (its promoter is told), if any. */
export function movedUpToFirst(changes: readonly RankChange[]): RankChange | null {
  return changes.find((change) => change.to === 1) ?? null;
}

// ───────────────────────────── Days ─────────────────────────────

export interface DayFacts {
  unavailable: boolean;
  confirmed: boolean;
  holds: number;
}

/** What a day is: confirmed wins (a booking or a published event), then unavailable, then on hold, else available. */
export function dayState(facts: DayFacts): DayState {
  if (facts.confirmed) return "confirmed";
  if (facts.unavailable) return "unavailable";
  if (facts.holds > 0) return "hold";
  return "available";
}

// ───────────────────────────── Holds: placing, challenge, expiry ─────────────────────────────

export interface HoldPlacement {
  day: string;
  expiresAt: Date;
}

export interface DayBookings {
  /** The ranks of the active holds on the day. */
  activeRanks: readonly number[];
  unavailable: boolean;
  confirmed: boolean;
}

export interface HoldProblem {
  field: "day" | "expiresAt" | "form";
  message: string;
}

/**
 * Whether a hold may be placed on `day` with `rank`: not in the past (the DJ's today), not past the horizon, an
 * expiry after now and no later than the end of the day held, a rank nobody on that day holds, a day that is neither
 * confirmed nor marked unavailable. The first problem, or null.
 */
export function holdProblem(
  hold: HoldPlacement & { rank: number },
  day: DayBookings,
  { now, timeZone }: { now: Date; timeZone: string },
): HoldProblem | null {
  const today = djToday(now, timeZone);
  if (hold.day < today) return { field: "day", message: HOLD_IN_PAST };
  if (hold.day > calendarHorizon(today)) return { field: "day", message: HOLD_TOO_FAR };
  if (hold.expiresAt.getTime() <= now.getTime()) return { field: "expiresAt", message: HOLD_EXPIRY_PASSED };
  if (hold.expiresAt.getTime() > endOfDay(hold.day, timeZone).getTime())
    return { field: "expiresAt", message: HOLD_EXPIRY_AFTER_DAY };
  if (day.confirmed) return { field: "day", message: DAY_CONFIRMED };
  if (day.unavailable) return { field: "day", message: DAY_MARKED_UNAVAILABLE };
  if (day.activeRanks.includes(hold.rank)) return { field: "form", message: rankTakenMessage(hold.rank) };
  return null;
}

/** The expiry a hold placed from an inquiry gets: a week from now, but no later than the end of its day. */
export function defaultHoldExpiry(day: string, now: Date, timeZone: string): Date {
  const week = now.getTime() + HOLD_DEFAULT_DAYS * DAY_MS;
  return new Date(Math.min(week, endOfDay(day, timeZone).getTime()));
}

/** When the managers are reminded of a hold: 48 h before it expires; null when that moment has passed already. */
export function reminderAt(expiresAt: Date, now: Date): Date | null {
  const at = new Date(expiresAt.getTime() - HOLD_REMINDER_HOURS * HOUR_MS);
  return at.getTime() > now.getTime() ? at : null;
}

/** The 1st holder's deadline to confirm or release once challenged, never after its own expiry. */
export function challengeDeadline(now: Date, firstExpiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + HOLD_CHALLENGE_DAYS * DAY_MS, firstExpiresAt.getTime()));
}

export interface HoldFacts {
  status: string;
  rank: number | null;
  expiresAt: Date;
  challengeDeadline: Date | null;
}

/** A lower hold may challenge the 1st when it is active and ranked below, and the 1st is not challenged already. */
export function challengeProblem(challenger: HoldFacts, first: HoldFacts | null): string | null {
  if (challenger.status !== "active" || challenger.rank === null) return HOLD_NOT_FOUND;
  if (challenger.rank === 1 || !first) return HOLD_FIRST_CANNOT_CHALLENGE;
  if (first.challengeDeadline) return HOLD_ALREADY_CHALLENGED;
  return null;
}

/** What the job finds due on a hold at `now`: it expired, its challenge lapsed, or nothing (it moved on since). */
export function holdDueOutcome(hold: HoldFacts, now: Date): "expired" | "lapsed" | null {
  if (hold.status !== "active") return null;
  if (hold.expiresAt.getTime() <= now.getTime()) return "expired";
  if (hold.rank === 1 && hold.challengeDeadline && hold.challengeDeadline.getTime() <= now.getTime()) return "lapsed";
  return null;
}

/** Whether the 48 h reminder for a hold is still news: it is active and expires at the moment the reminder was for. */
export function reminderStillDue(hold: HoldFacts, plannedFor: string, now: Date): boolean {
  return (
    hold.status === "active" && hold.expiresAt.toISOString() === plannedFor && hold.expiresAt.getTime() > now.getTime()
  );
}

// ───────────────────────────── Inquiries ─────────────────────────────

/**
 * The steps from an inquiry's status to confirmed along the workflow's own moves (`next` is the status rule), so
 * "Confirm date" records each one in the history: new → contacted → confirmed. Empty when there is no way.
 */
export function stepsToConfirmed(status: string, next: (status: string) => readonly string[]): string[] {
  const seen = new Map<string, string | null>([[status, null]]);
  const queue = [status];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    if (current === "confirmed") {
      const path: string[] = [];
      for (let at: string | null = current; at && at !== status; at = seen.get(at) ?? null) path.unshift(at);
      return path;
    }
    for (const step of next(current)) {
      if (seen.has(step)) continue;
      seen.set(step, current);
      queue.push(step);
    }
  }
  return [];
}

// ───────────────────────────── Showing days and moments ─────────────────────────────

const zoneNames = new Map<string, Intl.DateTimeFormat>();
function zoneName(at: Date, timeZone: string): string {
  let format = zoneNames.get(timeZone);
  if (!format) {
    if (zoneNames.size >= 1000) zoneNames.clear();
    format = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" });
    zoneNames.set(timeZone, format);
  }
  return format.formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** "Sat 12 Dec 2026": a calendar day as itself (no zone can move it to another day). */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS_SHORT[weekday]} ${d} ${MONTHS_SHORT[m - 1]} ${y}`;
}

/** "Fri 11 Dec, 18:00 CET": a moment on the DJ's clock, with the zone's short name. */
export function momentLabel(at: Date, timeZone: string): string {
  const p = zoneParts(at, timeZone);
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
  const time = `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
  return `${WEEKDAYS_SHORT[weekday]} ${p.day} ${MONTHS_SHORT[p.month - 1]}, ${time} ${zoneName(at, timeZone)}`;
}

export interface MonthCell {
  day: string;
  /** Day of the month, 1…31. */
  date: number;
  inMonth: boolean;
}

/** "2026-12" of a day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function isMonth(value: string | null | undefined): value is string {
  return Boolean(value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value));
}

export function shiftMonth(month: string, by: number): string {
  return monthOf(addMonthsTo(`${month}-01`, by));
}

/** "December 2026". */
export function monthLabel(month: string): string {
  return `${MONTHS_LONG[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** The weeks (Monday first) that show a month, with the neighbouring months' days to fill the first and last. */
export function monthWeeks(month: string): MonthCell[][] {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = addDaysTo(first, -weekday);
  const last = addDaysTo(`${shiftMonth(month, 1)}-01`, -1);
  const weeks: MonthCell[][] = [];
  for (let day = start; day <= last || weeks.at(-1)?.length !== 7; day = addDaysTo(day, 1)) {
    if (weeks.length === 0 || weeks[weeks.length - 1].length === 7) weeks.push([]);
    weeks[weeks.length - 1].push({ day, date: Number(day.slice(8)), inMonth: day.startsWith(month) });
  }
  return weeks;
}

// ───────────────────────────── Forms ─────────────────────────────

const dayField = (missing: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).refine(isIsoDate, { error: NOT_A_DAY });

const timeField = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Choose a valid time." });

const noteField = z
  .string()
  .trim()
  .max(500, { error: keepUnderMessage("note", 500) })
  .optional()
  .transform((v) => (v ? v : null));

const holdId = z.uuid({ error: HOLD_NOT_FOUND });

/** A hold placed by hand: who asked, the day, when it expires (a day and a time on the DJ's clock), a note. */
export const manualHoldSchema = z.object({
  intent: z.literal("hold"),
  day: dayField("Choose the date to hold."),
  promoterName: z
    .string({ error: PROMOTER_MISSING })
    .trim()
    .min(1, { error: PROMOTER_MISSING })
    .max(120, { error: keepUnderMessage("promoter's name", 120) }),
  promoterEmail: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .pipe(emailAddressSchema().nullable()),
  expiresDay: dayField("Choose when the hold expires."),
  expiresTime: timeField,
  note: noteField,
});

/** Days marked unavailable (one day, or a range), with a private note nobody but the DJ's managers reads. */
export const unavailableSchema = z
  .object({
    intent: z.literal("unavailable"),
    from: dayField("Choose the first unavailable day."),
    to: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isIsoDate(v), { error: NOT_A_DAY }),
    note: noteField,
  })
  .transform((v) => ({ ...v, to: v.to ?? v.from }))
  .superRefine((v, ctx) => {
    const problem = rangeProblem(v.from, v.to);
    if (problem) ctx.addIssue({ code: "custom", path: ["to"], message: problem });
  });

export const calendarActionSchema = z.discriminatedUnion("intent", [
  manualHoldSchema,
  z.object({ intent: z.literal("available"), day: dayField("Choose the day to free.") }),
  z.object({ intent: z.literal("release"), holdId }),
  z.object({ intent: z.literal("challenge"), holdId }),
  // Whether the booking form shows the public grid (availability.ts).
  z.object({ intent: z.literal("grid"), show: z.enum(["on", "off"], { error: REQUEST_NOT_UNDERSTOOD }) }),
  // The private feed's link: a new one (the old stops working) or none.
  z.object({ intent: z.literal("feed-create") }),
  z.object({ intent: z.literal("feed-revoke") }),
]);
export type CalendarAction = z.output<typeof calendarActionSchema> | z.output<typeof unavailableSchema>;

/** Parses a calendar form: the range form has its own refinement, the rest are one discriminated union. */
export function parseCalendarAction(
  body: Record<string, unknown>,
): { ok: true; action: CalendarAction } | { ok: false; field: string; message: string } {
  const parsed =
    body.intent === "unavailable" ? unavailableSchema.safeParse(body) : calendarActionSchema.safeParse(body);
  if (parsed.success) return { ok: true, action: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, field: String(issue?.path[0] ?? "form"), message: issue?.message ?? REQUEST_NOT_UNDERSTOOD };
}

/** The inquiry view's calendar buttons. */
export const inquiryCalendarSchema = z.object({
  intent: z.enum(["place-hold", "confirm-date", "release-hold"]),
});

/** The instant a hand-placed hold expires, from its day and time on the DJ's clock. */
export function holdExpiry(values: { expiresDay: string; expiresTime: string }, timeZone: string): Date {
  return zonedDateTime(values.expiresDay, values.expiresTime, timeZone);
}

// ───────────────────────────── Jobs ─────────────────────────────

/** The job queue's kinds for holds (decision 028): one job per hold and moment, keyed so it is queued once. */
export const HOLD_EXPIRY_JOB = "calendar.hold-expiry";
export const HOLD_CHALLENGE_JOB = "calendar.challenge-deadline";
export const HOLD_REMINDER_JOB = "calendar.hold-reminder";
export const HOLD_JOBS = [HOLD_EXPIRY_JOB, HOLD_CHALLENGE_JOB, HOLD_REMINDER_JOB] as const;

export function holdJobKey(kind: string, holdId: string, at: Date): string {
  return `${kind}:${holdId}:${at.toISOString()}`;
}

import {
  addDaysTo,
  addMonthsTo,
  DAY_STATE_LABELS,
  type DayState,
  dayLabel,
  dayState,
  isIsoDate,
  isMonth,
  momentLabel,
  monthOf,
  monthWeeks,
  rangeProblem,
  rankLabel,
} from "./calendar";

/**
 * What /mate/calendar shows: the query it was asked (month or list, which month or range), and each day's state,
 * holds (ranked, with who asked and when they expire on the DJ's clock), private note and events. Pure, so the
 * loader hands the page serialisable rows and the rules are tested here.
 */

/** What a calendar form answers (read by the page's fetchers): a notice, or the refusal under its field. */
export type CalendarActionResult =
  | { ok: true; message: string; feedUrl?: string }
  | { ok: false; intent: string; field: string; error: string };

export type CalendarViewKind = "month" | "list";

export interface CalendarQuery {
  view: CalendarViewKind;
  month: string;
  from: string;
  to: string;
  /** A refused range (backwards, over 18 months): the default range is shown with this message. */
  error: string | null;
}

/** The list view's default span: today and the next three months. */
export const LIST_DEFAULT_MONTHS = 3;

export function parseCalendarQuery(params: URLSearchParams, today: string): CalendarQuery {
  const view: CalendarViewKind = params.get("view") === "list" ? "list" : "month";
  const asked = params.get("month");
  const month = isMonth(asked) ? asked : monthOf(today);
  if (view === "month") {
    const first = `${month}-01`;
    return { view, month, from: first, to: addDaysTo(addMonthsTo(first, 1), -1), error: null };
  }
  const defaults = { from: today, to: addMonthsTo(today, LIST_DEFAULT_MONTHS) };
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (!from && !to) return { view, month, ...defaults, error: null };
  if (!isIsoDate(from) || !isIsoDate(to)) return { view, month, ...defaults, error: "Choose both days of the range." };
  const error = rangeProblem(from, to);
  return error ? { view, month, ...defaults, error } : { view, month, from, to, error: null };
}

export interface HoldInput {
  id: string;
  day: string;
  rank: number | null;
  status: string;
  promoterName: string;
  promoterEmail: string | null;
  note: string | null;
  expiresAt: Date;
  challengeDeadline: Date | null;
  inquiryId: string | null;
}

export interface HoldView {
  id: string;
  rank: number | null;
  /** "1st hold", or "Confirmed". */
  label: string;
  confirmed: boolean;
  promoterName: string;
  promoterEmail: string | null;
  note: string | null;
  /** On the DJ's clock ("Fri 18 Dec, 18:00 CET"). */
  expires: string;
  /** The instant (ISO), for the page's machine-readable time. */
  expiresAt: string;
  challengeDeadline: string | null;
  inquiryId: string | null;
  /** A 2nd or lower hold may challenge the 1st when it is not challenged already. */
  canChallenge: boolean;
}

export interface DayView {
  day: string;
  /** "Sat 12 Dec 2026". */
  label: string;
  state: DayState;
  stateLabel: string;
  holds: HoldView[];
  /** The private note of an unavailable day. */
  note: string | null;
  events: { eventId: string; name: string }[];
  past: boolean;
  today: boolean;
}

export interface CalendarInput {
  holds: readonly HoldInput[];
  unavailable: readonly { day: string; note: string | null }[];
  events: readonly { day: string; eventId: string; name: string }[];
  timeZone: string;
  today: string;
}

function holdViews(holds: readonly HoldInput[], timeZone: string): HoldView[] {
  const firstChallenged = holds.some((h) => h.status === "active" && h.rank === 1 && h.challengeDeadline);
  return [...holds]
    .sort((a, b) => (a.status === "confirmed" ? -1 : b.status === "confirmed" ? 1 : (a.rank ?? 0) - (b.rank ?? 0)))
    .map((h) => ({
      id: h.id,
      rank: h.rank,
      label: h.status === "confirmed" ? "Confirmed" : `${rankLabel(h.rank ?? 1)} hold`,
      confirmed: h.status === "confirmed",
      promoterName: h.promoterName,
      promoterEmail: h.promoterEmail,
      note: h.note,
      expires: momentLabel(h.expiresAt, timeZone),
      expiresAt: h.expiresAt.toISOString(),
      challengeDeadline: h.challengeDeadline ? momentLabel(h.challengeDeadline, timeZone) : null,
      inquiryId: h.inquiryId,
      canChallenge: h.status === "active" && (h.rank ?? 1) > 1 && !firstChallenged,
    }));
}

/** One day as the calendar shows it. */
export function dayView(day: string, input: CalendarInput): DayView {
  const holds = input.holds.filter((h) => h.day === day);
  const unavailable = input.unavailable.find((u) => u.day === day) ?? null;
  const events = input.events.filter((e) => e.day === day).map((e) => ({ eventId: e.eventId, name: e.name }));
  const state = dayState({
    confirmed: events.length > 0 || holds.some((h) => h.status === "confirmed"),
    unavailable: unavailable !== null,
    holds: holds.filter((h) => h.status === "active").length,
  });
  return {
    day,
    label: dayLabel(day),
    state,
    stateLabel: DAY_STATE_LABELS[state],
    holds: holdViews(holds, input.timeZone),
    note: unavailable?.note ?? null,
    events,
    past: day < input.today,
    today: day === input.today,
  };
}

export interface MonthCellView extends DayView {
  date: number;
  inMonth: boolean;
}

/** A month in Monday-first weeks; days of the neighbouring months are shown dimmed, with their own state. */
export function monthView(month: string, input: CalendarInput): MonthCellView[][] {
  return monthWeeks(month).map((week) =>
    week.map((cell) => ({ ...dayView(cell.day, input), date: cell.date, inMonth: cell.inMonth })),
  );
}

/** The days of a range that have something on them (holds, a booking, an unavailable mark), in order. */
export function listView(from: string, to: string, input: CalendarInput): DayView[] {
  const days = new Set<string>();
  for (const h of input.holds) days.add(h.day);
  for (const u of input.unavailable) days.add(u.day);
  for (const e of input.events) days.add(e.day);
  return [...days]
    .filter((d) => d >= from && d <= to)
    .sort()
    .map((d) => dayView(d, input));
}

/** A /mate/calendar address: the DJ (when there is a choice), the view, and the month, day or range. */
export function calendarHref(q: {
  dj?: string | null;
  view?: CalendarViewKind;
  month?: string;
  day?: string;
  from?: string;
  to?: string;
}): string {
  const params = new URLSearchParams();
  if (q.dj) params.set("dj", q.dj);
  if (q.view === "list") params.set("view", "list");
  if (q.month) params.set("month", q.month);
  if (q.day) params.set("day", q.day);
  if (q.from) params.set("from", q.from);
  if (q.to) params.set("to", q.to);
  const search = params.toString();
  return search ? `/mate/calendar?${search}` : "/mate/calendar";
}

/** The day a month view opens: the one asked when it is in the month, else today when it is, else the 1st. */
export function selectedDay(asked: string | null, month: string, today: string): string {
  if (asked && isIsoDate(asked) && asked.startsWith(month)) return asked;
  return today.startsWith(month) ? today : `${month}-01`;
}

/** The calendar card of an inquiry's screen: its hold (rank and expiry on the DJ's clock) and what may be done. */
export interface InquiryCalendarView {
  day: string;
  dayLabel: string;
  timeZone: string;
  /** "2nd hold", "Confirmed", or null when the inquiry holds nothing. */
  holdLabel: string | null;
  expires: string | null;
  challengeDeadline: string | null;
  canPlace: boolean;
  canConfirm: boolean;
  canRelease: boolean;
  /** The DJ's calendar on that day, for the DJ's managers (null on the admin screen). */
  calendarHref: string | null;
}

export function inquiryCalendarView(input: {
  day: string;
  today: string;
  timeZone: string;
  hold: HoldInput | null;
  djSlug: string | null;
}): InquiryCalendarView {
  const { hold } = input;
  const active = hold?.status === "active";
  const confirmed = hold?.status === "confirmed";
  return {
    day: input.day,
    dayLabel: dayLabel(input.day),
    timeZone: input.timeZone,
    holdLabel: confirmed ? "Confirmed" : active ? `${rankLabel(hold.rank ?? 1)} hold` : null,
    expires: active ? momentLabel(hold.expiresAt, input.timeZone) : null,
    challengeDeadline: active && hold.challengeDeadline ? momentLabel(hold.challengeDeadline, input.timeZone) : null,
    canPlace: !hold && input.day >= input.today,
    canConfirm: !confirmed && input.day >= input.today,
    canRelease: active,
    calendarHref: input.djSlug ? calendarHref({ dj: input.djSlug, month: monthOf(input.day), day: input.day }) : null,
  };
}

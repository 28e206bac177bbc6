import { addDaysTo, type DayFacts, dayLabel, monthLabel, monthOf, monthWeeks, shiftMonth } from "./calendar";

/**
 * What the public may learn of a DJ's calendar: whether a day is available or not — never why (a hold, a booking,
 * a published gig, a private unavailable day all read "Not available"). The booking form's grid, the managers'
 * "busy day" mark on an inquiry and /find-djs's "free that day" all ask this one rule, so they never disagree.
 * Days are the DJ's days (their zone, calendar.ts).
 */

/** How far the booking form's grid reaches: this month and the five after it. */
export const GRID_MONTHS = 6;

export const AVAILABILITY_LABELS = {
  available: "Available",
  busy: "Not available",
  past: "Past",
} as const;
export type AvailabilityState = keyof typeof AVAILABILITY_LABELS;

/** A day is taken when it is confirmed (a booking or a published event), marked unavailable, or held at any rank. */
export function isBusyDay(facts: DayFacts): boolean {
  return facts.confirmed || facts.unavailable || facts.holds > 0;
}

/** The days the grid covers: today to the end of the sixth month (this one included). */
export function gridRange(today: string): { from: string; to: string } {
  return { from: today, to: addDaysTo(`${shiftMonth(monthOf(today), GRID_MONTHS)}-01`, -1) };
}

/**
 * The taken days among what a calendar read found (active or confirmed holds, unavailable days, event days), sorted
 * and without repeats: the only thing the public grid is given, so nothing else can leak into the page.
 */
export function busyDaysOf(found: {
  holds: readonly { day: string; status: string }[];
  unavailable: readonly { day: string }[];
  events: readonly { day: string }[];
}): string[] {
  const days = new Set<string>();
  for (const h of found.holds) if (h.status === "active" || h.status === "confirmed") days.add(h.day);
  for (const u of found.unavailable) days.add(u.day);
  for (const e of found.events) days.add(e.day);
  return [...days].sort();
}

/** What the booking form is handed: the DJ's zone, their today, and the taken days of the grid's range. */
export interface PublicAvailability {
  timeZone: string;
  today: string;
  busy: string[];
}

export interface AvailabilityCell {
  day: string;
  date: number;
  /** A day of a neighbouring month, drawn empty to fill the week. */
  inMonth: boolean;
  state: AvailabilityState;
  /** "Sat 12 Dec 2026: available", what a screen reader reads for the cell. */
  label: string;
}

export interface AvailabilityMonth {
  month: string;
  /** "December 2026". */
  label: string;
  weeks: AvailabilityCell[][];
  available: number;
}

/** The grid's months, Monday-first weeks, each day available, not available or past. */
export function availabilityMonths(availability: PublicAvailability): AvailabilityMonth[] {
  const busy = new Set(availability.busy);
  const first = monthOf(availability.today);
  const months: AvailabilityMonth[] = [];
  for (let i = 0; i < GRID_MONTHS; i += 1) {
    const month = shiftMonth(first, i);
    let available = 0;
    const weeks = monthWeeks(month).map((week) =>
      week.map((cell) => {
        const state: AvailabilityState =
          cell.day < availability.today ? "past" : busy.has(cell.day) ? "busy" : "available";
        if (cell.inMonth && state === "available") available += 1;
        return {
          day: cell.day,
          date: cell.date,
          inMonth: cell.inMonth,
          state,
          label: `${dayLabel(cell.day)}: ${AVAILABILITY_LABELS[state].toLowerCase()}`,
        };
      }),
    );
    months.push({ month, label: monthLabel(month), weeks, available });
  }
  return months;
}

import { addDays } from "~/core/events/events";
import { INVALID_DJ_SLUG, isValidDjSlug } from "./dj-activity";

/**
 * DJ analytics (/mate/dashboard and the admin's analytics): which DJ and which days a view is addressed
 * by, the spec's refusals (§8), the previous period a change is measured against, the hours of "the last 24 hours"
 * and the CSV every chart can be exported as. Days are UTC calendar days, the days the roll-up (dj_daily_stats) is
 * kept by.
 */

export { INVALID_DJ_SLUG };
/** Spec §8 "Invalid dates". */
export const INVALID_DATE_RANGE = "Invalid date range provided";

/** The preset ranges; "custom" is any from–to within MAX_RANGE_DAYS. */
export const DJ_ANALYTICS_RANGES = [7, 30, 90] as const;
export type DjAnalyticsPreset = (typeof DJ_ANALYTICS_RANGES)[number];
export type DjAnalyticsRange = DjAnalyticsPreset | "custom";
/** Spec §9 "Analytics windows: default 30 days". */
export const DEFAULT_DJ_ANALYTICS_RANGE: DjAnalyticsPreset = 30;
/** Spec §9 "recent views and plays 24 hours". */
export const RECENT_HOURS = 24;
/** A custom range may cover up to a year and a bit (13 months of raw rows are kept, decision 035). */
export const MAX_RANGE_DAYS = 400;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written "YYYY-MM-DD" (not 2026-02-30). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== "string" || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export type DateRangeCheck = { ok: true; from: string; to: string } | { ok: false; error: typeof INVALID_DATE_RANGE };

/**
 * The spec's rule for analytics reads: a start and an end that are real days, start not after end, at most
 * MAX_RANGE_DAYS long, and not starting in the future (`today` is the UTC day now).
 */
export function validateDateRange(from: unknown, to: unknown, today: string): DateRangeCheck {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return { ok: false, error: INVALID_DATE_RANGE };
  if (from > to || from > today || dayCount(from, to) > MAX_RANGE_DAYS) return { ok: false, error: INVALID_DATE_RANGE };
  return { ok: true, from, to };
}

/** Spec §8: a DJ analytics read needs a non-empty string slug and valid dates; the slug is judged first. */
export function validateDjAnalyticsRequest(
  slug: unknown,
  from: unknown,
  to: unknown,
  today: string,
): { ok: true; slug: string; from: string; to: string } | { ok: false; error: string } {
  if (!isValidDjSlug(slug)) return { ok: false, error: INVALID_DJ_SLUG };
  const range = validateDateRange(from, to, today);
  return range.ok ? { ok: true, slug, from: range.from, to: range.to } : range;
}

export interface DjAnalyticsQuery {
  /** The DJ asked for by `?dj=`, or null (the server's default: the user's primary profile). */
  dj: string | null;
  range: DjAnalyticsRange;
  from: string;
  to: string;
  /** Set when `?from`/`?to` were given but are not a valid range: the screen says so and shows the default. */
  error: typeof INVALID_DATE_RANGE | null;
}

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The `days` days ending today. */
export function presetRange(days: number, now: Date): { from: string; to: string } {
  const to = utcDay(now);
  return { from: addDays(to, -(days - 1)), to };
}

/**
 * `?dj=&days=7|30|90` or `?dj=&from=&to=` (custom). Lenient like the other analytics screens: an unknown preset is
 * the default; a custom range that fails validateDateRange falls back to the default with the spec's message.
 */
export function parseDjAnalyticsQuery(search: URLSearchParams, now: Date): DjAnalyticsQuery {
  const djParam = search.get("dj");
  const dj = isValidDjSlug(djParam) ? djParam : null;
  const from = search.get("from");
  const to = search.get("to");
  if (from !== null || to !== null) {
    const check = validateDateRange(from, to, utcDay(now));
    if (check.ok) return { dj, range: "custom", from: check.from, to: check.to, error: null };
    return {
      dj,
      range: DEFAULT_DJ_ANALYTICS_RANGE,
      ...presetRange(DEFAULT_DJ_ANALYTICS_RANGE, now),
      error: check.error,
    };
  }
  const days = Number(search.get("days"));
  const range = (DJ_ANALYTICS_RANGES as readonly number[]).includes(days)
    ? (days as DjAnalyticsPreset)
    : DEFAULT_DJ_ANALYTICS_RANGE;
  return { dj, range, ...presetRange(range, now), error: null };
}

/** The canonical query string of a view (defaults left out, so links stay short). */
export function djAnalyticsSearch(query: {
  dj: string | null;
  range: DjAnalyticsRange;
  from?: string;
  to?: string;
}): string {
  const params = new URLSearchParams();
  if (query.dj) params.set("dj", query.dj);
  if (query.range === "custom" && query.from && query.to) {
    params.set("from", query.from);
    params.set("to", query.to);
  } else if (query.range !== "custom" && query.range !== DEFAULT_DJ_ANALYTICS_RANGE) {
    params.set("days", String(query.range));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Every day from `from` to `to`, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  return Array.from({ length: dayCount(from, to) }, (_, i) => addDays(from, i));
}

/** The period of the same length just before [from, to]: what "change vs the previous period" compares with. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = dayCount(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/**
 * The change from `previous` to `current` in whole percent; null when there was nothing before (a rise from zero
 * has no percentage — the screen says "new" instead of "+∞ %").
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

export function formatChange(change: number | null, current: number): string {
  if (change === null) return current > 0 ? "New this period" : "No change";
  if (change === 0) return "No change";
  return `${change > 0 ? "+" : "−"}${Math.abs(change)}% vs previous period`;
}

/** The starts ("YYYY-MM-DDTHH") of the RECENT_HOURS clock hours ending with the current one, oldest first. */
export function recentHours(now: Date): string[] {
  const current = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  return Array.from({ length: RECENT_HOURS }, (_, i) =>
    new Date(current - (RECENT_HOURS - 1 - i) * 3_600_000).toISOString().slice(0, 13),
  );
}

/** Counts per "YYYY-MM-DDTHH" hour placed on the given hours; zero where nothing happened, others dropped. */
export function countsByHour(hours: readonly string[], rows: readonly { hour: string; n: number }[]): number[] {
  const index = new Map(hours.map((hour, i) => [hour, i]));
  const counts = hours.map(() => 0);
  for (const row of rows) {
    const i = index.get(row.hour);
    if (i !== undefined) counts[i] += row.n;
  }
  return counts;
}

/** A chart's CSV is written by the app's one CSV helper (formula-like cells defused). */
export { toCsv } from "~/core/text/csv";

/** A file name for a chart's CSV: `booth-{slug}-{chart}-{from}-{to}.csv`. */
export function csvFileName(slug: string, chart: string, from: string, to: string): string {
  return `booth-${slug}-${chart}-${from}-${to}.csv`;
}

/** The nightly roll-up runs this long after midnight UTC, so beacons sent just before midnight have landed. */
export const ROLLUP_DELAY_MINUTES = 15;

/** When the next nightly roll-up runs: 00:15 UTC tomorrow, or today if that is still to come. */
export function nextRollupAt(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 0, ROLLUP_DELAY_MINUTES);
  return new Date(today > now.getTime() ? today : today + 86_400_000);
}

/** The day a roll-up run at `runAt` summarises: the UTC day that ended before it. */
export function rollupDayFor(runAt: Date): string {
  return addDays(utcDay(runAt), -1);
}

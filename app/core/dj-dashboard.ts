import { addDays } from "./events";

/**
 * The mate dashboard's figures (issue 22), folded from per-day rows: the stored roll-ups (dj_daily_stats) for past
 * days and today's live counts. Pure, so the dashboard and the admin's analytics add up alike.
 */

/** One day's figures for one DJ. */
export interface DjDay {
  date: string;
  views: number;
  uniqueViews: number;
  plays: number;
  playSeconds: number;
  clicks: number;
  shares: number;
  whatsappConnects: number;
  mediaPlays: number;
  followsGained: number;
  followsLost: number;
  bookingInquiries: number;
  clicksByPlatform: Record<string, number>;
  sharesByPlatform: Record<string, number>;
}

export const DJ_TOTAL_KEYS = [
  "views",
  "uniqueViews",
  "plays",
  "playSeconds",
  "clicks",
  "shares",
  "whatsappConnects",
  "mediaPlays",
  "followsGained",
  "followsLost",
  "bookingInquiries",
] as const;
export type DjTotalKey = (typeof DJ_TOTAL_KEYS)[number];
export type DjTotals = Record<DjTotalKey, number>;

export function emptyDjDay(date: string): DjDay {
  return {
    date,
    views: 0,
    uniqueViews: 0,
    plays: 0,
    playSeconds: 0,
    clicks: 0,
    shares: 0,
    whatsappConnects: 0,
    mediaPlays: 0,
    followsGained: 0,
    followsLost: 0,
    bookingInquiries: 0,
    clicksByPlatform: {},
    sharesByPlatform: {},
  };
}

/** Rows placed on the given days (oldest first): a day without a row is all zeros; rows outside are dropped. */
export function fillDays(dates: readonly string[], rows: readonly DjDay[]): DjDay[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return dates.map((date) => byDate.get(date) ?? emptyDjDay(date));
}

export function sumDays(days: readonly DjDay[]): DjTotals {
  const totals = Object.fromEntries(DJ_TOTAL_KEYS.map((key) => [key, 0])) as DjTotals;
  for (const day of days) for (const key of DJ_TOTAL_KEYS) totals[key] += day[key];
  return totals;
}

/** Per-platform counts summed over days, most first (ties by name). */
export function sumPlatforms(
  days: readonly DjDay[],
  field: "clicksByPlatform" | "sharesByPlatform",
): { platform: string; count: number }[] {
  const sums = new Map<string, number>();
  for (const day of days) {
    for (const [platform, n] of Object.entries(day[field])) sums.set(platform, (sums.get(platform) ?? 0) + n);
  }
  return [...sums.entries()]
    .map(([platform, count]) => ({ platform, count }))
    .sort((a, b) => b.count - a.count || a.platform.localeCompare(b.platform));
}

/**
 * Followers at the end of each day, counted back from the number now: `current` minus the net follows made after
 * each day (`netAfterRange`: after the range's last day, up to now).
 */
export function followersOverTime(days: readonly DjDay[], current: number, netAfterRange: number): number[] {
  const result = new Array<number>(days.length);
  let atEnd = current - netAfterRange;
  for (let i = days.length - 1; i >= 0; i--) {
    result[i] = Math.max(0, atEnd);
    atEnd -= days[i].followsGained - days[i].followsLost;
  }
  return result;
}

/** Minutes listened, rounded (the roll-up keeps seconds). */
export function listenedMinutes(seconds: number): number {
  return Math.round(seconds / 60);
}

/** Short and long labels of a UTC day for charts and tables ("26 Nov", "Thu 26 Nov 2026"). */
export function dayLabels(date: string): { short: string; long: string } {
  const at = new Date(`${date}T12:00:00Z`);
  return {
    short: at.toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }),
    long: at.toLocaleDateString("en-GB", {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }),
  };
}

/** "14:00" for an hour start "YYYY-MM-DDTHH" (UTC). */
export function hourLabel(hour: string): string {
  return `${hour.slice(11, 13)}:00`;
}

export { addDays };

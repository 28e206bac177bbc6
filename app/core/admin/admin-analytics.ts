import { TRAFFIC_SOURCE_LABELS, type TrafficInput } from "~/core/analytics/traffic-source";
import { countsByDay, summarizeOrigins } from "~/core/analytics/view-analytics";

/**
 * Site-wide analytics at /admin/analytics: the date ranges, the day list of a range, the device rule
 * (a minimal one of our own, apart from the mate dashboard's app/core/analytics/device-type.ts; this one can give way to it),
 * and the CSV export.
 */

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export function parseAnalyticsRange(value: string | null): AnalyticsRange {
  const n = Number(value);
  return (ANALYTICS_RANGES as readonly number[]).includes(n) ? (n as AnalyticsRange) : 30;
}

/** The UTC days of a range ending today, oldest first, as "YYYY-MM-DD". */
export function rangeDays(range: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: range }, (_, i) =>
    new Date(today - (range - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

export const DEVICES = ["phone", "tablet", "desktop", "bot", "unknown"] as const;
export type Device = (typeof DEVICES)[number];
export const DEVICE_LABELS: Record<Device, string> = {
  phone: "Phone",
  tablet: "Tablet",
  desktop: "Desktop",
  bot: "Bot",
  unknown: "Unknown",
};

/** The kind of device a user agent names: bots first, then tablets (iPad, Android without "Mobile"), phones. */
export function deviceOf(userAgent: string | null | undefined): Device {
  const ua = (userAgent ?? "").toLowerCase();
  if (!ua) return "unknown";
  if (/bot|crawler|spider|slurp|headlesschrome|lighthouse|preview/.test(ua)) return "bot";
  if (/ipad|tablet|kindle|silk|playbook/.test(ua) || (ua.includes("android") && !ua.includes("mobile")))
    return "tablet";
  if (/iphone|ipod|android|mobile|windows phone|blackberry|opera mini/.test(ua)) return "phone";
  if (/windows|macintosh|x11|linux|cros/.test(ua)) return "desktop";
  return "unknown";
}

/** User agents grouped in SQL → the device counts, every device present (zeros included), in DEVICES order. */
export function countDevices(
  rows: readonly { userAgent: string | null; n: number }[],
): { device: Device; n: number }[] {
  const counts = new Map<Device, number>(DEVICES.map((d) => [d, 0]));
  for (const row of rows) {
    const d = deviceOf(row.userAgent);
    counts.set(d, (counts.get(d) ?? 0) + row.n);
  }
  return DEVICES.map((device) => ({ device, n: counts.get(device) ?? 0 }));
}

/** The CSV downloads are written by the app's one CSV helper (formula-like cells defused). */
export { csvCell, toCsv } from "~/core/text/csv";

/** The raw figures the domain groups in SQL (getSiteAnalytics). */
export interface SiteAnalyticsRaw {
  viewsByDay: { kind: "dj" | "event" | "venue" | "news"; date: string; n: number }[];
  origins: (TrafficInput & { n: number })[];
  userAgents: { userAgent: string | null; n: number }[];
  signupsByDay: { date: string; n: number }[];
  activeByDay: { date: string; n: number }[];
}

/** Day series, totals, sources and devices of the analytics screen, on the range's days (zeros included). */
export function buildSiteSeries(raw: SiteAnalyticsRaw, days: readonly string[]) {
  const of = (kind: "dj" | "event" | "venue" | "news") =>
    countsByDay(
      days,
      raw.viewsByDay.filter((r) => r.kind === kind),
    );
  const dj = of("dj");
  const event = of("event");
  const venue = of("venue");
  const news = of("news");
  const views = days.map((_, i) => dj[i] + event[i] + venue[i] + news[i]);
  const signups = countsByDay(days, raw.signupsByDay);
  const active = countsByDay(days, raw.activeByDay);
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  const { sources, topReferrers } = summarizeOrigins(raw.origins);
  return {
    days,
    views,
    dj,
    event,
    venue,
    news,
    signups,
    active,
    totals: {
      views: sum(views),
      signups: sum(signups),
      /** The busiest day's active accounts (distinct accounts cannot be summed across days). */
      peakActive: Math.max(0, ...active),
    },
    sources: sources.map((s) => ({ label: TRAFFIC_SOURCE_LABELS[s.source], value: s.views })),
    topReferrers,
    devices: countDevices(raw.userAgents).map((d) => ({ label: DEVICE_LABELS[d.device], value: d.n })),
  };
}

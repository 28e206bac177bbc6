import { addDays } from "~/core/events/events";
import type { DeviceType } from "./device-type";
import { formatChange, percentChange } from "./dj-analytics";
import type { TrafficSource } from "./traffic-source";

/**
 * The mate dashboard's figures, folded from per-day rows: the stored roll-ups (dj_daily_stats) for past
 * days and today's live counts. Pure, so the dashboard and the admin's analytics add up alike.
 */

/** One day's figures for one DJ. */
export interface DjDay {
  /** The UTC day, "YYYY-MM-DD". */
  date: string;
  views: number;
  /** Distinct tabs that viewed (the beacon's per-tab id); a view without one counts as its own visitor. */
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

/** What the dashboard's panels draw (app/features/mate-dashboard): every figure already placed and labelled. */
export interface DashboardView {
  slug: string;
  from: string;
  to: string;
  period: string;
  days: {
    date: string;
    short: string;
    long: string;
    views: number;
    uniqueViews: number;
    plays: number;
    minutes: number;
    clicks: number;
    shares: number;
    whatsappConnects: number;
    mediaPlays: number;
    followers: number;
    followsGained: number;
    followsLost: number;
  }[];
  recent: { hour: string; label: string; views: number; plays: number }[];
  sources: { source: TrafficSource; views: number }[];
  topReferrers: { host: string; views: number }[];
  topCampaigns: { campaign: string; views: number }[];
  devices: { device: DeviceType; views: number }[];
  countries: { country: string; views: number }[] | null;
  /** Views by city (CITY_HEADER), most first; empty when none carried one. */
  cities: { city: string; views: number; share: number }[];
  /** Followers gained in the period by the city of their follow (CITY_HEADER), most first; share of all gained. */
  followerCities: { city: string; followers: number; share: number }[];
  clicksByPlatform: { platform: string; count: number }[];
  sharesByPlatform: { platform: string; count: number }[];
}

/** The reads of getDjDashboard, as the page needs them (kept structural so app/core needs nothing from server/). */
export interface DashboardReads {
  /** Every day of the range, oldest first: stored roll-ups, today live. */
  days: DjDay[];
  /** The same number of days just before, for "change vs the previous period". */
  previousDays: DjDay[];
  /** The last 24 clock hours (UTC), views and radio plays per hour. */
  recent: { hour: string; views: number; plays: number }[];
  sources: { source: TrafficSource; views: number }[];
  topReferrers: { host: string; views: number }[];
  topCampaigns: { campaign: string; views: number }[];
  devices: { device: DeviceType; views: number }[];
  /** Views by country, most first (empty when no view carried one: COUNTRY_HEADER unset). */
  countries: { country: string; views: number }[];
  /** Absent in reads made before cities were stored. */
  cities?: { city: string; views: number }[];
  /** Followers gained by city; absent in reads made before follows kept their city. */
  followerCities?: { city: string; followers: number }[];
  followersNow: number;
  followsAfterRange: number;
}

export interface DashboardTile {
  key: DjTotalKey | "followers";
  label: string;
  value: number;
  change: { text: string; tone: "up" | "down" | "flat" } | null;
}

/** The headline figures with their change against the previous period. */
export function dashboardTiles(
  reads: Pick<DashboardReads, "days" | "previousDays" | "followersNow" | "followsAfterRange">,
): DashboardTile[] {
  const now = sumDays(reads.days);
  const before = sumDays(reads.previousDays);
  const tile = (key: DjTotalKey, label: string, scale = (n: number) => n): DashboardTile => {
    const value = scale(now[key]);
    const change = percentChange(now[key], before[key]);
    return {
      key,
      label,
      value,
      change: {
        text: formatChange(change, now[key]),
        tone: change === null ? (now[key] > 0 ? "up" : "flat") : change > 0 ? "up" : change < 0 ? "down" : "flat",
      },
    };
  };
  const net = now.followsGained - now.followsLost;
  return [
    tile("views", "Profile views"),
    tile("uniqueViews", "Unique visitors"),
    tile("plays", "Radio plays"),
    tile("playSeconds", "Minutes listened", listenedMinutes),
    tile("clicks", "Social clicks"),
    tile("shares", "Shares"),
    {
      key: "followers",
      label: "Followers",
      value: Math.max(0, reads.followersNow - reads.followsAfterRange),
      change: {
        text: net === 0 ? "No change" : `${net > 0 ? "+" : "−"}${Math.abs(net)} this period`,
        tone: net > 0 ? "up" : net < 0 ? "down" : "flat",
      },
    },
    tile("bookingInquiries", "Booking inquiries"),
  ];
}

/** Whether anything at all happened in the range (else the page says so in a sentence, with zeros). */
export function hasActivity(reads: Pick<DashboardReads, "days">): boolean {
  const totals = sumDays(reads.days);
  return DJ_TOTAL_KEYS.some((key) => totals[key] > 0);
}

export function dashboardView(
  reads: DashboardReads,
  options: { slug: string; from: string; to: string; period: string; countries: boolean },
): DashboardView {
  const followers = followersOverTime(reads.days, reads.followersNow, reads.followsAfterRange);
  return {
    slug: options.slug,
    from: options.from,
    to: options.to,
    period: options.period,
    days: reads.days.map((d, i) => ({
      date: d.date,
      ...dayLabels(d.date),
      views: d.views,
      uniqueViews: d.uniqueViews,
      plays: d.plays,
      minutes: listenedMinutes(d.playSeconds),
      clicks: d.clicks,
      shares: d.shares,
      whatsappConnects: d.whatsappConnects,
      mediaPlays: d.mediaPlays,
      followers: followers[i],
      followsGained: d.followsGained,
      followsLost: d.followsLost,
    })),
    recent: reads.recent.map((h) => ({ ...h, label: hourLabel(h.hour) })),
    sources: reads.sources,
    topReferrers: reads.topReferrers,
    topCampaigns: reads.topCampaigns,
    devices: reads.devices,
    countries: options.countries ? reads.countries.map((c) => ({ ...c, country: countryName(c.country) })) : null,
    cities: citiesWithShare(reads.cities ?? [], sumDays(reads.days).views),
    followerCities: followerCitiesWithShare(reads.followerCities ?? [], sumDays(reads.days).followsGained),
    clicksByPlatform: sumPlatforms(reads.days, "clicksByPlatform"),
    sharesByPlatform: sumPlatforms(reads.days, "sharesByPlatform"),
  };
}

/** "the last 30 days" or "1 Sep – 30 Sep 2026". */
export function periodLabel(range: number | "custom", from: string, to: string): string {
  if (range !== "custom") return `the last ${range} days`;
  return `${dayLabels(from).short} – ${dayLabels(to).long.replace(/^\w+ /, "")}`;
}

/** "Germany" for "DE" (the code itself where the runtime has no name for it). */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(["en-GB"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Views by city with each city's share of ALL the period's views (rounded to a whole percent), so a DJ sees both
 * where fans are and how much of the audience a city is; views without a city count in the total only.
 */
export function citiesWithShare(
  cities: readonly { city: string; views: number }[],
  totalViews: number,
): { city: string; views: number; share: number }[] {
  const total = Math.max(
    totalViews,
    cities.reduce((n, c) => n + c.views, 0),
  );
  return cities.map((c) => ({ ...c, share: total > 0 ? Math.round((c.views / total) * 100) : 0 }));
}

/**
 * Followers gained by city with each city's share of ALL followers gained in the period (whole percent); follows
 * made without a city (CITY_HEADER unset, or before follows kept one) count in the total only.
 */
export function followerCitiesWithShare(
  cities: readonly { city: string; followers: number }[],
  totalGained: number,
): { city: string; followers: number; share: number }[] {
  const total = Math.max(
    totalGained,
    cities.reduce((n, c) => n + c.followers, 0),
  );
  return cities.map((c) => ({ ...c, share: total > 0 ? Math.round((c.followers / total) * 100) : 0 }));
}

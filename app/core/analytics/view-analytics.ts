import {
  classifyTrafficSource,
  emptySourceCounts,
  referrerHost,
  TRAFFIC_SOURCES,
  type TrafficInput,
  type TrafficSource,
} from "./traffic-source";

/**
 * The view summaries shared by event analytics and venue analytics: counts grouped in SQL by
 * day or by origin are folded here into the day series, the six traffic sources and the top referring sites, so
 * both screens count alike.
 */

/** Counts per "YYYY-MM-DD" day placed on the given days (oldest first); zero where nothing happened, others dropped. */
export function countsByDay(dates: readonly string[], rows: readonly { date: string; n: number }[]): number[] {
  const index = new Map(dates.map((date, i) => [date, i]));
  const counts = dates.map(() => 0);
  for (const row of rows) {
    const i = index.get(row.date);
    if (i !== undefined) counts[i] += row.n;
  }
  return counts;
}

/** How many top referring sites a screen lists. */
export const TOP_REFERRERS = 5;

/**
 * Views grouped by what classification reads (referrer, utm source and medium) → the six categories of spec §9 in
 * their order (zeros included) and the sites that sent most views (direct and unparsable referrers left out).
 */
export function summarizeOrigins(rows: readonly (TrafficInput & { n: number })[]): {
  sources: { source: TrafficSource; views: number }[];
  topReferrers: { host: string; views: number }[];
} {
  const sources = emptySourceCounts();
  const hosts = new Map<string, number>();
  for (const row of rows) {
    sources[classifyTrafficSource(row)] += row.n;
    const host = referrerHost(row.referrer);
    if (host) hosts.set(host, (hosts.get(host) ?? 0) + row.n);
  }
  return {
    sources: TRAFFIC_SOURCES.map((source) => ({ source, views: sources[source] })),
    topReferrers: [...hosts.entries()]
      .map(([host, views]) => ({ host, views }))
      .sort((a, b) => b.views - a.views || a.host.localeCompare(b.host))
      .slice(0, TOP_REFERRERS),
  };
}

/** An empty summary over the given days: what a screen shows when the analytics cannot be read (spec §8). */
export function emptyViewSummary(dates: readonly string[]) {
  return { ...summarizeOrigins([]), daily: dates.map((date) => ({ date, views: 0, eventViews: 0 })) };
}

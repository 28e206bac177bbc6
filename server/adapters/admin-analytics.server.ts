import { type AnalyticsRange, buildSiteSeries, rangeDays, toCsv } from "~/core/admin/admin-analytics";
import { clickThroughRate, ctrByPosition } from "~/core/analytics/search-insights";
import type { Db } from "~server/db/client.server";
import { getSearchInsights } from "~server/domain/analytics/get-search-insights.server";
import { getSiteAnalytics } from "~server/domain/analytics/get-site-analytics.server";

/** Everything /admin/analytics shows for a range, read in parallel and folded by the core rules. */
export async function adminAnalyticsData(db: Db, range: AnalyticsRange, now: Date) {
  const days = rangeDays(range, now);
  const from = new Date(`${days[0]}T00:00:00Z`);
  const [site, search] = await Promise.all([getSiteAnalytics(db, from, now), getSearchInsights(db, from)]);
  return {
    range,
    series: buildSiteSeries(site, days),
    top: {
      djViews: site.topDjsByViews,
      djPlays: site.topDjsByPlays,
      djFollows: site.topDjsByFollows,
      events: site.topEvents,
      venues: site.topVenues,
      articles: site.topArticles,
    },
    search: {
      ...search,
      ctr: clickThroughRate(search.clicks, search.searches),
      byPosition: ctrByPosition(search.clicksByPosition, search.searches),
      byType: search.clicksByType.map((t) => ({ ...t, ctr: clickThroughRate(t.clicks, search.searches) })),
    },
  };
}

/** The CSV downloads: "daily" (one row per day) or "searches" (top and zero-result queries). */
export function adminAnalyticsCsv(kind: "daily" | "searches", data: Awaited<ReturnType<typeof adminAnalyticsData>>) {
  if (kind === "daily") {
    const s = data.series;
    return toCsv(
      ["date", "page_views", "dj_views", "event_views", "venue_views", "article_views", "signups", "active_accounts"],
      s.days.map((d, i) => [d, s.views[i], s.dj[i], s.event[i], s.venue[i], s.news[i], s.signups[i], s.active[i]]),
    );
  }
  return toCsv(
    ["kind", "query", "searches", "avg_results", "clicks"],
    [
      ...data.search.topQueries.map((q) => ["top", q.query, q.searches, q.avgResults, q.clicks] as const),
      ...data.search.zeroResultQueries.map((q) => ["zero_results", q.query, q.searches, 0, 0] as const),
    ],
  );
}

import { and, gte, sql } from "drizzle-orm";
import { WEB_VITALS_WINDOW_DAYS, type WebVitalMetric } from "~/core/analytics/web-vitals";
import type { Db } from "~server/db/client.server";
import { webVitalSamples } from "~server/db/schema";

export interface WebVitalsRow {
  route: string;
  metric: WebVitalMetric;
  p75: number;
  samples: number;
}

/** The 75th percentile of each metric per route over the last 30 days (/admin/vitals), busiest routes first. */
export async function listWebVitalsP75(db: Db, now: Date = new Date()): Promise<WebVitalsRow[]> {
  const since = new Date(now.getTime() - WEB_VITALS_WINDOW_DAYS * 24 * 3600 * 1000);
  const rows = await db
    .select({
      route: webVitalSamples.route,
      metric: webVitalSamples.metric,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitalSamples.value})`.mapWith(Number),
      samples: sql<number>`count(*)`.mapWith(Number),
    })
    .from(webVitalSamples)
    .where(and(gte(webVitalSamples.createdAt, since)))
    .groupBy(webVitalSamples.route, webVitalSamples.metric)
    .orderBy(webVitalSamples.route, webVitalSamples.metric);
  return rows as WebVitalsRow[];
}

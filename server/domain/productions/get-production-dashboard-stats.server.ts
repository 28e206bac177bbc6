import { and, asc, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { eventViews, mateEvents, productionLineFollows } from "~server/db/schema";

/** Days shown in the dashboard's followers chart. */
export const PRODUCTION_STATS_DAYS = 30;

export interface ProductionDashboardStats {
  /** One point per UTC day, oldest first: the follower total at the end of that day. */
  followers: { day: string; total: number }[];
  /** New follows within the window. */
  newFollowers: number;
  /** The line's events (every status, latest first) with the views of their pages (event_views, from the beacon). */
  eventViews: { eventId: string; name: string; startsAt: string; timeZone: string; status: string; views: number }[];
  totalEventViews: number;
}

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** What the producer dashboard charts: followers over the last 30 days and views of the line's events. */
export async function getProductionDashboardStats(
  db: Db,
  productionLineId: string,
  now: Date,
  days = PRODUCTION_STATS_DAYS,
): Promise<ProductionDashboardStats> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  const day = sql<string>`to_char(${productionLineFollows.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const ofLine = eq(productionLineFollows.productionLineId, productionLineId);
  const [[before], perDay, views] = await Promise.all([
    db
      .select({ n: count() })
      .from(productionLineFollows)
      .where(and(ofLine, lt(productionLineFollows.createdAt, start))),
    db
      .select({ day, n: count() })
      .from(productionLineFollows)
      .where(and(ofLine, gte(productionLineFollows.createdAt, start)))
      .groupBy(day),
    db
      .select({
        eventId: mateEvents.eventId,
        name: mateEvents.eventName,
        eventDate: mateEvents.eventDate,
        status: mateEvents.status,
        timeZone: mateEvents.timeZone,
        views: sql<number>`count(${eventViews.id})::int`,
      })
      .from(mateEvents)
      .leftJoin(eventViews, eq(eventViews.eventId, mateEvents.id))
      .where(eq(mateEvents.productionLineId, productionLineId))
      .groupBy(mateEvents.id)
      .orderBy(desc(mateEvents.eventDate), asc(mateEvents.id))
      .limit(100),
  ]);
  const added = new Map(perDay.map((r) => [r.day, r.n]));
  let total = before.n;
  const followers = Array.from({ length: days }, (_, i) => {
    const d = utcDay(new Date(start.getTime() + i * 86_400_000));
    total += added.get(d) ?? 0;
    return { day: d, total };
  });
  return {
    followers,
    newFollowers: perDay.reduce((sum, r) => sum + r.n, 0),
    eventViews: views.map(({ eventDate, ...v }) => ({ ...v, startsAt: eventDate.toISOString() })),
    totalEventViews: views.reduce((sum, v) => sum + v.views, 0),
  };
}

import { and, desc, eq, gte, sql } from "drizzle-orm";
import { type AnalyticsRange, analyticsDays } from "~/core/analytics/event-analytics";
import type { TrafficSource } from "~/core/analytics/traffic-source";
import { countsByDay, summarizeOrigins } from "~/core/analytics/view-analytics";
import type { Db } from "~server/db/client.server";
import { eventViews, mateEvents, venueViews } from "~server/db/schema";

export interface VenueAnalytics {
  days: AnalyticsRange;
  totals: { views: number; eventViews: number; allTimeViews: number };
  /** Every UTC day of the range, oldest first, zero when nothing happened. */
  daily: { date: string; views: number; eventViews: number }[];
  /** The six categories of spec §9 in their order, zeros included. */
  sources: { source: TrafficSource; views: number }[];
  topReferrers: { host: string; views: number }[];
  /** The venue's events with views in the range, most viewed first (ten at most). */
  events: { eventId: string; name: string; startsAt: string; timeZone: string; status: string; views: number }[];
}

const day = (column: typeof venueViews.createdAt | typeof eventViews.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The analytics of one venue (the caller has checked can_view_analytics for it) over the last `days` UTC days
 * including today: page views per day and by traffic source from venue_views (the page's beacon), and the views of
 * its events (event_views of events with this venue_id). Grouped in SQL so the rows read stay few.
 */
export async function getVenueAnalytics(
  db: Db,
  venue: { id: string; viewCount: number },
  options: { days: AnalyticsRange; now?: Date },
): Promise<VenueAnalytics> {
  const dates = analyticsDays(options.now ?? new Date(), options.days);
  const from = new Date(`${dates[0]}T00:00:00Z`);
  const viewScope = and(eq(venueViews.venueId, venue.id), gte(venueViews.createdAt, from));
  const eventScope = and(eq(mateEvents.venueId, venue.id), gte(eventViews.createdAt, from));

  const [viewDays, origins, eventDays, perEvent] = await Promise.all([
    db
      .select({ date: day(venueViews.createdAt), n: sql<number>`count(*)::int` })
      .from(venueViews)
      .where(viewScope)
      .groupBy(sql`1`),
    db
      .select({
        referrer: venueViews.referrer,
        utmSource: venueViews.utmSource,
        utmMedium: venueViews.utmMedium,
        n: sql<number>`count(*)::int`,
      })
      .from(venueViews)
      .where(viewScope)
      .groupBy(venueViews.referrer, venueViews.utmSource, venueViews.utmMedium),
    db
      .select({ date: day(eventViews.createdAt), n: sql<number>`count(*)::int` })
      .from(eventViews)
      .innerJoin(mateEvents, eq(mateEvents.id, eventViews.eventId))
      .where(eventScope)
      .groupBy(sql`1`),
    db
      .select({
        eventId: mateEvents.eventId,
        name: mateEvents.eventName,
        startsAt: mateEvents.eventDate,
        timeZone: mateEvents.timeZone,
        status: mateEvents.status,
        views: sql<number>`count(*)::int`,
      })
      .from(eventViews)
      .innerJoin(mateEvents, eq(mateEvents.id, eventViews.eventId))
      .where(eventScope)
      .groupBy(mateEvents.id)
      .orderBy(desc(sql`count(*)`), desc(mateEvents.eventDate))
      .limit(10),
  ]);

  const views = countsByDay(dates, viewDays);
  const evViews = countsByDay(dates, eventDays);
  const daily = dates.map((date, i) => ({ date, views: views[i], eventViews: evViews[i] }));
  return {
    days: options.days,
    totals: {
      views: views.reduce((a, b) => a + b, 0),
      eventViews: evViews.reduce((a, b) => a + b, 0),
      allTimeViews: venue.viewCount,
    },
    daily,
    ...summarizeOrigins(origins),
    events: perEvent.map((e) => ({ ...e, startsAt: new Date(e.startsAt).toISOString() })),
  };
}

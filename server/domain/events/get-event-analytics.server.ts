import { and, eq, gte, sql } from "drizzle-orm";
import type { EventManager } from "~/core/access/event-ownership";
import { type AnalyticsRange, analyticsDays, clickThroughRate } from "~/core/analytics/event-analytics";
import type { TrafficSource } from "~/core/analytics/traffic-source";
import { countsByDay, summarizeOrigins } from "~/core/analytics/view-analytics";
import type { EventStatus } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { eventInteractions, eventViews } from "~server/db/schema";
import type { EventWhen } from "./event-columns.server";
import { findManagedEvent } from "./find-managed-event.server";

export interface EventAnalyticsDay {
  /** UTC day, "YYYY-MM-DD". */
  date: string;
  views: number;
  ticketClicks: number;
  shares: number;
}

export interface EventAnalytics {
  event: EventWhen & { venue: string | null; location: string | null };
  days: AnalyticsRange;
  totals: { views: number; ticketClicks: number; shares: number; clickThroughRate: number | null };
  /** Every day of the range, oldest first, zero when nothing happened. */
  daily: EventAnalyticsDay[];
  /** The six categories of spec §9 in their order, zeros included. */
  sources: { source: TrafficSource; views: number }[];
  /** The sites that sent most views (direct and unparsable referrers left out), most first, five at most. */
  topReferrers: { host: string; views: number }[];
  /** Shares by target, most first. */
  sharesByPlatform: { platform: string; shares: number }[];
}

const day = (column: typeof eventViews.createdAt | typeof eventInteractions.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The analytics of one event the actor manages (admins: any; others: the events they created), over the last
 * `days` UTC days including today. Null when the event does not exist or is not the actor's — the same answer, so
 * a guessed id tells another mate nothing (→ 404).
 */
export async function getEventAnalytics(
  db: Db,
  actor: EventManager,
  eventId: string,
  options: { days: AnalyticsRange; now?: Date },
): Promise<EventAnalytics | null> {
  const event = await findManagedEvent(db, eventId, actor);
  if (!event) return null;
  const now = options.now ?? new Date();
  const dates = analyticsDays(now, options.days);
  const from = new Date(`${dates[0]}T00:00:00Z`);
  const viewScope = and(eq(eventViews.eventId, event.id), gte(eventViews.createdAt, from));
  const interactionScope = and(eq(eventInteractions.eventId, event.id), gte(eventInteractions.createdAt, from));

  const [viewDays, interactionDays, origins, platforms] = await Promise.all([
    db
      .select({ date: day(eventViews.createdAt), n: sql<number>`count(*)::int` })
      .from(eventViews)
      .where(viewScope)
      .groupBy(sql`1`),
    db
      .select({ date: day(eventInteractions.createdAt), kind: eventInteractions.kind, n: sql<number>`count(*)::int` })
      .from(eventInteractions)
      .where(interactionScope)
      .groupBy(sql`1`, eventInteractions.kind),
    // Grouped by what classification reads, so the rows are few however many views there are.
    db
      .select({
        referrer: eventViews.referrer,
        utmSource: eventViews.utmSource,
        utmMedium: eventViews.utmMedium,
        n: sql<number>`count(*)::int`,
      })
      .from(eventViews)
      .where(viewScope)
      .groupBy(eventViews.referrer, eventViews.utmSource, eventViews.utmMedium),
    db
      .select({ platform: eventInteractions.platform, n: sql<number>`count(*)::int` })
      .from(eventInteractions)
      .where(and(interactionScope, eq(eventInteractions.kind, "share")))
      .groupBy(eventInteractions.platform),
  ]);

  const views = countsByDay(dates, viewDays);
  const clicks = countsByDay(
    dates,
    interactionDays.filter((r) => r.kind === "ticket_click"),
  );
  const shares = countsByDay(
    dates,
    interactionDays.filter((r) => r.kind === "share"),
  );
  const daily = dates.map((date, i) => ({ date, views: views[i], ticketClicks: clicks[i], shares: shares[i] }));
  const { sources, topReferrers } = summarizeOrigins(origins);

  const totals = daily.reduce(
    (sum, d) => ({
      views: sum.views + d.views,
      ticketClicks: sum.ticketClicks + d.ticketClicks,
      shares: sum.shares + d.shares,
    }),
    { views: 0, ticketClicks: 0, shares: 0 },
  );

  return {
    event: {
      eventId: event.eventId,
      name: event.eventName,
      status: event.status as EventStatus,
      startsAt: event.eventDate.toISOString(),
      endsAt: event.endDate?.toISOString() ?? null,
      timeZone: event.timeZone,
      venue: event.venue,
      location: event.location,
    },
    days: options.days,
    totals: { ...totals, clickThroughRate: clickThroughRate(totals.ticketClicks, totals.views) },
    daily,
    sources,
    topReferrers,
    sharesByPlatform: platforms
      .map((row) => ({ platform: row.platform ?? "unknown", shares: row.n }))
      .sort((a, b) => b.shares - a.shares || a.platform.localeCompare(b.platform)),
  };
}

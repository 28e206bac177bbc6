import { and, eq, gte, isNull, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~server/db/client.server";
import {
  djFollows,
  djProfiles,
  djProfileViews,
  djRadioPlays,
  eventViews,
  mateEvents,
  newsArticleViews,
  newsItems,
  sessions,
  users,
  venueProfiles,
  venueViews,
} from "~server/db/schema";

const TOP = 8;
/** Distinct user agents and origins read per view table (the long tail adds nothing a chart can show). */
const GROUPS = 400;

export interface SiteAnalytics {
  /** Page views per UTC day and kind of page. */
  viewsByDay: { kind: "dj" | "event" | "venue" | "news"; date: string; n: number }[];
  origins: { referrer: string | null; utmSource: string | null; utmMedium: string | null; n: number }[];
  userAgents: { userAgent: string | null; n: number }[];
  topDjsByViews: { slug: string; name: string; n: number }[];
  topDjsByPlays: { slug: string; name: string; n: number }[];
  topDjsByFollows: { slug: string; name: string; n: number }[];
  topEvents: { slug: string; name: string; n: number }[];
  topVenues: { slug: string; name: string; n: number }[];
  topArticles: { slug: string; name: string; n: number }[];
  signupsByDay: { date: string; n: number }[];
  activeByDay: { date: string; n: number }[];
}

type ViewTable = typeof djProfileViews | typeof eventViews | typeof venueViews | typeof newsArticleViews;

const day = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * What /admin/analytics shows, counted from the raw rows: the reference the roll-ups are checked against (the
 * integration test compares them; decision 037). The screen reads getSiteAnalytics, which reads the roll-ups.
 * Site-wide figures since `from`: profile, event, venue and article page views per day, where they came from and
 * on what devices, the top DJs by views, radio plays and new follows, the top events, venues and articles, sign-ups and
 * active accounts (a session used that day) per day. Grouped in SQL; folded into charts by app/core rules.
 */
export async function countSiteAnalyticsFromRaw(db: Db, from: Date): Promise<SiteAnalytics> {
  const perDay = (kind: "dj" | "event" | "venue" | "news", table: PgTable, createdAt: PgColumn) =>
    db
      .select({ date: day(createdAt), n: sql<number>`count(*)::int` })
      .from(table)
      .where(gte(createdAt, from))
      .groupBy(day(createdAt))
      .then((rows) => rows.map((r) => ({ kind, ...r })));
  const originsOf = (table: ViewTable) =>
    db
      .select({
        referrer: table.referrer,
        utmSource: table.utmSource,
        utmMedium: table.utmMedium,
        n: sql<number>`count(*)::int`,
      })
      .from(table)
      .where(gte(table.createdAt, from))
      .groupBy(table.referrer, table.utmSource, table.utmMedium)
      .orderBy(sql`count(*) desc`)
      .limit(GROUPS);
  const agentsOf = (table: ViewTable) =>
    db
      .select({ userAgent: table.userAgent, n: sql<number>`count(*)::int` })
      .from(table)
      .where(gte(table.createdAt, from))
      .groupBy(table.userAgent)
      .orderBy(sql`count(*) desc`)
      .limit(GROUPS);
  const topBySlug = (table: typeof djProfileViews | typeof djRadioPlays) =>
    db
      .select({
        slug: table.djSlug,
        name: sql<string>`coalesce(max(${djProfiles.displayName}), ${table.djSlug})`,
        n: sql<number>`count(*)::int`,
      })
      .from(table)
      .leftJoin(djProfiles, eq(djProfiles.slug, table.djSlug))
      .where(gte(table.createdAt, from))
      .groupBy(table.djSlug)
      .orderBy(sql`count(*) desc`, table.djSlug)
      .limit(TOP);

  const [
    djDays,
    eventDays,
    venueDays,
    newsDays,
    o1,
    o2,
    o3,
    o4,
    a1,
    a2,
    a3,
    a4,
    views,
    plays,
    follows,
    events,
    venues,
    articles,
    signups,
    active,
  ] = await Promise.all([
    perDay("dj", djProfileViews, djProfileViews.createdAt),
    perDay("event", eventViews, eventViews.createdAt),
    perDay("venue", venueViews, venueViews.createdAt),
    perDay("news", newsArticleViews, newsArticleViews.createdAt),
    originsOf(djProfileViews),
    originsOf(eventViews),
    originsOf(venueViews),
    originsOf(newsArticleViews),
    agentsOf(djProfileViews),
    agentsOf(eventViews),
    agentsOf(venueViews),
    agentsOf(newsArticleViews),
    topBySlug(djProfileViews),
    topBySlug(djRadioPlays),
    db
      .select({ slug: djProfiles.slug, name: djProfiles.displayName, n: sql<number>`count(*)::int` })
      .from(djFollows)
      .innerJoin(djProfiles, eq(djProfiles.id, djFollows.djProfileId))
      .where(gte(djFollows.createdAt, from))
      .groupBy(djProfiles.slug, djProfiles.displayName)
      .orderBy(sql`count(*) desc`, djProfiles.slug)
      .limit(TOP),
    db
      .select({ slug: sql<string>`${mateEvents.eventId}`, name: mateEvents.eventName, n: sql<number>`count(*)::int` })
      .from(eventViews)
      .innerJoin(mateEvents, eq(mateEvents.id, eventViews.eventId))
      .where(gte(eventViews.createdAt, from))
      .groupBy(mateEvents.eventId, mateEvents.eventName)
      .orderBy(sql`count(*) desc`, mateEvents.eventId)
      .limit(TOP),
    db
      .select({ slug: sql<string>`${venueProfiles.slug}`, name: venueProfiles.name, n: sql<number>`count(*)::int` })
      .from(venueViews)
      .innerJoin(venueProfiles, eq(venueProfiles.id, venueViews.venueId))
      .where(gte(venueViews.createdAt, from))
      .groupBy(venueProfiles.slug, venueProfiles.name)
      .orderBy(sql`count(*) desc`, venueProfiles.slug)
      .limit(TOP),
    // Views in the range (not news_items.view_count, which is all time); deleted articles drop out of the list.
    db
      .select({ slug: newsItems.slug, name: newsItems.title, n: sql<number>`count(*)::int` })
      .from(newsArticleViews)
      .innerJoin(newsItems, eq(newsItems.id, newsArticleViews.newsItemId))
      .where(and(gte(newsArticleViews.createdAt, from), isNull(newsItems.deletedAt)))
      .groupBy(newsItems.slug, newsItems.title)
      .orderBy(sql`count(*) desc`, newsItems.slug)
      .limit(TOP),
    db
      .select({ date: day(users.createdAt), n: sql<number>`count(*)::int` })
      .from(users)
      .where(gte(users.createdAt, from))
      .groupBy(day(users.createdAt)),
    db
      .select({ date: day(sessions.updatedAt), n: sql<number>`count(distinct ${sessions.userId})::int` })
      .from(sessions)
      .where(gte(sessions.updatedAt, from))
      .groupBy(day(sessions.updatedAt)),
  ]);
  return {
    viewsByDay: [...djDays, ...eventDays, ...venueDays, ...newsDays],
    origins: [...o1, ...o2, ...o3, ...o4],
    userAgents: [...a1, ...a2, ...a3, ...a4],
    topDjsByViews: views,
    topDjsByPlays: plays,
    topDjsByFollows: follows,
    topEvents: events,
    topVenues: venues,
    topArticles: articles,
    signupsByDay: signups,
    activeByDay: active,
  };
}

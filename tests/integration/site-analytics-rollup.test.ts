import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS_RANGES, buildSiteSeries, rangeDays } from "~/core/admin/admin-analytics";
import { addDays } from "~/core/events/events";
import { adminAnalyticsData } from "~server/adapters/admin-analytics.server";
import type { Database, Db } from "~server/db/client.server";
import {
  djFollows,
  djProfileViews,
  djRadioPlays,
  eventViews,
  newsArticleViews,
  sessions,
  siteDailyStats,
  venueViews,
} from "~server/db/schema";
import { seedDj, seedEvent, seedNews, seedUser, seedVenue } from "~server/db/seed/factories.server";
import { countSiteAnalyticsFromRaw } from "~server/domain/analytics/count-site-analytics-from-raw.server";
import { getSiteAnalytics } from "~server/domain/analytics/get-site-analytics.server";
import { backfillDjStats } from "~server/jobs/dj-stats-jobs.server";
import { createTestDatabase, testEngine } from "./helpers/test-database";

// /admin/analytics from the daily roll-ups (decision 037): on a fixture spread over 45 days, today
// included, every figure the screen shows equals the same figures counted from the raw rows.
let database: Database;
let db: Db;
const now = new Date();
const today = now.toISOString().slice(0, 10);
/** A moment `days` days ago at hh:mm UTC (today: within the hours already gone, so never in the future). */
const at = (days: number, minutes: number) =>
  days === 0
    ? new Date(
        Date.parse(`${today}T00:00:00Z`) +
          Math.min(minutes, Math.floor((now.getTime() % 86_400_000) / 60_000)) * 60_000,
      )
    : new Date(Date.parse(`${addDays(today, -days)}T00:00:00Z`) + minutes * 60_000);
const AGENTS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)",
  "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X)",
  null,
];
const ORIGINS = [
  { referrer: null, utmSource: null, utmMedium: null },
  { referrer: "https://www.google.com/", utmSource: null, utmMedium: null },
  { referrer: "https://l.instagram.com/", utmSource: "instagram", utmMedium: "social" },
  { referrer: null, utmSource: "newsletter", utmMedium: "email" },
  { referrer: "https://ra.co/events/1", utmSource: null, utmMedium: null },
];
/** Days ago the fixture's rows fall on: today, the closed days of every range, and days outside them. */
const DAYS = [0, 0, 1, 2, 3, 6, 7, 12, 29, 30, 44, 89, 90];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const djs = [await seedDj(db), await seedDj(db), await seedDj(db)];
  const events = [await seedEvent(db), await seedEvent(db)];
  const venues = [await seedVenue(db), await seedVenue(db)];
  const articles = [await seedNews(db), await seedNews(db), await seedNews(db, { deletedAt: now })];
  let i = 0;
  const look = () => {
    i += 1;
    return { ...ORIGINS[i % ORIGINS.length], userAgent: AGENTS[(i * 7) % AGENTS.length], country: "DE" };
  };
  for (const [d, days] of DAYS.entries()) {
    for (let k = 0; k <= d % 4; k++) {
      const minute = 60 + d * 37 + k;
      const dj = djs[(d + k) % djs.length];
      await db.insert(djProfileViews).values({ djSlug: dj.slug, createdAt: at(days, minute), ...look() });
      await db.insert(djRadioPlays).values({ djSlug: djs[(d * 2 + k) % djs.length].slug, createdAt: at(days, minute) });
      const { country: _c, ...page } = look();
      await db.insert(eventViews).values({ eventId: events[(d + k) % 2].id, createdAt: at(days, minute), ...look() });
      await db.insert(venueViews).values({ venueId: venues[k % 2].id, createdAt: at(days, minute), ...page });
      await db
        .insert(newsArticleViews)
        .values({ newsItemId: articles[(d + k) % 3].id, createdAt: at(days, minute), ...page });
    }
    const fan = await seedUser(db, { createdAt: at(days, 30) });
    await db.insert(djFollows).values({ userId: fan.id, djProfileId: djs[d % 3].id, createdAt: at(days, 31) });
    await db.insert(sessions).values({
      id: `s-${d}`,
      token: `t-${d}-${fan.id}`,
      userId: fan.id,
      expiresAt: new Date(now.getTime() + 86_400_000),
      updatedAt: at(days, 32),
    });
  }
  // Every closed day rolled up, as `stats:backfill` (and the nightly `stats.rollup` job, a day at a time) does.
  await backfillDjStats(db, { from: addDays(today, -100), to: addDays(today, -1) });
});
afterAll(async () => {
  await database?.close();
});

/** What the screen shows for a range, folded from raw-row counts the way adminAnalyticsData folds the roll-ups. */
async function fromRaw(range: number) {
  const days = rangeDays(range, now);
  const site = await countSiteAnalyticsFromRaw(db, new Date(`${days[0]}T00:00:00Z`));
  return {
    series: buildSiteSeries(site, days),
    top: {
      djViews: site.topDjsByViews,
      djPlays: site.topDjsByPlays,
      djFollows: site.topDjsByFollows,
      events: site.topEvents,
      venues: site.topVenues,
      articles: site.topArticles,
    },
  };
}

describe(`/admin/analytics from the roll-ups (${testEngine()})`, () => {
  for (const range of ANALYTICS_RANGES) {
    it(`shows for ${range} days the same figures as the raw rows give, today included`, async () => {
      const screen = await adminAnalyticsData(db, range, now);
      const raw = await fromRaw(range);
      expect(screen.series).toEqual(raw.series);
      expect(screen.top).toEqual(raw.top);
      // The fixture is not empty where it matters: today's views are on the last day, and the tops are filled.
      expect(screen.series.views.at(-1)).toBeGreaterThan(0);
      expect(screen.series.totals.views).toBeGreaterThan(10);
      expect(screen.top.events.length).toBe(2);
      // The deleted article's reads count as page views but it is not listed.
      expect(screen.top.articles.length).toBe(2);
    });
  }

  it("reads no raw rows of closed days: a closed day's figures are what its roll-up holds", async () => {
    const yesterday = addDays(today, -1);
    const before = await getSiteAnalytics(db, new Date(`${yesterday}T00:00:00Z`), now);
    const stored = await db.execute(
      sql`select views from site_daily_stats where date = ${yesterday}::date and kind = 'dj'`,
    );
    expect(stored).toBeTruthy();
    await db.execute(
      sql`update site_daily_stats set views = views + 1000 where date = ${yesterday}::date and kind = 'dj'`,
    );
    const after = await getSiteAnalytics(db, new Date(`${yesterday}T00:00:00Z`), now);
    const djOn = (s: typeof before) => s.viewsByDay.find((r) => r.kind === "dj" && r.date === yesterday)?.n ?? 0;
    expect(djOn(after)).toBe(djOn(before) + 1000);
    // Rolling the day up again (idempotent) puts back what the raw rows say.
    await backfillDjStats(db, { from: yesterday, to: yesterday });
    expect(djOn(await getSiteAnalytics(db, new Date(`${yesterday}T00:00:00Z`), now))).toBe(djOn(before));
  });

  it("is idempotent: rolling the same days up again stores the same rows", async () => {
    const read = () =>
      db
        .select({
          date: siteDailyStats.date,
          kind: siteDailyStats.kind,
          views: siteDailyStats.views,
          origins: siteDailyStats.origins,
          userAgents: siteDailyStats.userAgents,
          subjects: siteDailyStats.subjects,
        })
        .from(siteDailyStats)
        .orderBy(siteDailyStats.date, siteDailyStats.kind);
    const first = await read();
    expect(first.length).toBeGreaterThan(10);
    await backfillDjStats(db, { from: addDays(today, -100), to: addDays(today, -1) });
    expect(await read()).toEqual(first);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSiteSeries, rangeDays } from "~/core/admin/admin-analytics";
import type { Database, Db } from "~server/db/client.server";
import { newsArticleViews, newsItems, userActivities } from "~server/db/schema";
import { seedNews } from "~server/db/seed/factories.server";
import { getSiteAnalytics } from "~server/domain/analytics/get-site-analytics.server";
import { rollupSiteDailyStats } from "~server/domain/analytics/rollup-site-daily-stats.server";
import { recordDjActivity } from "~server/domain/dj-activity/record-dj-activity.server";
import { recordNewsView } from "~server/domain/news/record-news-view.server";
import { createTestDatabase, testEngine } from "./helpers/test-database";

// Article reads (the news_view beacon) and "Top articles" on /admin/analytics, on PGlite and PostgreSQL.
// Every article here is made by this file, in a database of its own.
let database: Database;
let db: Db;
const guest = { userId: null, userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile" };
const view = (slug: string, viewId: string | null, extra: Record<string, string | null> = {}) => ({
  slug,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  viewId,
  ...extra,
});

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database?.close();
});

async function rowsOf(id: string) {
  return (
    await db.select({ id: newsArticleViews.id }).from(newsArticleViews).where(eq(newsArticleViews.newsItemId, id))
  ).length;
}
async function countOf(id: string) {
  const [row] = await db.select({ n: newsItems.viewCount }).from(newsItems).where(eq(newsItems.id, id));
  return row.n;
}

describe(`recordNewsView (${testEngine()})`, () => {
  it("counts a reader once per article and UTC day, and keeps view_count equal to the rows", async () => {
    const article = await seedNews(db, { publishDate: new Date("2026-01-01T00:00:00Z") });
    const morning = new Date("2026-03-01T08:00:00Z");
    const night = new Date("2026-03-01T23:30:00Z");
    const nextDay = new Date("2026-03-02T00:15:00Z");
    expect(await recordNewsView(db, guest, view(article.slug, "tab-aaaa1111"), morning)).toBe(true);
    expect(await recordNewsView(db, guest, view(article.slug, "tab-aaaa1111"), night)).toBe(false);
    expect(await recordNewsView(db, guest, view(article.slug, "tab-bbbb2222"), night)).toBe(true);
    expect(await recordNewsView(db, guest, view(article.slug, "tab-aaaa1111"), nextDay)).toBe(true);
    // A double-fired beacon still counts once.
    const twice = await Promise.all([
      recordNewsView(db, guest, view(article.slug, "tab-cccc3333"), night),
      recordNewsView(db, guest, view(article.slug, "tab-cccc3333"), night),
    ]);
    expect(twice.filter(Boolean)).toHaveLength(1);
    expect(await rowsOf(article.id)).toBe(4);
    expect(await countOf(article.id)).toBe(4);
    // Each stored read has its user_activities row (spec §6), with no address.
    const activities = await db
      .select({ type: userActivities.activityType, ip: userActivities.ipAddress })
      .from(userActivities)
      .where(eq(userActivities.targetId, article.slug));
    expect(activities).toEqual(Array.from({ length: 4 }, () => ({ type: "news_view", ip: null })));
  });

  it("ignores unknown, draft, scheduled and deleted articles", async () => {
    const draft = await seedNews(db, { published: false });
    const scheduled = await seedNews(db, { publishDate: new Date(Date.now() + 3 * 86_400_000) });
    const deleted = await seedNews(db, { deletedAt: new Date() });
    for (const article of [draft, scheduled, deleted]) {
      expect(await recordNewsView(db, guest, view(article.slug, "tab-dddd4444"))).toBe(false);
      expect(await rowsOf(article.id)).toBe(0);
      expect(await countOf(article.id)).toBe(0);
    }
    expect(await recordNewsView(db, guest, view("no-such-article-anywhere", "tab-dddd4444"))).toBe(false);
  });

  it("is what the beacon's news_view kind records", async () => {
    const article = await seedNews(db);
    const beacon = { kind: "news_view" as const, ...view(article.slug, "tab-eeee5555") };
    expect(await recordDjActivity(db, guest, beacon, null)).toBe(true);
    expect(await recordDjActivity(db, guest, beacon, null)).toBe(false);
    expect(await countOf(article.id)).toBe(1);
  });
});

describe(`top articles on /admin/analytics (${testEngine()})`, () => {
  it("lists articles by views in the range, exactly, and adds their reads to the page views and sources", async () => {
    const fresh = await createTestDatabase();
    try {
      const fdb = fresh.db;
      const now = new Date();
      const past = new Date(now.getTime() - 20 * 86_400_000);
      const a = await seedNews(fdb, { title: "Warehouse rules", publishDate: past });
      const b = await seedNews(fdb, { title: "Lagos rising", publishDate: past });
      const c = await seedNews(fdb, { title: "Gone story", publishDate: past });
      const read = (slug: string, tab: string, at: Date, extra: Record<string, string | null> = {}) =>
        recordNewsView(fdb, guest, view(slug, tab, extra), at);
      const hourAgo = new Date(now.getTime() - 3_600_000);
      for (const tab of ["tab-a0000001", "tab-a0000002", "tab-a0000003"])
        await read(a.slug, tab, hourAgo, { referrer: "https://www.google.com/" });
      await read(b.slug, "tab-b0000001", hourAgo);
      await read(b.slug, "tab-b0000002", hourAgo);
      await read(b.slug, "tab-b0000002", hourAgo); // a repeat: not counted
      // Before a 7-day range: counts in 30 days only.
      for (const tab of ["tab-b1000001", "tab-b1000002"])
        await read(b.slug, tab, new Date(now.getTime() - 10 * 86_400_000));
      await read(c.slug, "tab-c0000001", hourAgo);
      await fdb.update(newsItems).set({ deletedAt: now }).where(eq(newsItems.id, c.id));

      // The closed days rolled up as the nightly job does (decision 037); today's reads are counted live.
      await rollupSiteDailyStats(fdb, rangeDays(30, now)[0], rangeDays(2, now)[0]);
      const week = await getSiteAnalytics(fdb, new Date(`${rangeDays(7, now)[0]}T00:00:00Z`));
      expect(week.topArticles).toEqual([
        { slug: a.slug, name: "Warehouse rules", n: 3 },
        { slug: b.slug, name: "Lagos rising", n: 2 },
      ]);
      const month = await getSiteAnalytics(fdb, new Date(`${rangeDays(30, now)[0]}T00:00:00Z`));
      expect(month.topArticles).toEqual([
        { slug: b.slug, name: "Lagos rising", n: 4 },
        { slug: a.slug, name: "Warehouse rules", n: 3 },
      ]);

      const series = buildSiteSeries(week, rangeDays(7, now));
      // Every stored read of the week (the deleted article's too) is a page view of that day, from its source.
      expect(series.news.reduce((x, y) => x + y, 0)).toBe(6);
      expect(series.totals.views).toBe(6);
      expect(series.sources.find((s) => s.label === "Search")?.value).toBe(3);
      expect(series.devices.find((d) => d.label === "Phone")?.value).toBe(6);
    } finally {
      await fresh.close();
    }
  });
});

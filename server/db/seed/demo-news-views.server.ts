/**
 * Reads of the demo articles, so "Top articles" on /admin/analytics and its page views look alive on first
 * start. Deterministic per article (seeded by its slug), a burst after publishing that tails off, over at most the
 * last 45 days. Idempotent: an article that has its demo views gets no more.
 */
import { and, eq, isNull, like, lte, sql } from "drizzle-orm";
import { hashString } from "~/core/site/artwork";
import { mulberry32 } from "~/core/text/seeded-random";
import type { Db } from "~server/db/client.server";
import { newsArticleViews, newsItems } from "~server/db/schema";
import { type DemoViewOrigin, insertIgnoringRepeats, originColumns, originPicker } from "./demo-page-views.server";

const DAY = 86_400_000;
const VIEW_DAYS = 45;

/** Articles are found through the home page (no referrer), search, and shares in chats and on social sites. */
const ORIGINS: readonly DemoViewOrigin[] = [
  { weight: 30, referrer: null },
  { weight: 18, referrer: "https://www.google.com/" },
  { weight: 14, referrer: "https://l.instagram.com/" },
  { weight: 8, referrer: "https://t.co/" },
  { weight: 6, referrer: null, utm: ["newsletter", "email", "weekly-digest"] },
  { weight: 5, referrer: "https://www.reddit.com/r/techno/" },
  { weight: 4, referrer: "https://m.facebook.com/" },
  { weight: 3, referrer: "https://duckduckgo.com/" },
];

const AGENTS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
];

/** Demo views of every public article; view_count grows by exactly the rows inserted. Returns the rows added. */
export async function seedDemoNewsViews(db: Db, now = new Date()): Promise<number> {
  const articles = await db
    .select({ id: newsItems.id, slug: newsItems.slug, publishDate: newsItems.publishDate })
    .from(newsItems)
    .where(and(eq(newsItems.published, true), isNull(newsItems.deletedAt), lte(newsItems.publishDate, now)));
  let total = 0;
  for (const article of articles) {
    const [seeded] = await db
      .select({ id: newsArticleViews.id })
      .from(newsArticleViews)
      .where(and(eq(newsArticleViews.newsItemId, article.id), like(newsArticleViews.viewKey, "demo:%")))
      .limit(1);
    if (seeded) continue;
    const random = mulberry32(hashString(article.slug));
    const origin = originPicker(ORIGINS, random);
    // Some stories travel further than others.
    const reach = 0.5 + random() * 2;
    const age = Math.floor((now.getTime() - article.publishDate.getTime()) / DAY);
    const rows: (typeof newsArticleViews.$inferInsert)[] = [];
    for (let d = Math.min(age, VIEW_DAYS - 1); d >= 0; d--) {
      const sincePublished = age - d;
      // Most reads come in the first days after publishing, then a long tail.
      const count = Math.round(reach * (2 + 24 / (1 + sincePublished)) * (0.6 + random() * 0.8) * (d === 0 ? 0.5 : 1));
      const day = now.getTime() - d * DAY;
      for (let i = 0; i < count; i++) {
        const from = origin();
        rows.push({
          newsItemId: article.id,
          ...originColumns(from),
          userAgent: AGENTS[Math.floor(random() * AGENTS.length)],
          viewKey: `demo:news:${article.slug}:${d}:${i}`,
          createdAt: new Date(
            Math.max(article.publishDate.getTime(), Math.min(day - random() * DAY * 0.9, now.getTime() - 60_000)),
          ),
        });
      }
    }
    const inserted = await insertIgnoringRepeats(db, newsArticleViews, rows, newsArticleViews.viewKey);
    if (inserted > 0)
      await db
        .update(newsItems)
        .set({ viewCount: sql`${newsItems.viewCount} + ${inserted}` })
        .where(eq(newsItems.id, article.id));
    total += inserted;
  }
  return total;
}

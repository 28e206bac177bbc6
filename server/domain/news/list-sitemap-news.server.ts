import { desc } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { newsItems } from "~server/db/schema";
import { publicNews } from "./public-news-conditions.server";

/** At most this many article pages go in the sitemap. */
export const SITEMAP_NEWS_MAX = 5_000;

/** Slugs of visible articles (published, not deleted, dated now or earlier), newest first. */
export async function listSitemapNews(db: Db, limit = SITEMAP_NEWS_MAX): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: newsItems.slug, updatedAt: newsItems.updatedAt })
    .from(newsItems)
    .where(publicNews())
    .orderBy(desc(newsItems.publishDate), desc(newsItems.id))
    .limit(limit);
}

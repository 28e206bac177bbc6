import { and, desc, eq } from "drizzle-orm";
import { NEWS_FEED_SIZE, type SeoNewsArticle } from "~/core/news/news";
import type { Db } from "~server/db/client.server";
import { newsCategories, newsItems } from "~server/db/schema";
import { newsTextColumns } from "./news-text-columns.server";
import { publicNews } from "./public-news-conditions.server";
import { sanitizeNewsHtml } from "./sanitize-news-html.server";

/** A feed entry has exactly what an article page's meta tags and JSON-LD use. */
export type NewsFeedRow = SeoNewsArticle;

/**
 * The newest visible articles for RSS and JSON Feed, all or one category's; null when the category does not exist
 * (the feed answers 404 rather than an empty channel that would look like a dead feed).
 */
export async function listNewsFeed(
  db: Db,
  category?: string | null,
): Promise<{ category: { slug: string; name: string } | null; items: NewsFeedRow[] } | null> {
  let found: { id: string; slug: string; name: string } | null = null;
  if (category) {
    [found = null as never] = await db
      .select({ id: newsCategories.id, slug: newsCategories.slug, name: newsCategories.name })
      .from(newsCategories)
      .where(eq(newsCategories.slug, category))
      .limit(1);
    if (!found) return null;
  }
  const rows = await db
    .select({
      ...newsTextColumns,
      updatedAt: newsItems.updatedAt,
      authorName: newsItems.authorName,
      image: newsItems.featuredImageUrl,
      category: newsCategories.name,
    })
    .from(newsItems)
    .leftJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
    .where(and(publicNews(), found ? eq(newsItems.categoryId, found.id) : undefined))
    .orderBy(desc(newsItems.publishDate), desc(newsItems.id))
    .limit(NEWS_FEED_SIZE);
  return {
    category: found ? { slug: found.slug, name: found.name } : null,
    items: rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      contentHtml: sanitizeNewsHtml(row.content),
      publishDate: row.publishDate.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      authorName: row.authorName,
      image: row.image || `/art/news/${row.slug}.svg`,
      category: row.category,
    })),
  };
}

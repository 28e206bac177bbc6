import { and, count, desc, eq } from "drizzle-orm";
import { NEWS_PAGE_SIZE } from "~/core/news/news";
import type { Db } from "~server/db/client.server";
import { newsCategories, newsItems } from "~server/db/schema";
import { publicNews } from "./public-news-conditions.server";

export interface PublicNewsCard {
  slug: string;
  title: string;
  excerpt: string | null;
  publishDate: Date;
  imageUrl: string | null;
  authorName: string | null;
  category: { slug: string; name: string } | null;
}

export const newsCardColumns = {
  slug: newsItems.slug,
  title: newsItems.title,
  excerpt: newsItems.excerpt,
  publishDate: newsItems.publishDate,
  imageUrl: newsItems.featuredImageUrl,
  authorName: newsItems.authorName,
  categorySlug: newsCategories.slug,
  categoryName: newsCategories.name,
};

export function toNewsCard(
  row: Omit<PublicNewsCard, "category"> & { categorySlug: string | null; categoryName: string | null },
): PublicNewsCard {
  const { categorySlug, categoryName, ...rest } = row;
  return { ...rest, category: categorySlug && categoryName ? { slug: categorySlug, name: categoryName } : null };
}

/**
 * One page of /news (newest first), optionally one category's; `total` counts every visible article. `offset`
 * (the public API's cursor, decision 061) wins over `page`.
 */
export async function listPublicNews(
  db: Db,
  {
    category,
    page = 1,
    pageSize = NEWS_PAGE_SIZE,
    offset,
  }: { category?: string | null; page?: number; pageSize?: number; offset?: number },
): Promise<{ items: PublicNewsCard[]; total: number }> {
  const where = and(publicNews(), category ? eq(newsCategories.slug, category) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(newsCardColumns)
      .from(newsItems)
      .leftJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
      .where(where)
      .orderBy(desc(newsItems.publishDate), desc(newsItems.id))
      .limit(pageSize)
      .offset(offset ?? (Math.max(1, page) - 1) * pageSize),
    db
      .select({ total: count() })
      .from(newsItems)
      .leftJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
      .where(where),
  ]);
  return { items: rows.map(toNewsCard), total };
}

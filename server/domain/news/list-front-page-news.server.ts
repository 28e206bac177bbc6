import { and, desc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { newsItems } from "~server/db/schema";

export interface FrontPageNewsItem {
  slug: string;
  title: string;
  excerpt: string | null;
  publishDate: Date;
  imageUrl: string | null;
}

/** The latest published, not-deleted news items whose publish date has come (spec §3/§5: newest first). */
export async function listFrontPageNews(db: Db, limit = 3): Promise<FrontPageNewsItem[]> {
  return db
    .select({
      slug: newsItems.slug,
      title: newsItems.title,
      excerpt: newsItems.excerpt,
      publishDate: newsItems.publishDate,
      imageUrl: newsItems.featuredImageUrl,
    })
    .from(newsItems)
    .where(and(eq(newsItems.published, true), isNull(newsItems.deletedAt), lte(newsItems.publishDate, sql`now()`)))
    .orderBy(desc(newsItems.publishDate), desc(newsItems.id))
    .limit(limit);
}

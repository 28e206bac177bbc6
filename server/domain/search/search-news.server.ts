import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { SEARCH_SNIPPET_MAX_CHARS, searchResultUrl } from "../../../app/core/search";
import { searchRelevance, searchSnippet } from "../../../app/core/search-relevance";
import type { Db } from "../../db/client.server";
import { newsCategories, newsItems } from "../../db/schema";
import { matchCondition } from "./search-sql.server";
import { countThenPage, isoDate, type TypeSearchInput, type TypeSearchPage } from "./search-type.server";

/**
 * Published, not-deleted news by title, excerpt or content, newest first (spec §7). Filter: category slug.
 * "Recent" for the score means published in the last 30 days.
 */
export async function searchNews(
  db: Db,
  { q, filters, limit, offset, now, countCap }: TypeSearchInput,
): Promise<TypeSearchPage> {
  const fields = [newsItems.title, newsItems.excerpt, newsItems.content];
  const where = and(
    eq(newsItems.published, true),
    isNull(newsItems.deletedAt),
    matchCondition(fields, q),
    filters.category
      ? sql`${newsItems.categoryId} = (select ${newsCategories.id} from ${newsCategories} where ${newsCategories.slug} = ${filters.category})`
      : undefined,
  );
  const page = (take: number) =>
    db
      .select({
        id: newsItems.id,
        slug: newsItems.slug,
        title: newsItems.title,
        excerpt: newsItems.excerpt,
        content: newsItems.content,
        publishDate: newsItems.publishDate,
        image: newsItems.featuredImageUrl,
        category: newsCategories.name,
        author: newsItems.authorName,
      })
      .from(newsItems)
      .leftJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
      .where(where)
      .orderBy(desc(newsItems.publishDate), desc(newsItems.id))
      .limit(take)
      .offset(offset);
  // Newest first (spec §7): the date index serves the order, so a common query stops after one page.
  const { rows, ...total } = await countThenPage(db, newsItems, where, { limit, offset, countCap }, page);
  return {
    ...total,
    items: rows.map((row) => ({
      id: row.id,
      type: "news" as const,
      title: row.title,
      subtitle: [row.category, row.author].filter(Boolean).join(" · ") || null,
      snippet: searchSnippet(row.excerpt || row.content, SEARCH_SNIPPET_MAX_CHARS),
      imageUrl: row.image || `/art/news/${row.slug}.svg`,
      url: searchResultUrl("news", row.slug),
      score: searchRelevance({
        query: q.lower,
        fields: [row.title, row.excerpt, row.content],
        date: row.publishDate,
        now,
      }),
      date: isoDate(row.publishDate),
    })),
  };
}

import { and, desc, eq, sql } from "drizzle-orm";
import { SEARCH_SNIPPET_MAX_CHARS, searchResultUrl } from "~/core/search/search";
import { searchRelevance, searchSnippet } from "~/core/search/search-relevance";
import { labelledArtworkUrl } from "~/core/site/artwork";
import type { Db } from "~server/db/client.server";
import { newsCategories, newsItems } from "~server/db/schema";
import { type NewsText, newsTextColumns } from "~server/domain/news/news-text-columns.server";
import { publicNews, publishedNews } from "~server/domain/news/public-news-conditions.server";
import { type MemoryTypeSpec, timeOf } from "./memory-type.server";
import { matchCondition, type PreparedQuery } from "./search-sql.server";
import { countThenPage, isoDate, type TypeSearchInput, type TypeSearchPage } from "./search-type.server";

// The SQL path leaves out articles dated in the future; the memory copy holds them and filters by `now`
// (filterFor below), so a scheduled article appears in search when its time comes without a reload.
const columns = {
  id: newsItems.id,
  ...newsTextColumns,
  image: newsItems.featuredImageUrl,
  author: newsItems.authorName,
};

interface NewsRow extends NewsText {
  id: string;
  image: string | null;
  author: string | null;
  category: string | null;
}

function toResult(row: NewsRow, q: PreparedQuery, now: Date) {
  return {
    id: row.id,
    type: "news" as const,
    title: row.title,
    subtitle: [row.category, row.author].filter(Boolean).join(" · ") || null,
    snippet: searchSnippet(row.excerpt || row.content, SEARCH_SNIPPET_MAX_CHARS),
    imageUrl: labelledArtworkUrl(row.image || `/art/news/${row.slug}.svg`, row.title),
    url: searchResultUrl("news", row.slug),
    score: searchRelevance({
      query: q.lower,
      fields: [row.title, row.excerpt, row.content],
      date: row.publishDate,
      now,
    }),
    date: isoDate(row.publishDate),
  };
}

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
    publicNews(),
    matchCondition(fields, q),
    filters.category
      ? sql`${newsItems.categoryId} = (select ${newsCategories.id} from ${newsCategories} where ${newsCategories.slug} = ${filters.category})`
      : undefined,
  );
  const page = (take: number) =>
    db
      .select({ ...columns, category: newsCategories.name })
      .from(newsItems)
      .leftJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
      .where(where)
      .orderBy(desc(newsItems.publishDate), desc(newsItems.id))
      .limit(take)
      .offset(offset);
  // Newest first (spec §7): the date index serves the order, so a common query stops after one page.
  const { rows, ...total } = await countThenPage(db, newsItems, where, { limit, offset, countCap }, page);
  return { ...total, items: rows.map((row) => toResult(row, q, now)) };
}

/** News searched from memory (decision 014): the same rows, fields, filter, order and result card as above. */
export const newsMemorySpec: MemoryTypeSpec = {
  tables: ["news_items", "news_categories"],
  order: "dated",
  table: newsItems,
  id: newsItems.id,
  where: publishedNews,
  columns: {
    ...columns,
    category: sql<
      string | null
    >`(select ${newsCategories.name} from ${newsCategories} where ${newsCategories.id} = ${newsItems.categoryId})`,
  },
  lowered: [sql`lower(${newsItems.title})`, sql`lower(${newsItems.excerpt})`, sql`lower(${newsItems.content})`],
  filterColumns: {
    category: sql`(select ${newsCategories.slug} from ${newsCategories} where ${newsCategories.id} = ${newsItems.categoryId})`,
  },
  describe: (row) => ({ recentAt: timeOf(row.publishDate), verified: false, orderAt: timeOf(row.publishDate) }),
  filterFor(filters, now) {
    const category = filters.category;
    // "Now" as the SQL path's now() reads it: the later of the search's own clock (pinned by callers for scoring)
    // and the current time, so both paths agree on which articles have reached their publish date.
    const at = Math.max(now.getTime(), Date.now());
    return (row) => row.orderAt <= at && (!category || row.filter.category === category);
  },
  toResult: (row, q, now) => toResult(row as unknown as NewsRow, q, now),
};

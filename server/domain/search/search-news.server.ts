import { and, desc, type SQL, sql } from "drizzle-orm";
import { SEARCH_SNIPPET_MAX_CHARS, searchResultUrl } from "~/core/search/search";
import { rankOfResult } from "~/core/search/search-rank";
import { searchRelevance, searchSnippet } from "~/core/search/search-relevance";
import { labelledArtworkUrl } from "~/core/site/artwork";
import type { Db } from "~server/db/client.server";
import { newsCategories, newsItems } from "~server/db/schema";
import { type NewsText, newsTextColumns } from "~server/domain/news/news-text-columns.server";
import { publicNews, publishedNews } from "~server/domain/news/public-news-conditions.server";
import { type MemoryTypeSpec, timeOf } from "./memory-type.server";
import { rankedSearch } from "./ranked-search.server";
import { asRankQuery, foldSql, type JoinedField, multiplierClasses, type PreparedQuery } from "./search-sql.server";
import { isoDate, type TypeSearchInput, type TypeSearchPage } from "./search-type.server";

// The SQL path leaves out articles dated in the future; the memory copy holds them and filters by `now`
// (filterFor below), so a scheduled article appears in search when its time comes without a reload.
// Written out with table aliases: drizzle drops the table name from columns of a selected subquery.
const categoryName = (each: (name: SQL) => SQL = (name) => name) =>
  sql<string | null>`(select ${each(sql.raw("c.name"))} from news_categories c where c.id = news_items.category_id)`;

/** The names of the DJs, venues and events the article is tagged with, in the order they were tagged. */
const tagNames = (each: (name: SQL) => SQL = (name) => name) =>
  sql<
    string | null
  >`(select string_agg(${each(sql.raw("coalesce(d.display_name, v.name, e.event_name)"))}, ' / ' order by t.created_at, t.id)
  from news_item_tags t
  left join dj_profiles d on d.id = t.dj_profile_id
  left join venue_profiles v on v.id = t.venue_id
  left join mate_events e on e.id = t.event_id
  where t.news_item_id = news_items.id)`;

const TYPO_FIELDS = [true, false, false, true, true];
/** The article's text: a match only there ranks after a match in its title, excerpt, category or tags. */
const BODY_FIELDS = [false, false, true, false, false];

/**
 * The category and tag fields as matching reads them (matchCondition): the articles whose category's name, or
 * a tagged DJ's, venue's or event's name, matches — looked up per table instead of a subquery per article.
 */
const JOINED_FIELDS = new Map<number, JoinedField>([
  [
    3,
    (test) =>
      sql`select n.id from news_items n join news_categories c on c.id = n.category_id where ${test(sql`search_fold(c.name)`)}`,
  ],
  [
    4,
    (test) => sql`select t.news_item_id from news_item_tags t
  left join dj_profiles d on d.id = t.dj_profile_id
  left join venue_profiles v on v.id = t.venue_id
  left join mate_events e on e.id = t.event_id
  where ${test(sql`search_fold(coalesce(d.display_name, v.name, e.event_name))`)}`,
  ],
]);

/**
 * The searched fields, folded: title, excerpt, content (spec §7), then what a reader means beyond the spec —
 * the category's name and the names of the DJs, venues and events the article is tagged with.
 */
const searchFields = () => [
  foldSql(newsItems.title),
  foldSql(newsItems.excerpt),
  foldSql(newsItems.content),
  // Folded inside the subqueries (see search-events.server.ts).
  categoryName(foldSql),
  tagNames(foldSql),
];

const columns = {
  id: newsItems.id,
  ...newsTextColumns,
  image: newsItems.featuredImageUrl,
  author: newsItems.authorName,
  category: categoryName().as("category"),
  tags: tagNames().as("tags"),
};

interface NewsRow extends NewsText {
  id: string;
  image: string | null;
  author: string | null;
  category: string | null;
  tags: string | null;
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
    rank: rankOfResult(
      asRankQuery(q),
      [row.title, row.excerpt, row.content, row.category, row.tags],
      [true, false, false, true, true],
    ),
    score: searchRelevance({
      query: q.lower,
      fields: [row.title, row.excerpt, row.content, row.category, row.tags],
      date: row.publishDate,
      now,
    }),
    date: isoDate(row.publishDate),
  };
}

/**
 * Published, not-deleted news by title, excerpt or content (spec §7), category and tags, by the rank rule
 * (app/core/search/search-rank.ts), then newest first (spec §7). Filter: category slug. "Recent" for the score
 * means published in the last 30 days.
 */
export async function searchNews(
  db: Db,
  { q, filters, limit, offset, now, countCap }: TypeSearchInput,
): Promise<TypeSearchPage> {
  const base = and(
    publicNews(),
    filters.category
      ? sql`${newsItems.categoryId} = (select ${newsCategories.id} from ${newsCategories} where ${newsCategories.slug} = ${filters.category})`
      : undefined,
  );
  // The folded fields once per row for the ORDER BY: each rank term would fold the text (the body is long) or run
  // the category and tag subqueries again.
  const related = db
    .select({
      title: sql<string | null>`${foldSql(newsItems.title)}`.as("rank_title"),
      excerpt: sql<string | null>`${foldSql(newsItems.excerpt)}`.as("rank_excerpt"),
      content: sql<string | null>`${foldSql(newsItems.content)}`.as("rank_content"),
      category: sql<string | null>`${categoryName(foldSql)}`.as("rank_category"),
      tags: sql<string | null>`${tagNames(foldSql)}`.as("rank_tags"),
    })
    .from(sql`(values (1)) as one (x)`)
    .as("rank_related");
  const fields = searchFields();
  const { rows, ...total } = await rankedSearch(
    db,
    {
      table: newsItems,
      fields,
      rankFields: [related.title, related.excerpt, related.content, related.category, related.tags].map(
        (f) => sql`${f}`,
      ),
      typoFields: TYPO_FIELDS,
      bodyFields: BODY_FIELDS,
      id: newsItems.id,
      joined: JOINED_FIELDS,
      base,
      classes: multiplierClasses({ date: newsItems.publishDate, now }),
      afterRank: [desc(newsItems.publishDate), desc(newsItems.id)],
      q,
      limit,
      offset,
      countCap,
    },
    (where, orderBy, take, skip) =>
      db
        .select(columns)
        .from(newsItems)
        .leftJoinLateral(related, sql`true`)
        .where(where)
        .orderBy(...orderBy)
        .limit(take)
        .offset(skip),
  );
  return { ...total, items: rows.map((row) => toResult(row as NewsRow, q, now)) };
}

/** News searched from memory (decision 014): the same rows, fields, filter, order and result card as above. */
export const newsMemorySpec: MemoryTypeSpec = {
  tables: ["news_items", "news_categories", "news_item_tags", "dj_profiles", "venue_profiles", "mate_events"],
  order: "newest",
  table: newsItems,
  id: newsItems.id,
  where: publishedNews,
  columns,
  lowered: searchFields(),
  typoFields: TYPO_FIELDS,
  bodyFields: BODY_FIELDS,
  joined: JOINED_FIELDS,
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

import { and, gte, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { CTR_POSITIONS, SEARCH_INSIGHT_ROWS } from "~/core/analytics/search-insights";
import type { Db } from "~server/db/client.server";
import { searchAnalytics } from "~server/db/schema";

export interface SearchInsights {
  searches: number;
  clicks: number;
  zeroResultSearches: number;
  /** Median execution time of the searches shown, in ms (null without any). */
  medianMs: number | null;
  topQueries: { query: string; searches: number; avgResults: number; clicks: number }[];
  zeroResultQueries: { query: string; searches: number; lastAt: string }[];
  clicksByPosition: { position: number; clicks: number }[];
  clicksByType: { type: string; clicks: number }[];
}

// The cap is written into the SQL text (not a parameter), so the select and the GROUP BY are the same expression.
const position = sql`least(${searchAnalytics.clickPosition}, ${sql.raw(String(CTR_POSITIONS))})`;
const q = sql`lower(regexp_replace(btrim(${searchAnalytics.query}), '\\s+', ' ', 'g'))`;

/**
 * Search insights since `from`, from search_analytics: rows without a clicked result are searches the
 * results page showed (recordSearchSeen), rows with one are clicks (recordSearchClick). Queries are grouped as read
 * (trimmed, spaces collapsed, lower case). Every query uses the created_at index to bound the range.
 */
export async function getSearchInsights(db: Db, from: Date): Promise<SearchInsights> {
  const inRange = gte(searchAnalytics.createdAt, from);
  const seen: SQL = and(inRange, isNull(searchAnalytics.clickedResultId)) as SQL;
  const clicked: SQL = and(inRange, isNotNull(searchAnalytics.clickedResultId)) as SQL;
  const [totals, top, zero, positions, types] = await Promise.all([
    db
      .select({
        searches: sql<number>`count(*) filter (where ${searchAnalytics.clickedResultId} is null)::int`,
        clicks: sql<number>`count(*) filter (where ${searchAnalytics.clickedResultId} is not null)::int`,
        zero: sql<number>`count(*) filter (where ${searchAnalytics.clickedResultId} is null and ${searchAnalytics.resultCount} = 0)::int`,
        median: sql<
          number | null
        >`(percentile_cont(0.5) within group (order by ${searchAnalytics.executionTimeMs}) filter (where ${searchAnalytics.clickedResultId} is null))::float8`,
      })
      .from(searchAnalytics)
      .where(inRange),
    db
      .select({
        query: sql<string>`${q}`,
        searches: sql<number>`count(*) filter (where ${searchAnalytics.clickedResultId} is null)::int`,
        avgResults: sql<number>`coalesce(round(avg(${searchAnalytics.resultCount}) filter (where ${searchAnalytics.clickedResultId} is null)), 0)::int`,
        clicks: sql<number>`count(*) filter (where ${searchAnalytics.clickedResultId} is not null)::int`,
      })
      .from(searchAnalytics)
      .where(inRange)
      .groupBy(q)
      .orderBy(sql`count(*) desc`, q)
      .limit(SEARCH_INSIGHT_ROWS),
    db
      .select({
        query: sql<string>`${q}`,
        searches: sql<number>`count(*)::int`,
        lastAt: sql<string>`max(${searchAnalytics.createdAt})`,
      })
      .from(searchAnalytics)
      .where(and(seen, sql`${searchAnalytics.resultCount} = 0`))
      .groupBy(q)
      .orderBy(sql`count(*) desc`, sql`max(${searchAnalytics.createdAt}) desc`)
      .limit(SEARCH_INSIGHT_ROWS),
    db
      .select({
        position: sql<number>`${position}::int`,
        clicks: sql<number>`count(*)::int`,
      })
      .from(searchAnalytics)
      .where(clicked)
      .groupBy(position),
    db
      .select({
        type: sql<string>`coalesce(${searchAnalytics.clickedResultType}, 'unknown')`,
        clicks: sql<number>`count(*)::int`,
      })
      .from(searchAnalytics)
      .where(clicked)
      .groupBy(sql`coalesce(${searchAnalytics.clickedResultType}, 'unknown')`)
      .orderBy(sql`count(*) desc`),
  ]);
  const t = totals[0];
  return {
    searches: t?.searches ?? 0,
    clicks: t?.clicks ?? 0,
    zeroResultSearches: t?.zero ?? 0,
    medianMs: t?.median === null || t?.median === undefined ? null : Math.round(Number(t.median)),
    topQueries: top,
    zeroResultQueries: zero.map((z) => ({ ...z, lastAt: new Date(z.lastAt).toISOString() })),
    clicksByPosition: positions,
    clicksByType: types,
  };
}

import { and, eq, ne, sql } from "drizzle-orm";
import { SEARCH_SNIPPET_MAX_CHARS, searchResultUrl } from "~/core/search/search";
import { rankOfResult } from "~/core/search/search-rank";
import { searchRelevance, searchSnippet } from "~/core/search/search-relevance";
import { labelledArtworkUrl } from "~/core/site/artwork";
import type { Db } from "~server/db/client.server";
import { productionLines } from "~server/db/schema";
import { type MemoryTypeSpec, timeOf } from "./memory-type.server";
import { rankedSearch } from "./ranked-search.server";
import { asRankQuery, foldSql, multiplierClasses, type PreparedQuery } from "./search-sql.server";
import type { TypeSearchInput, TypeSearchPage } from "./search-type.server";

/** Active production lines with a slug: the only ones search may return. */
const activeWithSlug = () => and(eq(productionLines.isActive, true), ne(productionLines.slug, ""));

/** The searched fields, folded: name and description (spec §7). */
const searchFields = () => [foldSql(productionLines.name), foldSql(productionLines.description)];

const TYPO_FIELDS = [true, false];

const columns = {
  id: productionLines.id,
  slug: productionLines.slug,
  name: productionLines.name,
  description: productionLines.description,
  logo: productionLines.logoUrl,
  verified: productionLines.isVerified,
  eventCount: productionLines.eventCount,
  createdAt: productionLines.createdAt,
};

interface ProductionRow {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  logo: string | null;
  verified: boolean;
  eventCount: number;
  createdAt: Date;
}

function toResult(row: ProductionRow, q: PreparedQuery, now: Date) {
  return {
    id: row.id,
    type: "production" as const,
    title: row.name,
    subtitle: row.eventCount > 0 ? `${row.eventCount} event${row.eventCount === 1 ? "" : "s"}` : "Production line",
    snippet: searchSnippet(row.description, SEARCH_SNIPPET_MAX_CHARS),
    imageUrl: labelledArtworkUrl(row.logo || `/art/production/${row.slug}.svg`, row.name),
    url: searchResultUrl("production", row.slug),
    rank: rankOfResult(asRankQuery(q), [row.name, row.description], [true, false]),
    score: searchRelevance({
      query: q.lower,
      fields: [row.name, row.description],
      verified: row.verified,
      date: row.createdAt,
      now,
    }),
    date: null,
    verified: row.verified,
  };
}

/** Active production lines with a slug, by name or description (spec §7); verified ones get × 1.2. */
export async function searchProductions(
  db: Db,
  { q, limit, offset, now, countCap }: TypeSearchInput,
): Promise<TypeSearchPage> {
  const { rows, ...total } = await rankedSearch(
    db,
    {
      table: productionLines,
      fields: searchFields(),
      typoFields: TYPO_FIELDS,
      base: activeWithSlug(),
      classes: multiplierClasses({ verified: productionLines.isVerified, date: productionLines.createdAt, now }),
      afterRank: [sql`${foldSql(productionLines.name)} using ~<~`, sql`${productionLines.id}`],
      q,
      limit,
      offset,
      countCap,
    },
    (where, orderBy, take, offset) =>
      db
        .select(columns)
        .from(productionLines)
        .where(where)
        .orderBy(...orderBy)
        .limit(take)
        .offset(offset),
  );
  return { ...total, items: rows.map((row) => toResult(row, q, now)) };
}

/** Production lines searched from memory (decision 014): the same rows, fields and result card as above. */
export const productionMemorySpec: MemoryTypeSpec = {
  tables: ["production_lines"],
  order: "name",
  verifiedClasses: true,
  table: productionLines,
  id: productionLines.id,
  where: activeWithSlug,
  columns,
  lowered: searchFields(),
  typoFields: TYPO_FIELDS,
  describe: (row) => ({ recentAt: timeOf(row.createdAt), verified: row.verified === true, orderAt: 0 }),
  filterFor: () => undefined,
  toResult: (row, q, now) => toResult(row as unknown as ProductionRow, q, now),
};

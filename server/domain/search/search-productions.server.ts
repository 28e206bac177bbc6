import { and, asc, desc, eq, ne } from "drizzle-orm";
import { SEARCH_SNIPPET_MAX_CHARS, searchResultUrl } from "../../../app/core/search";
import { searchRelevance, searchSnippet } from "../../../app/core/search-relevance";
import type { Db } from "../../db/client.server";
import { productionLines } from "../../db/schema";
import { matchCondition, multiplierSql, tierSql, totalMatches } from "./search-sql.server";
import { type TypeSearchInput, type TypeSearchPage, totalOf } from "./search-type.server";

/** Active production lines with a slug, by name or description (spec §7); verified ones get × 1.2. */
export async function searchProductions(db: Db, { q, limit, offset, now }: TypeSearchInput): Promise<TypeSearchPage> {
  const fields = [productionLines.name, productionLines.description];
  const where = and(eq(productionLines.isActive, true), ne(productionLines.slug, ""), matchCondition(fields, q));
  const rows = await db
    .select({
      id: productionLines.id,
      slug: productionLines.slug,
      name: productionLines.name,
      description: productionLines.description,
      logo: productionLines.logoUrl,
      verified: productionLines.isVerified,
      eventCount: productionLines.eventCount,
      createdAt: productionLines.createdAt,
      total: totalMatches,
    })
    .from(productionLines)
    .where(where)
    .orderBy(
      asc(tierSql(fields, q)),
      desc(multiplierSql({ verified: productionLines.isVerified, date: productionLines.createdAt, now })),
      asc(productionLines.name),
      asc(productionLines.id),
    )
    .limit(limit)
    .offset(offset);
  return {
    count: await totalOf(db, productionLines, where, rows, offset),
    items: rows.map((row) => ({
      id: row.id,
      type: "production" as const,
      title: row.name,
      subtitle: row.eventCount > 0 ? `${row.eventCount} event${row.eventCount === 1 ? "" : "s"}` : "Production line",
      snippet: searchSnippet(row.description, SEARCH_SNIPPET_MAX_CHARS),
      imageUrl: row.logo || `/art/production/${row.slug}.svg`,
      url: searchResultUrl("production", row.slug),
      score: searchRelevance({
        query: q.lower,
        fields: [row.name, row.description],
        verified: row.verified,
        date: row.createdAt,
        now,
      }),
      date: null,
      verified: row.verified,
    })),
  };
}

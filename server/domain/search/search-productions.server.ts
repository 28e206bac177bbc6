import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import { SEARCH_SNIPPET_MAX_CHARS, searchResultUrl } from "../../../app/core/search";
import { searchSnippet } from "../../../app/core/search-relevance";
import type { Db } from "../../db/client.server";
import { productionLines } from "../../db/schema";
import { matchCondition, relevanceSql } from "./search-sql.server";
import { roundScore, type TypeSearchInput, type TypeSearchPage } from "./search-type.server";

/** Active production lines with a slug, by name or description (spec §7); verified ones get × 1.2. */
export async function searchProductions(db: Db, { q, limit, offset, now }: TypeSearchInput): Promise<TypeSearchPage> {
  const fields = [productionLines.name, productionLines.description];
  const where = and(eq(productionLines.isActive, true), ne(productionLines.slug, ""), matchCondition(fields, q));
  const score = relevanceSql(fields, q, { verified: productionLines.isVerified, date: productionLines.createdAt, now });
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: productionLines.id,
        slug: productionLines.slug,
        name: productionLines.name,
        description: productionLines.description,
        logo: productionLines.logoUrl,
        verified: productionLines.isVerified,
        eventCount: productionLines.eventCount,
        score,
      })
      .from(productionLines)
      .where(where)
      .orderBy(desc(score), asc(productionLines.name), asc(productionLines.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(productionLines).where(where),
  ]);
  return {
    count: total?.n ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      type: "production" as const,
      title: row.name,
      subtitle: row.eventCount > 0 ? `${row.eventCount} event${row.eventCount === 1 ? "" : "s"}` : "Production line",
      snippet: searchSnippet(row.description, SEARCH_SNIPPET_MAX_CHARS),
      imageUrl: row.logo || `/art/production/${row.slug}.svg`,
      url: searchResultUrl("production", row.slug),
      score: roundScore(row.score),
      date: null,
      verified: row.verified,
    })),
  };
}

import { and, asc, desc, inArray, or, type SQL, sql } from "drizzle-orm";
import { LISTED_EVENT_STATUSES } from "~/core/events/events";
import type { ProductionCardData, ProductionFilters } from "~/core/productions/productions";
import type { Db } from "~server/db/client.server";
import { mateEvents, productionLines } from "~server/db/schema";
import { textContains } from "~server/domain/search/search-sql.server";
import { productionCardColumns } from "./production-card-columns.server";
import { publicProduction } from "./public-production-conditions.server";

export interface ListPublicProductionsOptions {
  filters: Omit<ProductionFilters, "page">;
  /** Splits upcoming from past events for the "has upcoming events" filter. */
  now: Date;
  limit: number;
  offset?: number;
}

function filterConditions(filters: Omit<ProductionFilters, "page">, now: Date): SQL[] {
  const conditions: SQL[] = [publicProduction() as SQL];
  if (filters.verified) conditions.push(sql`${productionLines.isVerified}`);
  if (filters.upcoming) {
    conditions.push(
      sql`exists (select 1 from ${mateEvents} where ${mateEvents.productionLineId} = ${sql.identifier("production_lines")}.${sql.identifier("id")}
          and ${inArray(mateEvents.status, [...LISTED_EVENT_STATUSES])}
          and coalesce(${mateEvents.endDate}, ${mateEvents.eventDate}) >= ${now.toISOString()}::timestamptz)`,
    );
  }
  if (filters.q) {
    const inText = or(
      textContains(productionLines.name, filters.q),
      textContains(productionLines.description, filters.q),
    );
    if (inText) conditions.push(inText);
  }
  return conditions;
}

/**
 * /productions: active production lines, featured first, then the most followed, then by name; filtered by
 * verified, "has upcoming events" and a search within the list.
 */
export async function listPublicProductions(
  db: Db,
  { filters, now, limit, offset = 0 }: ListPublicProductionsOptions,
): Promise<{ productions: ProductionCardData[]; total: number }> {
  const where = and(...filterConditions(filters, now));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(productionCardColumns)
      .from(productionLines)
      .where(where)
      .orderBy(
        desc(productionLines.isFeatured),
        desc(productionLines.followerCount),
        asc(sql`lower(${productionLines.name})`),
        asc(productionLines.id),
      )
      .limit(Math.max(0, Math.floor(limit)))
      .offset(Math.max(0, Math.floor(offset))),
    db.select({ total: sql<number>`count(*)::int` }).from(productionLines).where(where),
  ]);
  return { productions: rows, total };
}

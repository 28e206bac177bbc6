import { asc } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { productionLines } from "~server/db/schema";
import { publicProduction } from "./public-production-conditions.server";

/** At most this many production pages go in the sitemap. */
export const SITEMAP_PRODUCTIONS_MAX = 5_000;

/** Slugs of active production lines, by name (production_lines has no updated_at; created_at stands in). */
export async function listSitemapProductions(
  db: Db,
  limit = SITEMAP_PRODUCTIONS_MAX,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: productionLines.slug, updatedAt: productionLines.createdAt })
    .from(productionLines)
    .where(publicProduction())
    .orderBy(asc(productionLines.name), asc(productionLines.id))
    .limit(limit);
}

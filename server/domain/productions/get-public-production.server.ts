import { and, eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { productionLines } from "~server/db/schema";
import { isProductionSlug, publicProduction } from "./public-production-conditions.server";

export type PublicProduction = typeof productionLines.$inferSelect;

/** A production line's page as the public may see it: active, with this slug. Inactive and unknown are null (→ 404). */
export async function getPublicProduction(db: Db, slug: string): Promise<PublicProduction | null> {
  if (!isProductionSlug(slug)) return null;
  const [line] = await db
    .select()
    .from(productionLines)
    .where(and(publicProduction(), eq(productionLines.slug, slug)))
    .limit(1);
  return line ?? null;
}

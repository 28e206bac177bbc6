import { and, eq } from "drizzle-orm";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { productionLineFollows } from "~server/db/schema";
import { getProductionFollowState, type ProductionFollowState } from "./get-production-follow-state.server";
import { getPublicProduction } from "./get-public-production.server";

/** The user stops following an active production line. Idempotent. Null when the slug is not an active line. */
export async function unfollowProduction(db: Db, userId: string, slug: string): Promise<ProductionFollowState | null> {
  const line = await getPublicProduction(db, slug);
  if (!line) return null;
  await db
    .delete(productionLineFollows)
    .where(and(eq(productionLineFollows.userId, userId), eq(productionLineFollows.productionLineId, line.id)));
  await publicContentChanged(db, "productions");
  return getProductionFollowState(db, line.id, userId);
}

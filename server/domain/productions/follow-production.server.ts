import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { productionLineFollows } from "~server/db/schema";
import { getProductionFollowState, type ProductionFollowState } from "./get-production-follow-state.server";
import { getPublicProduction } from "./get-public-production.server";

/**
 * The user follows an active production line. Idempotent: following twice leaves one row (and the trigger of
 * migration 0014 counts it once, in the same transaction). Null when the slug is not an active line.
 */
export async function followProduction(db: Db, userId: string, slug: string): Promise<ProductionFollowState | null> {
  const line = await getPublicProduction(db, slug);
  if (!line) return null;
  await db.insert(productionLineFollows).values({ userId, productionLineId: line.id }).onConflictDoNothing();
  // The follower count is on the public production page and the /productions cards.
  await publicContentChanged(db, "productions");
  return getProductionFollowState(db, line.id, userId);
}

import { and, eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { productionLineFollows, productionLines } from "~server/db/schema";

export interface ProductionFollowState {
  /** production_lines.follower_count (kept exact by the 0014 triggers). */
  followers: number;
  /** Whether the viewer follows it (always false for guests). */
  following: boolean;
}

/** Follower count of a production line and whether the given user (null for guests) follows it. */
export async function getProductionFollowState(
  db: Db,
  productionLineId: string,
  userId: string | null,
): Promise<ProductionFollowState> {
  const [line] = await db
    .select({ followers: productionLines.followerCount })
    .from(productionLines)
    .where(eq(productionLines.id, productionLineId))
    .limit(1);
  const followers = line?.followers ?? 0;
  if (!userId) return { followers, following: false };
  const mine = await db
    .select({ userId: productionLineFollows.userId })
    .from(productionLineFollows)
    .where(and(eq(productionLineFollows.productionLineId, productionLineId), eq(productionLineFollows.userId, userId)))
    .limit(1);
  return { followers, following: mine.length > 0 };
}

import { eq, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { userRoles } from "~server/db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The production_line_owner user_roles row (resource_type production_line, resource_id = the line's id as text),
 * in the caller's transaction. The unique constraint makes a second grant a no-op (returns false). As grantRole
 * does, a person's first role becomes their primary one.
 */
export async function grantProductionLineOwner(
  tx: Tx,
  input: { productionLineId: string; userId: string; grantedBy: string },
): Promise<boolean> {
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(userRoles)
    .where(eq(userRoles.userId, input.userId));
  const inserted = await tx
    .insert(userRoles)
    .values({
      userId: input.userId,
      roleType: "production_line_owner",
      resourceType: "production_line",
      resourceId: input.productionLineId,
      isPrimary: count === 0,
      grantedBy: input.grantedBy,
    })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  return inserted.length > 0;
}

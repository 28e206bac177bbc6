import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { MyProduction } from "~/core/productions/productions";
import type { Db } from "~server/db/client.server";
import { productionLines, userRoles } from "~server/db/schema";
import { PRODUCTION_LINE_ROLES, type ProductionLineRole } from "./get-managed-production-line.server";

/**
 * /producer/my-productions: the production lines the user holds through user_roles (production_line_owner or
 * producer), one row per line (the owner role when both), primary grant first, then by name.
 */
export async function listMyProductions(db: Db, userId: string): Promise<MyProduction<ProductionLineRole>[]> {
  const rows = await db
    .select({
      slug: productionLines.slug,
      name: productionLines.name,
      logoUrl: productionLines.logoUrl,
      isVerified: productionLines.isVerified,
      isActive: productionLines.isActive,
      eventCount: productionLines.eventCount,
      followerCount: productionLines.followerCount,
      roleType: userRoles.roleType,
      isPrimary: userRoles.isPrimary,
    })
    .from(userRoles)
    .innerJoin(productionLines, sql`${productionLines.id}::text = ${userRoles.resourceId}`)
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.resourceType, "production_line"),
        inArray(userRoles.roleType, [...PRODUCTION_LINE_ROLES]),
      ),
    )
    .orderBy(asc(productionLines.name));
  const bySlug = new Map<string, MyProduction<ProductionLineRole> & { isPrimary: boolean }>();
  for (const { roleType, isPrimary, ...line } of rows) {
    const seen = bySlug.get(line.slug);
    const role = roleType as ProductionLineRole;
    if (!seen) bySlug.set(line.slug, { ...line, role, isPrimary });
    else {
      if (role === "production_line_owner") seen.role = role;
      seen.isPrimary ||= isPrimary;
    }
  }
  return [...bySlug.values()]
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
    .map(({ isPrimary: _primary, ...line }) => line);
}

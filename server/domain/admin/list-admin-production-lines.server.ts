import { and, asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AdminProductionRow } from "~/core/admin/admin-venues";
import { ADMIN_LIST_LIMIT, type AdminProductionFilter } from "~/core/admin/admin-venues";
import type { Db } from "~server/db/client.server";
import { productionLines, userRoles, users } from "~server/db/schema";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { assertAdmin } from "./assert-admin.server";

/**
 * /admin/productions: every production line, active and inactive, featured first then by name; filtered by state
 * and a search over name and slug. Owners (user_roles) come in one more query for the whole page.
 */
export async function listAdminProductionLines(
  db: Db,
  actor: Actor,
  options: { status: AdminProductionFilter; q: string },
): Promise<{ lines: AdminProductionRow[]; total: number }> {
  await assertAdmin(db, actor);
  const conditions: SQL[] = [];
  if (options.status === "active") conditions.push(eq(productionLines.isActive, true));
  if (options.status === "inactive") conditions.push(eq(productionLines.isActive, false));
  if (options.q) {
    const pattern = `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(productionLines.name, pattern), ilike(productionLines.slug, pattern));
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: productionLines.id,
        slug: productionLines.slug,
        name: productionLines.name,
        isVerified: productionLines.isVerified,
        isFeatured: productionLines.isFeatured,
        isActive: productionLines.isActive,
        eventCount: productionLines.eventCount,
        followerCount: productionLines.followerCount,
        createdAt: productionLines.createdAt,
      })
      .from(productionLines)
      .where(where)
      .orderBy(
        sql`${productionLines.isFeatured} desc`,
        asc(sql`lower(${productionLines.name})`),
        asc(productionLines.id),
      )
      .limit(ADMIN_LIST_LIMIT),
    db.select({ total: sql<number>`count(*)::int` }).from(productionLines).where(where),
  ]);
  const owners =
    rows.length === 0
      ? []
      : await db
          .select({ lineId: userRoles.resourceId, roleType: userRoles.roleType, name: users.name, email: users.email })
          .from(userRoles)
          .innerJoin(users, eq(users.id, userRoles.userId))
          .where(
            and(
              eq(userRoles.resourceType, "production_line"),
              inArray(userRoles.roleType, ["production_line_owner", "producer"]),
              inArray(
                userRoles.resourceId,
                rows.map((r) => r.id),
              ),
            ),
          )
          .orderBy(asc(userRoles.roleType), asc(userRoles.grantedAt));
  return {
    total,
    lines: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      owners: owners.filter((o) => o.lineId === r.id).map(({ name, email, roleType }) => ({ name, email, roleType })),
    })),
  };
}

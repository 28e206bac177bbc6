import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { productionLines, userRoles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { type Actor, getActorRole } from "~server/domain/roles/get-actor-role.server";
import { isProductionSlug } from "./public-production-conditions.server";

/** The user_roles role types that hold a production line (spec §3 user_roles). */
export const PRODUCTION_LINE_ROLES = ["production_line_owner", "producer"] as const;
export type ProductionLineRole = (typeof PRODUCTION_LINE_ROLES)[number];

export interface ManagedProductionLine {
  line: typeof productionLines.$inferSelect;
  /** The actor's role on the line; null for an administrator without one (admins manage every line). */
  role: ProductionLineRole | null;
  viaAdmin: boolean;
}

const NOT_FOUND = "Production line not found";

/**
 * The production line behind /producer/dashboard/{slug}/…, for someone who may manage it: a user_roles record
 * (production_line_owner or producer) for that very line, or an administrator. A missing record answers the same
 * not_found as an unknown slug (decision 025), so a producer of line A learns nothing about line B (IDOR).
 * Deactivated lines stay manageable by admins only.
 */
export async function getManagedProductionLine(db: Db, actor: Actor, slug: string): Promise<ManagedProductionLine> {
  if (!actor.id) throw new AppError("forbidden", "User not authenticated");
  if (!isProductionSlug(slug)) throw new AppError("not_found", NOT_FOUND);
  const [line] = await db.select().from(productionLines).where(eq(productionLines.slug, slug)).limit(1);
  if (!line) throw new AppError("not_found", NOT_FOUND);
  const roles = await db
    .select({ roleType: userRoles.roleType })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, actor.id),
        eq(userRoles.resourceType, "production_line"),
        eq(userRoles.resourceId, line.id),
        inArray(userRoles.roleType, [...PRODUCTION_LINE_ROLES]),
      ),
    );
  // An owner's record outranks a producer's when someone holds both.
  const role = roles.some((r) => r.roleType === "production_line_owner")
    ? "production_line_owner"
    : roles.length > 0
      ? "producer"
      : null;
  if (role && line.isActive) return { line, role, viaAdmin: false };
  const actorRole = await getActorRole(db, actor);
  if (actorRole !== "admin" && actorRole !== "supadmin") throw new AppError("not_found", NOT_FOUND);
  return { line, role, viaAdmin: true };
}

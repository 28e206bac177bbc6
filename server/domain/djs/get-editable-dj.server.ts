import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles, userRoles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { type Actor, getActorRole } from "~server/domain/roles/get-actor-role.server";

export type EditableDj = typeof djProfiles.$inferSelect;

/**
 * The profile behind /dj/{slug}/edit, for someone allowed to edit it: an administrator, the profile's owner
 * (dj_profiles.user_id) or a holder of the dj_manager role for exactly this profile. Everyone else gets the
 * same 404 as for a slug that does not exist, so the editor never confirms which profiles exist (IDOR).
 */
export async function getEditableDj(db: Db, actor: Actor, slug: string): Promise<EditableDj> {
  const [profile] = await db.select().from(djProfiles).where(eq(djProfiles.slug, slug)).limit(1);
  if (!profile || !actor.id) throw new AppError("not_found", "DJ profile not found");
  if (await canManageDj(db, actor, profile)) return profile;
  throw new AppError("not_found", "DJ profile not found");
}

export async function canManageDj(db: Db, actor: Actor, profile: Pick<EditableDj, "id" | "userId">): Promise<boolean> {
  if (profile.userId && profile.userId === actor.id) return true;
  const role = await getActorRole(db, actor);
  if (role === "admin" || role === "supadmin") return true;
  const [grant] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, actor.id),
        eq(userRoles.roleType, "dj_manager"),
        or(eq(userRoles.resourceType, "dj_profile"), sql`${userRoles.resourceType} is null`),
        eq(userRoles.resourceId, profile.id),
      ),
    )
    .limit(1);
  return Boolean(grant);
}

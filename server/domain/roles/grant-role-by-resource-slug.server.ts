import { ROLE_RESOURCE, type RoleType } from "~/core/access/role-labels";
import type { Db } from "~server/db/client.server";
import { AppError } from "~server/domain/app-error.server";
import { findRoleResource } from "./find-role-resource.server";
import type { Actor } from "./get-actor-role.server";
import { grantRole } from "./grant-role.server";

/**
 * The admin grant form's grant: the role is named by type and, for a role about a DJ profile, venue or
 * production line, by that resource's slug (or id), which is looked up here. grantRole checks the actor.
 */
export async function grantRoleByResourceSlug(
  db: Db,
  actor: Actor,
  input: { userId: string; roleType: RoleType; resource: string },
): Promise<{ id: string }> {
  const resourceType = ROLE_RESOURCE[input.roleType];
  let resourceId: string | undefined;
  if (resourceType) {
    const resource = await findRoleResource(db, resourceType, input.resource);
    if (!resource) throw new AppError("not_found", "No DJ profile, venue or production line with that slug");
    resourceId = resource.id;
  }
  return grantRole(db, actor, {
    userId: input.userId,
    roleType: input.roleType,
    resourceType: resourceType ?? undefined,
    resourceId,
  });
}

import type { ResourceType, RoleType } from "~/core/access/role-labels";
import type { Db } from "~server/db/client.server";
import { listRolesOfUsers } from "./list-roles-of-users.server";

export interface UserRole {
  id: string;
  roleType: RoleType;
  label: string;
  resourceType: ResourceType | null;
  resourceId: string | null;
  /** Display name of the DJ profile, venue or production line the role is about. */
  resourceName: string | null;
  resourceSlug: string | null;
  isPrimary: boolean;
  grantedAt: string;
  grantedBy: string | null;
}

/** Spec §7 get_user_roles: every role of a user, primary first, with labels and the resource's name. */
export async function getUserRoles(db: Db, userId: string): Promise<UserRole[]> {
  return (await listRolesOfUsers(db, [userId])).get(userId) ?? [];
}

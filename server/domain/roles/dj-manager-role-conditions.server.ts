import { and, eq } from "drizzle-orm";
import { userRoles } from "~server/db/schema";

/** The user's dj_manager roles on DJ profiles (user_roles rows whose resource_id is a profile's id). */
export const djManagerRolesOf = (userId: string) =>
  and(eq(userRoles.userId, userId), eq(userRoles.roleType, "dj_manager"), eq(userRoles.resourceType, "dj_profile"));

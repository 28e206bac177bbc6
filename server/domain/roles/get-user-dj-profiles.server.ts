import { asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles, userRoles } from "~server/db/schema";
import { djManagerRolesOf } from "./dj-manager-role-conditions.server";

export interface UserDjProfile {
  id: string;
  slug: string;
  displayName: string;
  profileImage: string | null;
  verificationStatus: string;
  active: boolean;
}

/** Spec §7 get_user_dj_profiles: profiles the user owns (user_id) or manages (a dj_manager role). */
export async function getUserDjProfiles(db: Db, userId: string): Promise<UserDjProfile[]> {
  try {
    const managed = db
      .select({ id: sql`${userRoles.resourceId}::uuid` })
      .from(userRoles)
      .where(djManagerRolesOf(userId));
    return await db
      .select({
        id: djProfiles.id,
        slug: djProfiles.slug,
        displayName: djProfiles.displayName,
        profileImage: djProfiles.profileImage,
        verificationStatus: djProfiles.verificationStatus,
        active: djProfiles.active,
      })
      .from(djProfiles)
      .where(or(eq(djProfiles.userId, userId), inArray(djProfiles.id, managed)))
      .orderBy(asc(djProfiles.displayName));
  } catch (error) {
    throw new Error(`Failed to get user DJ profiles: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

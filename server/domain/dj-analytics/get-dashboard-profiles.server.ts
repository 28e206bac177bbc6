import { and, eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { userRoles } from "~server/db/schema";
import { getUserDjProfiles, type UserDjProfile } from "~server/domain/roles/get-user-dj-profiles.server";

/**
 * The DJ profiles a person's dashboard can show (spec §7 get_user_dj_profiles: owned or managed) and the one to
 * show: `?dj=` when it is one of them; otherwise the profile of their primary dj_manager role, else the first.
 * The browser remembers the choice (spec §6) and asks for it with `?dj=`; the server cannot read local storage.
 * A `?dj=` that is not theirs is null — the same answer as an unknown slug (→ 404).
 */
export async function getDashboardProfiles(
  db: Db,
  userId: string,
  asked: string | null,
): Promise<{ profiles: UserDjProfile[]; active: UserDjProfile | null; unknown: boolean }> {
  const profiles = await getUserDjProfiles(db, userId);
  if (asked) {
    const active = profiles.find((p) => p.slug === asked) ?? null;
    return { profiles, active, unknown: active === null };
  }
  if (profiles.length <= 1) return { profiles, active: profiles[0] ?? null, unknown: false };
  const [primary] = await db
    .select({ resourceId: userRoles.resourceId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleType, "dj_manager"), eq(userRoles.isPrimary, true)))
    .limit(1);
  const active = profiles.find((p) => p.id === primary?.resourceId) ?? profiles[0];
  return { profiles, active, unknown: false };
}

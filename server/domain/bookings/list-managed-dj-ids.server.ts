import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles, userRoles } from "~server/db/schema";
import { djManagerRolesOf } from "~server/domain/roles/dj-manager-role-conditions.server";

/**
 * The DJ profiles a person manages: a dj_manager role on the profile, or the profile's own account (user_id).
 * The same people listBookingRecipients mails an inquiry to, so whoever hears of an inquiry can act on it.
 */
export async function listManagedDjIds(db: Db, userId: string): Promise<string[]> {
  const [roles, owned] = await Promise.all([
    db.select({ id: userRoles.resourceId }).from(userRoles).where(djManagerRolesOf(userId)),
    db.select({ id: djProfiles.id }).from(djProfiles).where(eq(djProfiles.userId, userId)),
  ]);
  return [...new Set([...roles, ...owned].map((r) => r.id).filter((id): id is string => Boolean(id)))];
}

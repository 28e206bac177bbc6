import { and, eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles, userRoles } from "~server/db/schema";

/**
 * The DJ profiles a person manages: a dj_manager role on the profile, or the profile's own account (user_id).
 * The same people listBookingRecipients mails an inquiry to, so whoever hears of an inquiry can act on it.
 */
export async function listManagedDjIds(db: Db, userId: string): Promise<string[]> {
  const [roles, owned] = await Promise.all([
    db
      .select({ id: userRoles.resourceId })
      .from(userRoles)
      .where(
        and(
          eq(userRoles.userId, userId),
          eq(userRoles.roleType, "dj_manager"),
          eq(userRoles.resourceType, "dj_profile"),
        ),
      ),
    db.select({ id: djProfiles.id }).from(djProfiles).where(eq(djProfiles.userId, userId)),
  ]);
  return [...new Set([...roles, ...owned].map((r) => r.id).filter((id): id is string => Boolean(id)))];
}

import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles, userRoles, users } from "~server/db/schema";

/**
 * Who hears about a booking inquiry: the DJ's managers (dj_manager roles on the profile), the profile's
 * owner (dj_profiles.user_id) and the site's administrators. Blocked accounts are left out; each address once.
 */
export async function listBookingRecipients(db: Db, djProfileId: string): Promise<string[]> {
  const managerIds = db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.roleType, "dj_manager"),
        eq(userRoles.resourceType, "dj_profile"),
        eq(userRoles.resourceId, djProfileId),
      ),
    );
  const ownerIds = db.select({ id: djProfiles.userId }).from(djProfiles).where(eq(djProfiles.id, djProfileId));
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.blocked, false),
        or(inArray(users.id, managerIds), inArray(users.id, ownerIds), inArray(users.role, ["admin", "supadmin"])),
      ),
    );
  return [...new Set(rows.map((r) => r.email.toLowerCase()))].sort();
}

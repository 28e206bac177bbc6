import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles, userRoles, users } from "~server/db/schema";

/**
 * The addresses of a DJ's managers: dj_manager roles on the profile and the profile's own account, and with
 * `withAdmins` the site's administrators too (a booking inquiry is theirs to see; a hold reminder is the managers'
 * own business). Blocked accounts are left out; each address once.
 */
export async function listDjManagerEmails(
  db: Db,
  djProfileId: string,
  { withAdmins = false }: { withAdmins?: boolean } = {},
): Promise<string[]> {
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
  const managers = or(inArray(users.id, managerIds), inArray(users.id, ownerIds));
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(eq(users.blocked, false), withAdmins ? or(managers, inArray(users.role, ["admin", "supadmin"])) : managers),
    );
  return [...new Set(rows.map((r) => r.email.toLowerCase()))].sort();
}

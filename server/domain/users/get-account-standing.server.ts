import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles, userRoles, users, venueManagers } from "~server/db/schema";

export interface AccountStanding {
  role: string;
  blocked: boolean;
  profileCompleted: boolean;
  hasMateProfile: boolean;
  managesVenues: boolean;
  /** Venue staff with can_manage_bookings, a producer or a production line's owner: /find-djs. */
  findsDjs: boolean;
}

/**
 * What the guards need to know about a signed-in user, read fresh on every request so that a block or a
 * role change takes effect at once: users row, a linked mate/verified DJ profile, an active venue role.
 */
export async function getAccountStanding(db: Db, userId: string): Promise<AccountStanding | null> {
  const [row] = await db
    .select({
      role: users.role,
      blocked: users.blocked,
      profileCompleted: users.profileCompleted,
      hasMateProfile: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(djProfiles)
        .where(and(eq(djProfiles.userId, userId), inArray(djProfiles.verificationStatus, ["mate", "verified"])))})`,
      managesVenues: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(venueManagers)
        .where(and(eq(venueManagers.userId, userId), eq(venueManagers.invitationStatus, "active")))})`,
      findsDjs: sql<boolean>`(exists (${db
        .select({ one: sql`1` })
        .from(venueManagers)
        .where(
          and(
            eq(venueManagers.userId, userId),
            eq(venueManagers.invitationStatus, "active"),
            sql`${venueManagers.permissions} ->> 'can_manage_bookings' = 'true'`,
          ),
        )}) or exists (${db
        .select({ one: sql`1` })
        .from(userRoles)
        .where(
          and(eq(userRoles.userId, userId), inArray(userRoles.roleType, ["producer", "production_line_owner"])),
        )}))`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

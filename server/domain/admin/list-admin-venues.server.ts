import { and, asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AdminVenueRow } from "~/core/admin/admin-venues";
import { ADMIN_LIST_LIMIT, type AdminVenueFilter } from "~/core/admin/admin-venues";
import type { Db } from "~server/db/client.server";
import { users, venueManagers, venueProfiles } from "~server/db/schema";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { venuePlaceColumns } from "~server/domain/venues/venue-place-columns.server";
import { assertAdmin } from "./assert-admin.server";

/**
 * /admin/venues: every venue, active and deactivated, by name; filtered by state and a search over name, city,
 * country, slug and the owners' emails. Owners and staff counts come in one more query for the whole page.
 */
export async function listAdminVenues(
  db: Db,
  actor: Actor,
  options: { status: AdminVenueFilter; q: string },
): Promise<{ venues: AdminVenueRow[]; total: number }> {
  await assertAdmin(db, actor);
  const conditions: SQL[] = [];
  if (options.status === "active") conditions.push(eq(venueProfiles.isActive, true));
  if (options.status === "deactivated") conditions.push(eq(venueProfiles.isActive, false));
  if (options.q) {
    const pattern = `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Spelled out: inside the subquery an unqualified "id" would be the manager's.
    const venueId = sql`${sql.identifier("venue_profiles")}.${sql.identifier("id")}`;
    const byOwner = sql`exists (select 1 from ${venueManagers} join ${users} on ${users.id} = ${venueManagers.userId}
      where ${venueManagers.venueId} = ${venueId} and ${venueManagers.role} = 'owner' and ${ilike(users.email, pattern)})`;
    const match = or(
      ilike(venueProfiles.name, pattern),
      ilike(venueProfiles.city, pattern),
      ilike(venueProfiles.country, pattern),
      ilike(venueProfiles.slug, pattern),
      byOwner,
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...venuePlaceColumns,
        capacityStanding: venueProfiles.capacityStanding,
        isActive: venueProfiles.isActive,
        viewCount: venueProfiles.viewCount,
        createdAt: venueProfiles.createdAt,
      })
      .from(venueProfiles)
      .where(where)
      .orderBy(asc(sql`lower(${venueProfiles.name})`), asc(venueProfiles.id))
      .limit(ADMIN_LIST_LIMIT),
    db.select({ total: sql<number>`count(*)::int` }).from(venueProfiles).where(where),
  ]);
  const staff =
    rows.length === 0
      ? []
      : await db
          .select({
            venueId: venueManagers.venueId,
            role: venueManagers.role,
            isPrimary: venueManagers.isPrimary,
            name: users.name,
            email: users.email,
          })
          .from(venueManagers)
          .innerJoin(users, eq(users.id, venueManagers.userId))
          .where(
            and(
              inArray(
                venueManagers.venueId,
                rows.map((r) => r.id),
              ),
              eq(venueManagers.invitationStatus, "active"),
            ),
          )
          .orderBy(sql`${venueManagers.isPrimary} desc`, asc(venueManagers.addedAt));
  return {
    total,
    venues: rows.map((r) => {
      const mine = staff.filter((s) => s.venueId === r.id);
      return {
        ...r,
        createdAt: r.createdAt.toISOString(),
        owners: mine.filter((s) => s.role === "owner").map((s) => ({ name: s.name, email: s.email })),
        staffCount: mine.length,
      };
    }),
  };
}

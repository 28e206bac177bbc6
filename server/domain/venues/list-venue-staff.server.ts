import { and, asc, desc, eq } from "drizzle-orm";
import { readVenuePermissions } from "~/core/access/venue-permissions";
import type { VenueInvitationRow, VenueStaffRow } from "~/core/venues/venue-staff";
import type { Db } from "~server/db/client.server";
import { users, venueInvitations, venueManagers } from "~server/db/schema";

/**
 * The Staff tab's lists: every manager record of the venue (active first, then revoked; primary first, then by
 * added_at, spec §7) with the person's name and email, and the pending invitations (newest first). The caller has
 * checked can_manage_staff (getManagedVenue).
 */
export async function listVenueStaff(
  db: Db,
  venueId: string,
  now = new Date(),
): Promise<{ staff: VenueStaffRow[]; invitations: VenueInvitationRow[] }> {
  const [managers, invitations] = await Promise.all([
    db
      .select({
        userId: venueManagers.userId,
        name: users.name,
        email: users.email,
        role: venueManagers.role,
        invitationStatus: venueManagers.invitationStatus,
        permissions: venueManagers.permissions,
        isPrimary: venueManagers.isPrimary,
        addedAt: venueManagers.addedAt,
        acceptedAt: venueManagers.acceptedAt,
      })
      .from(venueManagers)
      .innerJoin(users, eq(users.id, venueManagers.userId))
      .where(eq(venueManagers.venueId, venueId))
      .orderBy(asc(venueManagers.invitationStatus), desc(venueManagers.isPrimary), asc(venueManagers.addedAt)),
    db
      .select()
      .from(venueInvitations)
      .where(and(eq(venueInvitations.venueId, venueId), eq(venueInvitations.status, "pending")))
      .orderBy(desc(venueInvitations.createdAt)),
  ]);
  return {
    staff: managers.map((m) => ({
      ...m,
      permissions: readVenuePermissions(m.permissions),
      addedAt: m.addedAt.toISOString(),
      acceptedAt: m.acceptedAt?.toISOString() ?? null,
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      expiresAt: i.expiresAt.toISOString(),
      expired: i.expiresAt.getTime() <= now.getTime(),
      createdAt: i.createdAt.toISOString(),
    })),
  };
}

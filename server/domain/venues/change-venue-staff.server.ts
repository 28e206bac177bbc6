import { and, eq } from "drizzle-orm";
import {
  permissionsAfterRoleChange,
  type VenuePermissions,
  type VenueRole,
  wouldRemoveLastOwner,
} from "~/core/venue-permissions";
import { VENUE_STAFF_MESSAGES } from "~/core/venue-staff";
import type { Db } from "~server/db/client.server";
import { users, venueInvitations, venueManagers } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { getManagedVenue } from "./get-managed-venue.server";
import { syncVenueOwnerRole } from "./save-venue-manager.server";
import { venueManagerOperation } from "./venue-manager-operation.server";

/** What a staff manager (can_manage_staff) may do to one member or pending invitation of the venue. */
export type VenueStaffChange =
  | { kind: "role"; userId: string; role: VenueRole }
  | { kind: "permissions"; userId: string; permissions: VenuePermissions }
  | { kind: "revoke"; userId: string }
  | { kind: "cancel-invitation"; invitationId: string };

/**
 * Changes the venue's staff (spec §4, §7 venue_managers update role / permissions / invitation_status):
 * - role: the permissions are replaced by the new role's defaults, and the venue_owner role follows;
 * - permissions: fine-tunes the keys of one member;
 * - revoke: invitation_status 'revoked' (access ends on the very next request) and the venue_owner role goes;
 * - cancel-invitation: a pending invitation stops working.
 * The last active owner can be neither demoted nor revoked, nor lose can_manage_staff (wouldRemoveLastOwner);
 * every check runs inside the transaction that writes, on rows it has locked. Returns the member's or invitee's
 * name/email for the notice.
 */
export async function changeVenueStaff(
  db: Db,
  actor: Actor | null,
  venueSlug: string,
  change: VenueStaffChange,
): Promise<{ who: string }> {
  return venueManagerOperation(actor, `staff ${change.kind}`, async (actorId) => {
    const managed = await getManagedVenue(db, { id: actorId }, venueSlug, "can_manage_staff");
    const venueId = managed.venue.id;
    if (change.kind === "cancel-invitation") {
      const [cancelled] = await db
        .update(venueInvitations)
        .set({ status: "revoked" })
        .where(
          and(
            eq(venueInvitations.id, change.invitationId),
            eq(venueInvitations.venueId, venueId),
            eq(venueInvitations.status, "pending"),
          ),
        )
        .returning({ email: venueInvitations.email });
      if (!cancelled) throw new AppError("not_found", VENUE_STAFF_MESSAGES.invitationGone);
      return { who: cancelled.email };
    }
    await db.transaction(async (tx) => {
      const staff = await tx
        .select({
          userId: venueManagers.userId,
          role: venueManagers.role,
          invitationStatus: venueManagers.invitationStatus,
          permissions: venueManagers.permissions,
        })
        .from(venueManagers)
        .where(eq(venueManagers.venueId, venueId))
        .for("update");
      const target = staff.find((m) => m.userId === change.userId && m.invitationStatus === "active");
      if (!target) throw new AppError("not_found", VENUE_STAFF_MESSAGES.notAMember);
      const member = and(eq(venueManagers.venueId, venueId), eq(venueManagers.userId, change.userId));
      if (change.kind === "role") {
        if (wouldRemoveLastOwner(staff, change.userId, { kind: "role", role: change.role }))
          throw new AppError("conflict", VENUE_STAFF_MESSAGES.lastOwner);
        await tx
          .update(venueManagers)
          .set({ role: change.role, permissions: permissionsAfterRoleChange(change.role) })
          .where(member);
        await syncVenueOwnerRole(tx, venueId, change.userId, change.role === "owner", actorId);
      } else if (change.kind === "permissions") {
        // The last owner keeps the key that manages staff, so the venue is never left without anyone who can.
        const otherStaffManager = staff.some(
          (m) =>
            m.userId !== change.userId &&
            m.role === "owner" &&
            m.invitationStatus === "active" &&
            (m.permissions as Record<string, unknown>)?.can_manage_staff === true,
        );
        if (target.role === "owner" && !change.permissions.can_manage_staff && !otherStaffManager)
          throw new AppError("conflict", VENUE_STAFF_MESSAGES.lastOwner);
        await tx.update(venueManagers).set({ permissions: change.permissions }).where(member);
      } else {
        if (wouldRemoveLastOwner(staff, change.userId, { kind: "revoke" }))
          throw new AppError("conflict", VENUE_STAFF_MESSAGES.lastOwner);
        await tx.update(venueManagers).set({ invitationStatus: "revoked", isPrimary: false }).where(member);
        await syncVenueOwnerRole(tx, venueId, change.userId, false, actorId);
      }
    });
    const [person] = await db.select({ name: users.name }).from(users).where(eq(users.id, change.userId)).limit(1);
    return { who: person?.name || "That person" };
  });
}

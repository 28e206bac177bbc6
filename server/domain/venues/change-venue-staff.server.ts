import { and, eq } from "drizzle-orm";
import {
  permissionsAfterRoleChange,
  readVenuePermissions,
  type StaffChangeRequest,
  staffChangeRefusal,
  VENUE_PERMISSION_KEYS,
  type VenuePermissions,
  type VenueRole,
  wouldRemoveLastOwner,
} from "~/core/access/venue-permissions";
import { VENUE_STAFF_MESSAGES } from "~/core/venues/venue-staff";
import type { Db } from "~server/db/client.server";
import { users, venueInvitations, venueManagers } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { getManagedVenue } from "./get-managed-venue.server";
import { recordVenueStaffChange } from "./record-venue-staff-change.server";
import { syncVenueOwnerRole } from "./save-venue-manager.server";
import { venueManagerOperation } from "./venue-manager-operation.server";

/** What a staff manager (can_manage_staff) may do to one member or pending invitation of the venue. */
export type VenueStaffChange =
  | { kind: "role"; userId: string; role: VenueRole }
  | { kind: "permissions"; userId: string; permissions: VenuePermissions }
  | { kind: "revoke"; userId: string }
  | { kind: "remove"; userId: string }
  | { kind: "cancel-invitation"; invitationId: string };

/**
 * Changes the venue's staff (spec §4, §7 venue_managers update role / permissions / invitation_status, delete by
 * venue and user):
 * - role: the permissions are replaced by the new role's defaults, and the venue_owner role follows;
 * - permissions: fine-tunes the keys of one member;
 * - revoke: invitation_status 'revoked' (access ends on the very next request) and the venue_owner role goes;
 * - remove: a revoked member's record is deleted for good (owners only); an active one must be revoked first;
 * - cancel-invitation: a pending invitation stops working.
 * Who may change whom is staffChangeRefusal (only owners touch owners, nobody raises themselves or grants what they
 * do not hold); the last active owner can be neither demoted nor revoked, nor lose can_manage_staff
 * (wouldRemoveLastOwner). Every check runs inside the transaction that writes, on rows it has locked, and the same
 * transaction writes the venue's staff log. Returns the member's or invitee's name/email for the notice.
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
      return db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(venueInvitations)
          .set({ status: "revoked" })
          .where(
            and(
              eq(venueInvitations.id, change.invitationId),
              eq(venueInvitations.venueId, venueId),
              eq(venueInvitations.status, "pending"),
            ),
          )
          .returning({ email: venueInvitations.email, role: venueInvitations.role });
        if (!cancelled) throw new AppError("not_found", VENUE_STAFF_MESSAGES.invitationGone);
        await recordVenueStaffChange(tx, {
          venueId,
          actorId,
          action: "cancel-invitation",
          targetLabel: cancelled.email,
          detail: { role: cancelled.role },
        });
        return { who: cancelled.email };
      });
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
      // The actor's own standing, read from the locked rows (an administrator without a record acts as an owner).
      const own = staff.find((m) => m.userId === actorId && m.invitationStatus === "active");
      if (!own && !managed.viaAdmin) throw new AppError("not_found", "Venue not found");
      const standing = {
        userId: actorId,
        role: managed.viaAdmin ? "owner" : (own?.role ?? null),
        permissions: readVenuePermissions(own?.permissions),
        viaAdmin: managed.viaAdmin,
      };
      const wanted = change.kind === "remove" ? "revoked" : "active";
      const target = staff.find((m) => m.userId === change.userId && m.invitationStatus === wanted);
      if (!target) {
        const active = staff.some((m) => m.userId === change.userId && m.invitationStatus === "active");
        if (change.kind === "remove" && active) throw new AppError("conflict", VENUE_STAFF_MESSAGES.removeActive);
        throw new AppError("not_found", VENUE_STAFF_MESSAGES.notAMember);
      }
      const before = readVenuePermissions(target.permissions);
      const request: StaffChangeRequest =
        change.kind === "role"
          ? { kind: "role", role: change.role }
          : change.kind === "permissions"
            ? { kind: "permissions", permissions: change.permissions }
            : { kind: change.kind };
      const refusal = staffChangeRefusal(
        standing,
        { userId: target.userId, role: target.role, permissions: before },
        request,
      );
      if (refusal) throw new AppError("forbidden", refusal);
      const member = and(eq(venueManagers.venueId, venueId), eq(venueManagers.userId, change.userId));
      const log = (action: "role" | "permissions" | "revoke" | "remove", detail: Record<string, unknown>) =>
        recordVenueStaffChange(tx, { venueId, actorId, action, targetUserId: change.userId, detail });
      if (change.kind === "role") {
        if (wouldRemoveLastOwner(staff, change.userId, { kind: "role", role: change.role }))
          throw new AppError("conflict", VENUE_STAFF_MESSAGES.lastOwner);
        await tx
          .update(venueManagers)
          .set({ role: change.role, permissions: permissionsAfterRoleChange(change.role) })
          .where(member);
        await syncVenueOwnerRole(tx, venueId, change.userId, change.role === "owner", actorId);
        await log("role", { from: target.role, to: change.role });
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
        await log("permissions", {
          granted: VENUE_PERMISSION_KEYS.filter((k) => change.permissions[k] && !before[k]),
          withdrawn: VENUE_PERMISSION_KEYS.filter((k) => !change.permissions[k] && before[k]),
        });
      } else if (change.kind === "revoke") {
        if (wouldRemoveLastOwner(staff, change.userId, { kind: "revoke" }))
          throw new AppError("conflict", VENUE_STAFF_MESSAGES.lastOwner);
        await tx.update(venueManagers).set({ invitationStatus: "revoked", isPrimary: false }).where(member);
        await syncVenueOwnerRole(tx, venueId, change.userId, false, actorId);
        await log("revoke", { role: target.role });
      } else {
        // Only a revoked record gets here (see above), so no access and no venue_owner role go with it.
        await tx.delete(venueManagers).where(and(member, eq(venueManagers.invitationStatus, "revoked")));
        await log("remove", { role: target.role });
      }
    });
    const [person] = await db.select({ name: users.name }).from(users).where(eq(users.id, change.userId)).limit(1);
    return { who: person?.name || "That person" };
  });
}

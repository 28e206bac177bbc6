import { and, eq } from "drizzle-orm";
import { isVenueRole } from "~/core/access/venue-permissions";
import { VENUE_INVITATION_MESSAGES } from "~/core/venues/venue-staff";
import type { Db } from "~server/db/client.server";
import { users, venueInvitations, venueManagers } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { getVenueInvitation, type VenueInvitationView } from "./get-venue-invitation.server";
import { recordVenueStaffChange } from "./record-venue-staff-change.server";
import { saveVenueManager } from "./save-venue-manager.server";
import { venueManagerOperation } from "./venue-manager-operation.server";

/** Refuses an invitation that cannot be used, with the message the invitee reads. */
export function usableInvitation(invitation: VenueInvitationView | null): VenueInvitationView {
  if (!invitation) throw new AppError("not_found", VENUE_INVITATION_MESSAGES.unknown);
  if (invitation.state === "expired") throw new AppError("conflict", VENUE_INVITATION_MESSAGES.expired);
  if (invitation.state === "revoked") throw new AppError("conflict", VENUE_INVITATION_MESSAGES.revoked);
  if (invitation.state === "used") throw new AppError("conflict", VENUE_INVITATION_MESSAGES.used);
  return invitation;
}

/** The signed-in person's email must be the invited one (case-insensitive): an invitation is for one address. */
export async function requireInvitedEmail(db: Db, actorId: string, invitation: VenueInvitationView): Promise<void> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, actorId)).limit(1);
  if (user?.email.trim().toLowerCase() !== invitation.email.trim().toLowerCase())
    throw new AppError("forbidden", VENUE_INVITATION_MESSAGES.wrongEmail(invitation.email));
}

/**
 * Accepts a mailed staff invitation: the invitee becomes an active manager of the venue with the invited role's
 * default permissions (saveVenueManager: invited_at, accepted_at, the venue_owner role in step) and the invitation
 * is used up — in one transaction that claims the invitation first, so a double click accepts once. Someone who
 * already manages the venue keeps their current role (the invitation is simply used). Returns the venue's slug.
 */
export async function acceptVenueInvitation(
  db: Db,
  actor: Actor | null,
  token: string,
  now = new Date(),
): Promise<{ venueSlug: string }> {
  return venueManagerOperation(actor, "accept invitation", async (actorId) => {
    const invitation = usableInvitation(await getVenueInvitation(db, token, now));
    await requireInvitedEmail(db, actorId, invitation);
    const role = invitation.role;
    if (!isVenueRole(role)) throw new Error(`invitation ${invitation.id} has role ${role}`);
    await db.transaction(async (tx) => {
      const claimed = await tx
        .update(venueInvitations)
        .set({ status: "accepted", acceptedBy: actorId, acceptedAt: now })
        .where(and(eq(venueInvitations.id, invitation.id), eq(venueInvitations.status, "pending")))
        .returning({ id: venueInvitations.id });
      if (claimed.length === 0) throw new AppError("conflict", VENUE_INVITATION_MESSAGES.used);
      const [current] = await tx
        .select({ status: venueManagers.invitationStatus })
        .from(venueManagers)
        .where(and(eq(venueManagers.venueId, invitation.venue.id), eq(venueManagers.userId, actorId)))
        .limit(1);
      if (current?.status === "active") return;
      await saveVenueManager(tx, {
        venueId: invitation.venue.id,
        userId: actorId,
        role,
        addedBy: invitation.invitedBy,
        invitedAt: invitation.createdAt,
      });
      await recordVenueStaffChange(tx, {
        venueId: invitation.venue.id,
        actorId,
        action: "accept",
        targetUserId: actorId,
        detail: { role },
      });
    });
    return { venueSlug: invitation.venue.slug };
  });
}

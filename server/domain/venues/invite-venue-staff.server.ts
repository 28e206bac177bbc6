import { and, eq, sql } from "drizzle-orm";
import { staffChangeRefusal, VENUE_INVITATION_DAYS, type VenueRole } from "~/core/access/venue-permissions";
import { VENUE_STAFF_MESSAGES } from "~/core/venues/venue-staff";
import type { Db } from "~server/db/client.server";
import { users, venueInvitations, venueManagers } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { getManagedVenue } from "./get-managed-venue.server";
import { recordVenueStaffChange } from "./record-venue-staff-change.server";
import { hashInvitationToken, newInvitationToken } from "./venue-invitation-token.server";
import { venueManagerOperation } from "./venue-manager-operation.server";

export interface VenueInvitationSent {
  token: string;
  email: string;
  role: VenueRole;
  venue: { name: string; slug: string };
  inviterName: string;
  expiresAt: Date;
  /** A pending invitation of the same address was replaced (its link no longer works). */
  replaced: boolean;
}

/**
 * Invites `email` to the venue's staff with `role` (can_manage_staff): a venue_invitations row with a random token
 * (only its SHA-256 is kept) valid for VENUE_INVITATION_DAYS; a pending invitation of the same address is replaced.
 * Someone who already actively manages the venue is refused (change their role instead), and so is an invitation
 * the inviter may not give (staffChangeRefusal: only owners invite owners, no permission one does not hold). The
 * venue's staff log records it. The caller mails the returned token — the only copy.
 */
export async function inviteVenueStaff(
  db: Db,
  actor: Actor | null,
  input: { venueSlug: string; email: string; role: VenueRole; now?: Date },
): Promise<VenueInvitationSent> {
  return venueManagerOperation(actor, "invite", async (actorId) => {
    const managed = await getManagedVenue(db, { id: actorId }, input.venueSlug, "can_manage_staff");
    // Only an owner invites an owner, and nobody invites someone with a permission they do not hold themselves.
    const refusal = staffChangeRefusal(
      { userId: actorId, role: managed.role, permissions: managed.permissions, viaAdmin: managed.viaAdmin },
      null,
      { kind: "invite", role: input.role },
    );
    if (refusal) throw new AppError("forbidden", refusal, { field: "role" });
    const email = input.email.trim().toLowerCase();
    const [existing] = await db
      .select({ one: sql`1` })
      .from(venueManagers)
      .innerJoin(users, eq(users.id, venueManagers.userId))
      .where(
        and(
          eq(venueManagers.venueId, managed.venue.id),
          eq(venueManagers.invitationStatus, "active"),
          sql`lower(${users.email}) = ${email}`,
        ),
      )
      .limit(1);
    if (existing) throw new AppError("conflict", VENUE_STAFF_MESSAGES.alreadyManager, { field: "email" });
    const token = newInvitationToken();
    const now = input.now ?? new Date();
    const expiresAt = new Date(now.getTime() + VENUE_INVITATION_DAYS * 86_400_000);
    const replaced = await db.transaction(async (tx) => {
      // Re-inviting replaces: the older link stops working the moment the new one is sent.
      const revoked = await tx
        .update(venueInvitations)
        .set({ status: "revoked" })
        .where(
          and(
            eq(venueInvitations.venueId, managed.venue.id),
            eq(venueInvitations.status, "pending"),
            sql`lower(${venueInvitations.email}) = ${email}`,
          ),
        )
        .returning({ id: venueInvitations.id });
      await tx.insert(venueInvitations).values({
        venueId: managed.venue.id,
        email,
        role: input.role,
        tokenHash: hashInvitationToken(token),
        status: "pending",
        invitedBy: actorId,
        expiresAt,
        createdAt: now,
      });
      await recordVenueStaffChange(tx, {
        venueId: managed.venue.id,
        actorId,
        action: "invite",
        targetLabel: email,
        detail: { role: input.role },
      });
      return revoked.length > 0;
    });
    const [inviter] = await db.select({ name: users.name }).from(users).where(eq(users.id, actorId)).limit(1);
    return {
      token,
      email,
      role: input.role,
      venue: { name: managed.venue.name, slug: managed.venue.slug ?? "" },
      inviterName: inviter?.name ?? "",
      expiresAt,
      replaced,
    };
  });
}

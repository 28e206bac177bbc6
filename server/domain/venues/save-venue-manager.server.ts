import { and, eq } from "drizzle-orm";
import { defaultVenuePermissions, type VenueRole } from "~/core/access/venue-permissions";
import type { Db } from "~server/db/client.server";
import { userRoles, venueManagers } from "~server/db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface SaveVenueManagerInput {
  venueId: string;
  userId: string;
  role: VenueRole;
  addedBy: string | null;
  isPrimary?: boolean;
  /** When the person accepted an emailed invitation (null when an admin assigned them directly). */
  invitedAt?: Date | null;
}

/**
 * Makes `userId` an active manager of the venue with `role` and that role's default permissions (spec §4),
 * inserting or re-activating their venue_managers row. The venue_owner user_roles row follows the owner role in
 * the same transaction (user_roles is the role switcher's source), so the two never disagree.
 * Callers decide who may do this (staff managers, an accepted invitation, an admin) and run it inside their
 * own transaction.
 */
export async function saveVenueManager(tx: Tx, input: SaveVenueManagerInput): Promise<void> {
  const now = new Date();
  const values = {
    role: input.role,
    permissions: defaultVenuePermissions(input.role),
    invitationStatus: "active",
    isPrimary: input.isPrimary ?? false,
    addedBy: input.addedBy,
    invitedAt: input.invitedAt ?? null,
    acceptedAt: input.invitedAt ? now : null,
  };
  await tx
    .insert(venueManagers)
    .values({ venueId: input.venueId, userId: input.userId, ...values, addedAt: now })
    .onConflictDoUpdate({ target: [venueManagers.venueId, venueManagers.userId], set: values });
  await syncVenueOwnerRole(tx, input.venueId, input.userId, input.role === "owner", input.addedBy);
}

/** Keeps the venue_owner user_roles row in step with an active owner record of the venue (call in the same transaction). */
export async function syncVenueOwnerRole(
  tx: Tx,
  venueId: string,
  userId: string,
  isOwner: boolean,
  grantedBy: string | null,
): Promise<void> {
  const match = and(
    eq(userRoles.userId, userId),
    eq(userRoles.roleType, "venue_owner"),
    eq(userRoles.resourceType, "venue"),
    eq(userRoles.resourceId, venueId),
  );
  if (isOwner) {
    await tx
      .insert(userRoles)
      .values({ userId, roleType: "venue_owner", resourceType: "venue", resourceId: venueId, grantedBy })
      .onConflictDoNothing();
  } else {
    await tx.delete(userRoles).where(match);
  }
}

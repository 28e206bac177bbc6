import { and, eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { venueManagers, venueProfiles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { saveVenueManager } from "~server/domain/venues/save-venue-manager.server";
import { assertAdmin } from "./assert-admin.server";
import { findAccountByEmail } from "./find-account-by-email.server";

/**
 * An administrator makes an existing account an owner of an existing venue (a venue whose owners left, a handover):
 * saveVenueManager writes the active owner record with every permission and the venue_owner role together. The
 * person becomes the primary contact when the venue has none, and keeps that flag if they had it.
 */
export async function assignVenueOwner(
  db: Db,
  actor: Actor,
  input: { venueId: string; ownerEmail: string },
): Promise<{ venueName: string; owner: { id: string; name: string; email: string } }> {
  await assertAdmin(db, actor);
  const result = await db.transaction(async (tx) => {
    const [venue] = await tx
      .select({ id: venueProfiles.id, name: venueProfiles.name })
      .from(venueProfiles)
      .where(eq(venueProfiles.id, input.venueId));
    if (!venue) throw new AppError("not_found", "Venue not found");
    const owner = await findAccountByEmail(tx, input.ownerEmail);
    const primaries = await tx
      .select({ userId: venueManagers.userId })
      .from(venueManagers)
      .where(
        and(
          eq(venueManagers.venueId, venue.id),
          eq(venueManagers.isPrimary, true),
          eq(venueManagers.invitationStatus, "active"),
        ),
      );
    const isPrimary = primaries.length === 0 || primaries.some((p) => p.userId === owner.id);
    await saveVenueManager(tx, { venueId: venue.id, userId: owner.id, role: "owner", addedBy: actor.id, isPrimary });
    return { venueName: venue.name, owner };
  });
  // Nothing an anonymous page shows changes (owners are not on public pages), so nothing to announce.
  return result;
}

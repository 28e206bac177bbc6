import { eq } from "drizzle-orm";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { venueProfiles } from "~server/db/schema";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { getManagedVenue } from "./get-managed-venue.server";
import { venueManagerOperation } from "./venue-manager-operation.server";

/**
 * The Delete tab (can_delete): the venue is deactivated, not erased — is_active false takes it off its public page
 * (404), /venues and search on the next request, and out of its managers' lists; its staff, events and history stay
 * so an administrator can reactivate it.
 */
export async function deactivateVenue(db: Db, actor: Actor | null, venueSlug: string): Promise<{ name: string }> {
  return venueManagerOperation(actor, "deactivate", async (actorId) => {
    const managed = await getManagedVenue(db, { id: actorId }, venueSlug, "can_delete");
    await db
      .update(venueProfiles)
      .set({ isActive: false, updatedAt: new Date() })
      .where(eq(venueProfiles.id, managed.venue.id));
    await publicContentChanged(db, "venues");
    return { name: managed.venue.name };
  });
}

import { eq } from "drizzle-orm";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { venueProfiles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { assertAdmin } from "./assert-admin.server";

/**
 * Deactivates a venue (its public page answers 404, it leaves /venues and search; managers lose the management
 * screens) or reactivates one (a deactivation by the owners is reversible by an admin). Managers' records
 * are kept, so a reactivated venue comes back with its staff.
 */
export async function setVenueActive(
  db: Db,
  actor: Actor,
  input: { venueId: string; active: boolean },
): Promise<{ name: string; slug: string | null }> {
  await assertAdmin(db, actor);
  const [venue] = await db
    .update(venueProfiles)
    .set({ isActive: input.active, updatedAt: new Date() })
    .where(eq(venueProfiles.id, input.venueId))
    .returning({ name: venueProfiles.name, slug: venueProfiles.slug });
  if (!venue) throw new AppError("not_found", "Venue not found");
  await publicContentChanged(db, "venues");
  return venue;
}

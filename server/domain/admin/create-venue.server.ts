import { eq, like, or } from "drizzle-orm";
import type { AdminVenueCreateInput } from "~/core/admin/admin-venues";
import { firstFreeEventId as firstFreeSlug } from "~/core/events/event-id";
import { slugify } from "~/core/text/slugs";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { venueProfiles } from "~server/db/schema";
import { sanitizeRichText } from "~server/domain/content/sanitize-rich-text.server";
import { isUniqueViolation } from "~server/domain/is-unique-violation.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { saveVenueManager } from "~server/domain/venues/save-venue-manager.server";
import { assertAdmin } from "./assert-admin.server";
import { findAccountByEmail } from "./find-account-by-email.server";

const SLUG_ATTEMPTS = 5;

/**
 * An administrator creates a venue and makes an existing account its first owner: the
 * venue_profiles row, the owner's venue_managers row (all permissions, primary) and their venue_owner user_roles
 * row are written in ONE transaction through saveVenueManager, so a refusal or failure in between stores nothing.
 * The slug comes from the name by the one slug rule, with -2, -3… when taken (as event ids do). The description is
 * stored sanitised, like a DJ bio. Announced once committed: /venues and search show it on the next request.
 */
export async function createVenue(
  db: Db,
  actor: Actor,
  input: AdminVenueCreateInput,
): Promise<{ id: string; slug: string; ownerId: string }> {
  await assertAdmin(db, actor);
  const description = input.description ? sanitizeRichText(input.description).trim() || null : null;
  const base = slugify(input.name) || "venue";
  for (let attempt = 1; ; attempt++) {
    try {
      const created = await db.transaction(async (tx) => {
        const owner = await findAccountByEmail(tx, input.ownerEmail);
        const taken = await tx
          .select({ slug: venueProfiles.slug })
          .from(venueProfiles)
          .where(or(eq(venueProfiles.slug, base), like(venueProfiles.slug, `${base}-%`)));
        const slug = firstFreeSlug(base, new Set(taken.map((r) => r.slug ?? "")));
        const [venue] = await tx
          .insert(venueProfiles)
          .values({
            name: input.name,
            slug,
            city: input.city,
            country: input.country,
            venueType: input.venueType,
            capacityStanding: input.capacityStanding,
            description,
            isActive: true,
          })
          .returning({ id: venueProfiles.id });
        await saveVenueManager(tx, {
          venueId: venue.id,
          userId: owner.id,
          role: "owner",
          addedBy: actor.id,
          isPrimary: true,
        });
        return { id: venue.id, slug, ownerId: owner.id };
      });
      await publicContentChanged(db, "venues");
      return created;
    } catch (error) {
      // Two admins took the same free slug at once: the unique index refused the second; look again.
      if (isUniqueViolation(error) && attempt < SLUG_ATTEMPTS) continue;
      throw error;
    }
  }
}

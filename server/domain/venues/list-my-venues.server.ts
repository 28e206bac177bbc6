import { and, asc, desc, eq } from "drizzle-orm";
import type { MyVenue } from "~/core/venues/venue-staff";
import type { Db } from "~server/db/client.server";
import { venueManagers, venueProfiles } from "~server/db/schema";

/**
 * /my-venues: the active venues where the user has an ACTIVE venue_managers record, ordered is_primary descending
 * then added_at (spec §7). Administrators get their own records only (all venues are in the admin area).
 */
export async function listMyVenues(db: Db, userId: string): Promise<MyVenue[]> {
  const rows = await db
    .select({
      slug: venueProfiles.slug,
      name: venueProfiles.name,
      city: venueProfiles.city,
      country: venueProfiles.country,
      logoUrl: venueProfiles.logoUrl,
      coverImageUrl: venueProfiles.coverImageUrl,
      role: venueManagers.role,
      isPrimary: venueManagers.isPrimary,
      addedAt: venueManagers.addedAt,
    })
    .from(venueManagers)
    .innerJoin(venueProfiles, eq(venueProfiles.id, venueManagers.venueId))
    .where(
      and(
        eq(venueManagers.userId, userId),
        eq(venueManagers.invitationStatus, "active"),
        eq(venueProfiles.isActive, true),
      ),
    )
    .orderBy(desc(venueManagers.isPrimary), asc(venueManagers.addedAt), asc(venueProfiles.name));
  return rows
    .filter((r): r is typeof r & { slug: string } => Boolean(r.slug))
    .map((r) => ({ ...r, addedAt: r.addedAt.toISOString() }));
}

import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { venueProfiles } from "~server/db/schema";
import { publicVenue } from "~server/domain/venues/public-venue-conditions.server";

export interface BookableVenue {
  id: string;
  slug: string;
  name: string;
}

/** An active venue whose managers take inquiries (accepts_bookings); anything else is null → 404. */
export async function getBookableVenue(db: Db, slug: string): Promise<BookableVenue | null> {
  if (!/^[a-z0-9][a-z0-9-]{0,120}$/.test(slug)) return null;
  const [venue] = await db
    .select({ id: venueProfiles.id, slug: sql<string>`${venueProfiles.slug}`, name: venueProfiles.name })
    .from(venueProfiles)
    .where(and(publicVenue(), eq(venueProfiles.slug, slug), eq(venueProfiles.acceptsBookings, true)))
    .limit(1);
  return venue ?? null;
}

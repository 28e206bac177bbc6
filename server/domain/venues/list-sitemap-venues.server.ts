import { asc, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { venueProfiles } from "~server/db/schema";
import { publicVenue } from "./public-venue-conditions.server";

/** At most this many venue pages go in the sitemap. */
export const SITEMAP_VENUES_MAX = 5_000;

/** Slugs and last changes of public venues, by name. */
export async function listSitemapVenues(
  db: Db,
  limit = SITEMAP_VENUES_MAX,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: sql<string>`${venueProfiles.slug}`, updatedAt: venueProfiles.updatedAt })
    .from(venueProfiles)
    .where(publicVenue())
    .orderBy(asc(venueProfiles.name), asc(venueProfiles.id))
    .limit(limit);
}

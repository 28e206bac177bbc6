import { and, asc, isNotNull, ne, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { venueProfiles } from "~server/db/schema";
import { publicVenue } from "./public-venue-conditions.server";

/** The cities and venue types of /venues' filter menus: those of public venues only, alphabetical. */
export async function listVenueFilterOptions(db: Db): Promise<{ cities: string[]; types: string[] }> {
  const [cities, types] = await Promise.all([
    db
      .selectDistinct({ value: sql<string>`${venueProfiles.city}` })
      .from(venueProfiles)
      .where(and(publicVenue(), isNotNull(venueProfiles.city), ne(venueProfiles.city, "")))
      .orderBy(asc(sql`${venueProfiles.city}`)),
    db
      .selectDistinct({ value: sql<string>`${venueProfiles.venueType}` })
      .from(venueProfiles)
      .where(and(publicVenue(), isNotNull(venueProfiles.venueType), ne(venueProfiles.venueType, "")))
      .orderBy(asc(sql`${venueProfiles.venueType}`)),
  ]);
  return { cities: cities.map((r) => r.value), types: types.map((r) => r.value) };
}

import { and, asc, eq, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { LISTED_EVENT_STATUSES } from "~/core/events/events";
import { CAPACITY_BANDS, type VenueCardData, type VenueFilters } from "~/core/venues/venues";
import type { Db } from "~server/db/client.server";
import { mateEvents, venueProfiles } from "~server/db/schema";
import { textContains } from "~server/domain/search/search-sql.server";
import { publicVenue } from "./public-venue-conditions.server";

export interface ListPublicVenuesOptions {
  filters: Omit<VenueFilters, "page">;
  /** Splits upcoming from past events for the cards' "n upcoming" line. */
  now: Date;
  /** Count upcoming events only while the events area is open (its pages are what the count promises). */
  countEvents: boolean;
  limit: number;
  offset?: number;
}

function filterConditions(filters: Omit<VenueFilters, "page">): SQL[] {
  const conditions: SQL[] = [publicVenue() as SQL];
  if (filters.city) conditions.push(eq(venueProfiles.city, filters.city));
  if (filters.type) conditions.push(eq(venueProfiles.venueType, filters.type));
  const band = CAPACITY_BANDS.find((b) => b.value === filters.capacity);
  if (band) {
    conditions.push(gte(venueProfiles.capacityStanding, band.min));
    if (band.max !== null) conditions.push(lte(venueProfiles.capacityStanding, band.max));
  }
  if (filters.q) {
    const inText = or(
      textContains(venueProfiles.name, filters.q),
      textContains(venueProfiles.city, filters.q),
      textContains(venueProfiles.country, filters.q),
    );
    if (inText) conditions.push(inText);
  }
  return conditions;
}

/**
 * /venues: active venues with a slug, filtered by city, type, standing-capacity band and a search within the list,
 * venues with something coming up first (then by name), with each card's number of upcoming published events.
 */
export async function listPublicVenues(
  db: Db,
  { filters, now, countEvents, limit, offset = 0 }: ListPublicVenuesOptions,
): Promise<{ venues: VenueCardData[]; total: number }> {
  const where = and(...filterConditions(filters));
  // Spelled out: in a one-table select Drizzle writes columns unqualified, and "id" inside the subquery would be
  // mate_events.id.
  const venueId = sql`${sql.identifier("venue_profiles")}.${sql.identifier("id")}`;
  const upcoming = countEvents
    ? sql<number>`(select count(*)::int from ${mateEvents} where ${mateEvents.venueId} = ${venueId}
        and ${inArray(mateEvents.status, [...LISTED_EVENT_STATUSES])}
        and coalesce(${mateEvents.endDate}, ${mateEvents.eventDate}) >= ${now.toISOString()}::timestamptz)`
    : sql<number>`0`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        slug: sql<string>`${venueProfiles.slug}`,
        name: venueProfiles.name,
        city: venueProfiles.city,
        country: venueProfiles.country,
        venueType: venueProfiles.venueType,
        capacityStanding: venueProfiles.capacityStanding,
        logoUrl: venueProfiles.logoUrl,
        coverImageUrl: venueProfiles.coverImageUrl,
        upcomingEvents: upcoming,
      })
      .from(venueProfiles)
      .where(where)
      .orderBy(sql`${upcoming} > 0 desc`, asc(sql`lower(${venueProfiles.name})`), asc(venueProfiles.id))
      .limit(Math.max(0, Math.floor(limit)))
      .offset(Math.max(0, Math.floor(offset))),
    db.select({ total: sql<number>`count(*)::int` }).from(venueProfiles).where(where),
  ]);
  return { venues: rows, total };
}

import { and, asc, desc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { timeZoneForCountry } from "~/core/events/event-form";
import type { Db } from "~server/db/client.server";
import { djProfiles, mateEvents, productionLines, venueProfiles } from "~server/db/schema";

export interface EventFormOptions {
  venues: { id: string; name: string; location: string; timeZone: string | null }[];
  productionLines: { id: string; name: string }[];
  /** The signed-in person's own DJ profile, put on a new event's lineup by default. */
  ownDj: { djProfileId: string; name: string; slug: string | null } | null;
}

/**
 * What the event form offers: our active venues (each with the zone its events use — the latest event's zone,
 * else its country's), production lines, and the person's own DJ profile.
 */
export async function getEventFormOptions(db: Db, userId: string): Promise<EventFormOptions> {
  const [venues, lines, own] = await Promise.all([
    db
      .select({
        id: venueProfiles.id,
        name: venueProfiles.name,
        city: venueProfiles.city,
        country: venueProfiles.country,
      })
      .from(venueProfiles)
      .where(eq(venueProfiles.isActive, true))
      .orderBy(asc(venueProfiles.name))
      .limit(500),
    db
      .select({ id: productionLines.id, name: productionLines.name })
      .from(productionLines)
      .where(eq(productionLines.isActive, true))
      .orderBy(asc(productionLines.name))
      .limit(500),
    db
      .select({ id: djProfiles.id, name: djProfiles.displayName, slug: djProfiles.slug })
      .from(djProfiles)
      .where(eq(djProfiles.userId, userId))
      .orderBy(asc(djProfiles.createdAt))
      .limit(1),
  ]);
  const zones = new Map<string, string>();
  if (venues.length > 0) {
    const rows = await db
      .selectDistinctOn([mateEvents.venueId], { venueId: mateEvents.venueId, timeZone: mateEvents.timeZone })
      .from(mateEvents)
      .where(
        and(
          isNotNull(mateEvents.venueId),
          inArray(
            mateEvents.venueId,
            venues.map((v) => v.id),
          ),
          ne(mateEvents.timeZone, ""),
        ),
      )
      .orderBy(mateEvents.venueId, desc(mateEvents.createdAt));
    for (const row of rows) if (row.venueId) zones.set(row.venueId, row.timeZone);
  }
  return {
    venues: venues.map((v) => ({
      id: v.id,
      name: v.name,
      location: [v.city, v.country].filter(Boolean).join(", "),
      timeZone: zones.get(v.id) ?? timeZoneForCountry(v.country),
    })),
    productionLines: lines,
    ownDj: own[0] ? { djProfileId: own[0].id, name: own[0].name, slug: own[0].slug } : null,
  };
}

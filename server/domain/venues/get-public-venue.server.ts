import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { LISTED_EVENT_STATUSES } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { mateEvents, productionLines, venueProfiles } from "~server/db/schema";
import { publicVenue } from "./public-venue-conditions.server";

export interface PublicVenue {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  city: string | null;
  country: string | null;
  address: string | null;
  websiteUrl: string | null;
  venueType: string | null;
  capacityStanding: number | null;
  logoUrl: string | null;
  coverImageUrl: string | null;
  /** The managers take booking inquiries through the page. */
  acceptsBookings: boolean;
  updatedAt: Date;
  /** Active production lines that have put on published events here, most events first. */
  productions: { slug: string; name: string; logoUrl: string | null; isVerified: boolean; events: number }[];
}

/** A venue page as the public may see it: active, with this slug. Inactive and unknown are both null (→ 404). */
export async function getPublicVenue(db: Db, slug: string): Promise<PublicVenue | null> {
  if (!/^[a-z0-9][a-z0-9-]{0,120}$/.test(slug)) return null;
  const [venue] = await db
    .select({
      id: venueProfiles.id,
      slug: sql<string>`${venueProfiles.slug}`,
      name: venueProfiles.name,
      description: venueProfiles.description,
      city: venueProfiles.city,
      country: venueProfiles.country,
      address: venueProfiles.address,
      websiteUrl: venueProfiles.websiteUrl,
      venueType: venueProfiles.venueType,
      capacityStanding: venueProfiles.capacityStanding,
      logoUrl: venueProfiles.logoUrl,
      coverImageUrl: venueProfiles.coverImageUrl,
      acceptsBookings: venueProfiles.acceptsBookings,
      updatedAt: venueProfiles.updatedAt,
    })
    .from(venueProfiles)
    .where(and(publicVenue(), eq(venueProfiles.slug, slug)))
    .limit(1);
  if (!venue) return null;
  const events = sql<number>`count(${mateEvents.id})::int`;
  const productions = await db
    .select({
      slug: productionLines.slug,
      name: productionLines.name,
      logoUrl: productionLines.logoUrl,
      isVerified: productionLines.isVerified,
      events,
    })
    .from(mateEvents)
    .innerJoin(productionLines, eq(productionLines.id, mateEvents.productionLineId))
    .where(
      and(
        eq(mateEvents.venueId, venue.id),
        inArray(mateEvents.status, [...LISTED_EVENT_STATUSES]),
        eq(productionLines.isActive, true),
      ),
    )
    .groupBy(productionLines.id)
    .orderBy(sql`${events} desc`, asc(productionLines.name))
    .limit(12);
  return { ...venue, productions };
}

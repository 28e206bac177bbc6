import { and, eq, isNotNull, ne } from "drizzle-orm";
import { venueProfiles } from "~server/db/schema";

/** Venues the public may see: active, with a slug (spec §5: search and pages drop venues without one). */
export const publicVenue = () =>
  and(eq(venueProfiles.isActive, true), isNotNull(venueProfiles.slug), ne(venueProfiles.slug, ""));

import { eq } from "drizzle-orm";
import { djTimeZone } from "~/core/calendar/calendar";
import type { Db } from "~server/db/client.server";
import { djProfiles } from "~server/db/schema";

export interface CalendarDj {
  id: string;
  slug: string;
  name: string;
  /** The zone the calendar's days are in: the profile's own, else from its location (djTimeZone). */
  timeZone: string;
  /** What the profile stores (null: the zone comes from the location). */
  storedTimeZone: string | null;
  location: string | null;
  availabilityGrid: boolean;
  /** Whether a private feed link exists (only its hash is kept). */
  hasFeed: boolean;
}

/** A DJ as their calendar needs them: the name and the zone their days are counted in. Null for an unknown id. */
export async function getCalendarDj(db: Db, djProfileId: string): Promise<CalendarDj | null> {
  const [row] = await db
    .select({
      id: djProfiles.id,
      slug: djProfiles.slug,
      name: djProfiles.displayName,
      storedTimeZone: djProfiles.timeZone,
      location: djProfiles.location,
      availabilityGrid: djProfiles.availabilityGrid,
      feedTokenHash: djProfiles.calendarFeedTokenHash,
    })
    .from(djProfiles)
    .where(eq(djProfiles.id, djProfileId))
    .limit(1);
  if (!row) return null;
  const { feedTokenHash, ...dj } = row;
  return { ...dj, timeZone: djTimeZone(row.storedTimeZone, row.location), hasFeed: feedTokenHash !== null };
}

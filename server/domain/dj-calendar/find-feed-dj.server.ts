import { eq } from "drizzle-orm";
import { djTimeZone } from "~/core/calendar/calendar";
import { isFeedToken } from "~/core/djs/follower-alerts";
import type { Db } from "~server/db/client.server";
import { djProfiles } from "~server/db/schema";
import { feedTokenHash } from "~server/domain/alerts/alert-tokens.server";

/** The DJ whose private feed a token opens; null for a revoked, replaced, unknown or malformed token. */
export async function findFeedDj(
  db: Db,
  token: string,
): Promise<{ id: string; name: string; timeZone: string } | null> {
  if (!isFeedToken(token)) return null;
  const [row] = await db
    .select({
      id: djProfiles.id,
      name: djProfiles.displayName,
      timeZone: djProfiles.timeZone,
      location: djProfiles.location,
    })
    .from(djProfiles)
    .where(eq(djProfiles.calendarFeedTokenHash, feedTokenHash(token)))
    .limit(1);
  return row ? { id: row.id, name: row.name, timeZone: djTimeZone(row.timeZone, row.location) } : null;
}

import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles } from "~server/db/schema";

/** Ends the DJ's private feed: its link answers 404 from now on. */
export async function revokeCalendarFeedToken(db: Db, djProfileId: string): Promise<void> {
  await db
    .update(djProfiles)
    .set({ calendarFeedTokenHash: null, updatedAt: new Date() })
    .where(eq(djProfiles.id, djProfileId));
}

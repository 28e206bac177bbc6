import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { mateEvents } from "~server/db/schema";

/**
 * Whether another event still shows this flyer: a residency's occurrences (decision 059) and a duplicate share their
 * first event's file, so replacing or deleting one must not remove the file the others show.
 */
export async function isEventImageShared(db: Db, url: string | null): Promise<boolean> {
  if (!url) return false;
  const [row] = await db.select({ id: mateEvents.id }).from(mateEvents).where(eq(mateEvents.eventImage, url)).limit(1);
  return Boolean(row);
}

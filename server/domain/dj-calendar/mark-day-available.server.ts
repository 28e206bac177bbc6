import { and, eq } from "drizzle-orm";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { calendarUnavailableDays } from "~server/db/schema";

/** Takes a day off the DJ's unavailable days (idempotent: a day not marked stays as it is). */
export async function markDayAvailable(db: Db, djProfileId: string, day: string): Promise<boolean> {
  const removed = await db
    .delete(calendarUnavailableDays)
    .where(and(eq(calendarUnavailableDays.djProfileId, djProfileId), eq(calendarUnavailableDays.day, day)))
    .returning({ id: calendarUnavailableDays.id });
  if (removed.length > 0) await publicContentChanged(db, "calendar");
  return removed.length > 0;
}

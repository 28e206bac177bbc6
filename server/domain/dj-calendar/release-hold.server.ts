import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { AppError } from "~server/domain/app-error.server";
import { type CalendarNotices, noNotices } from "./calendar-hold.server";
import { endHoldAndMoveUp } from "./end-hold-and-move-up.server";
import { getCalendarDj } from "./get-calendar-dj.server";
import { getManagedHold } from "./get-managed-hold.server";

/**
 * Releases an active hold on a DJ's calendar (the caller manages the DJ): the holds behind move up, and the one
 * that became the 1st is told. Releasing the 1st is also how a challenge is answered "no". A hold of another DJ,
 * or one already ended (a double submit), is not_found and nothing changes.
 */
export async function releaseHold(
  db: Db,
  djProfileId: string,
  holdId: string,
  now = new Date(),
): Promise<CalendarNotices & { released: string }> {
  const dj = await getCalendarDj(db, djProfileId);
  if (!dj) throw new AppError("not_found", "That DJ profile doesn't exist.");
  const released = await db.transaction(async (tx) => {
    const hold = await getManagedHold(tx, djProfileId, holdId);
    const movedUp = await endHoldAndMoveUp(tx, hold, "released", now);
    return { ...noNotices({ id: dj.id, name: dj.name, timeZone: dj.timeZone }), movedUp, released: hold.promoterName };
  });
  // The last hold of a day going frees it on the public grid.
  await publicContentChanged(db, "calendar");
  return released;
}

import { eq } from "drizzle-orm";
import { holdDueOutcome } from "~/core/calendar/calendar";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { calendarHolds } from "~server/db/schema";
import { type CalendarNotices, noNotices } from "./calendar-hold.server";
import { endHoldAndMoveUp } from "./end-hold-and-move-up.server";
import { getCalendarDj } from "./get-calendar-dj.server";

/**
 * The expiry and challenge-deadline jobs: at `now`, a hold still active whose expiry has come ends as expired; a
 * challenged 1st whose deadline has come without an answer lapses. Either way the holds behind move up. A hold
 * that was released, confirmed or extended since the job was queued is left as it is (the job is then a no-op).
 */
export async function settleDueHold(db: Db, holdId: string, now = new Date()): Promise<CalendarNotices | null> {
  const settled = await db.transaction(async (tx) => {
    const [hold] = await tx.select().from(calendarHolds).where(eq(calendarHolds.id, holdId)).for("update");
    if (!hold) return null;
    const outcome = holdDueOutcome(hold, now);
    if (!outcome) return null;
    const movedUp = await endHoldAndMoveUp(tx, hold, outcome, now);
    return { hold, movedUp };
  });
  if (!settled) return null;
  await publicContentChanged(db, "calendar");
  const dj = await getCalendarDj(db, settled.hold.djProfileId);
  if (!dj) return null;
  return { ...noNotices({ id: dj.id, name: dj.name, timeZone: dj.timeZone }), movedUp: settled.movedUp };
}

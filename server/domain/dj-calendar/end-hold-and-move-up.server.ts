import { and, asc, eq } from "drizzle-orm";
import { movedUpToFirst, rerank } from "~/core/calendar/calendar";
import { calendarHolds } from "~server/db/schema";
import type { CalendarHold, CalendarTx } from "./calendar-hold.server";

/**
 * Ends an active hold (released, expired, lapsed or confirmed) inside the caller's transaction and moves the holds
 * behind it up, keeping their order (rerank). The ended hold gives up its rank first, so each move lands on a rank
 * the partial unique index has free; they are applied best rank first for the same reason. A challenge the ended hold
 * made, or that was made of it, is over. Answers the hold that became the 1st, if one did.
 */
export async function endHoldAndMoveUp(
  tx: CalendarTx,
  hold: CalendarHold,
  status: "released" | "expired" | "lapsed" | "confirmed",
  now: Date,
): Promise<CalendarHold | null> {
  await tx
    .update(calendarHolds)
    .set({ status, rank: null, challengeDeadline: null, challengedBy: null, endedAt: now, updatedAt: now })
    .where(eq(calendarHolds.id, hold.id));
  const active = await tx
    .select()
    .from(calendarHolds)
    .where(
      and(
        eq(calendarHolds.djProfileId, hold.djProfileId),
        eq(calendarHolds.day, hold.day),
        eq(calendarHolds.status, "active"),
      ),
    )
    .orderBy(asc(calendarHolds.rank))
    .for("update");
  // The challenge this hold made of the 1st ends with it.
  await tx
    .update(calendarHolds)
    .set({ challengeDeadline: null, challengedBy: null, updatedAt: now })
    .where(and(eq(calendarHolds.challengedBy, hold.id), eq(calendarHolds.status, "active")));
  const changes = rerank(active.map((h) => ({ id: h.id, rank: h.rank ?? 0 })));
  for (const change of changes) {
    await tx.update(calendarHolds).set({ rank: change.to, updatedAt: now }).where(eq(calendarHolds.id, change.id));
  }
  const first = movedUpToFirst(changes);
  if (!first) return null;
  const [moved] = await tx.select().from(calendarHolds).where(eq(calendarHolds.id, first.id));
  return moved ?? null;
}

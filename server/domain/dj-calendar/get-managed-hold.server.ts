import { and, eq } from "drizzle-orm";
import { HOLD_NOT_FOUND } from "~/core/calendar/calendar";
import { calendarHolds } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import type { CalendarHold, CalendarTx } from "./calendar-hold.server";

/**
 * An active hold on the calendar of `djProfileId`, locked for the caller's write. Another DJ's hold, an ended one and
 * an unknown id are the same not_found (IDOR).
 */
export async function getManagedHold(tx: CalendarTx, djProfileId: string, holdId: string): Promise<CalendarHold> {
  const [hold] = await tx
    .select()
    .from(calendarHolds)
    .where(
      and(eq(calendarHolds.id, holdId), eq(calendarHolds.djProfileId, djProfileId), eq(calendarHolds.status, "active")),
    )
    .for("update");
  if (!hold) throw new AppError("not_found", HOLD_NOT_FOUND);
  return hold;
}

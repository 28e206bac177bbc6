import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { calendarHolds } from "~server/db/schema";
import type { CalendarHold } from "./calendar-hold.server";

/** The hold an inquiry has on its date — active (with its rank) or confirmed — newest first; null when none. */
export async function getInquiryHold(db: Db, inquiryId: string): Promise<CalendarHold | null> {
  const [hold] = await db
    .select()
    .from(calendarHolds)
    .where(and(eq(calendarHolds.inquiryId, inquiryId), inArray(calendarHolds.status, ["active", "confirmed"])))
    .orderBy(desc(calendarHolds.createdAt))
    .limit(1);
  return hold ?? null;
}

import { busyDaysOf } from "~/core/calendar/availability";
import type { Db } from "~server/db/client.server";
import { listCalendarDays } from "./list-calendar-days.server";

/** The DJ's taken days from `from` to `to` (the range has been checked), and nothing of why (availability.ts). */
export async function listBusyDays(db: Db, djProfileId: string, from: string, to: string): Promise<string[]> {
  return busyDaysOf(await listCalendarDays(db, djProfileId, from, to));
}

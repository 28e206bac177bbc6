import { eq } from "drizzle-orm";
import { reminderStillDue } from "~/core/calendar/calendar";
import type { Db } from "~server/db/client.server";
import { calendarHolds } from "~server/db/schema";
import { listDjManagerEmails } from "~server/domain/djs/list-dj-manager-emails.server";
import type { CalendarHold } from "./calendar-hold.server";
import { type CalendarDj, getCalendarDj } from "./get-calendar-dj.server";

/**
 * The 48 h reminder job's read: the hold, its DJ and the managers to mail — or null when the reminder is no longer
 * news (the hold ended, or its expiry moved since the reminder was queued for `plannedFor`).
 */
export async function getHoldReminder(
  db: Db,
  holdId: string,
  plannedFor: string,
  now = new Date(),
): Promise<{ hold: CalendarHold; dj: CalendarDj; to: string[] } | null> {
  const [hold] = await db.select().from(calendarHolds).where(eq(calendarHolds.id, holdId)).limit(1);
  if (!hold || !reminderStillDue(hold, plannedFor, now)) return null;
  const dj = await getCalendarDj(db, hold.djProfileId);
  if (!dj) return null;
  return { hold, dj, to: await listDjManagerEmails(db, dj.id) };
}

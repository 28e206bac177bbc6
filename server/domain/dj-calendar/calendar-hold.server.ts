import type { Db } from "~server/db/client.server";
import type { calendarHolds } from "~server/db/schema";

/** A stored hold, as every calendar function reads and answers it. */
export type CalendarHold = typeof calendarHolds.$inferSelect;

/** A transaction, for the steps several calendar writes share inside theirs. */
export type CalendarTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who is told what after a calendar write: the mails go out once it has committed (server/mail/calendar-emails). */
export interface CalendarNotices {
  dj: { id: string; name: string; timeZone: string };
  /** A hold that became the 1st: its promoter hears they moved up. */
  movedUp: CalendarHold | null;
  /** The 1st hold a lower one challenged: its promoter is asked to confirm or release. */
  challenged: CalendarHold | null;
  /** Holds that ended because the day was confirmed for someone else: their promoters hear the date is taken. */
  dateTaken: CalendarHold[];
}

export function noNotices(dj: CalendarNotices["dj"]): CalendarNotices {
  return { dj, movedUp: null, challenged: null, dateTaken: [] };
}

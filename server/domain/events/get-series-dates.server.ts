import { and, asc, eq, gte, inArray, ne } from "drizzle-orm";
import { LISTED_EVENT_STATUSES } from "~/core/events/events";
import { describeRepeat, patternOfRule } from "~/core/events/recurrence";
import type { Db } from "~server/db/client.server";
import { eventSeries, mateEvents } from "~server/db/schema";

export interface SeriesDates {
  /** "Every Thursday", "Every last Friday of the month" (from the stored rule and the first date); null if unknown. */
  label: string | null;
  /** The series' published dates from `from` on, other than `exceptRowId`, in order (at most `limit`). */
  next: { eventId: string; startsAt: Date; timeZone: string }[];
}

/**
 * What an occurrence's page and edit screen say of its residency (decision 059): how it repeats and its coming
 * dates. A cancelled date is not listed (it keeps its own page with its banner).
 */
export async function getSeriesDates(
  db: Db,
  seriesId: string,
  options: { from: Date; exceptRowId: string; limit: number },
): Promise<SeriesDates | null> {
  const [series] = await db
    .select({ rule: eventSeries.rule })
    .from(eventSeries)
    .where(eq(eventSeries.id, seriesId))
    .limit(1);
  if (!series) return null;
  const next = await db
    .select({ eventId: mateEvents.eventId, startsAt: mateEvents.eventDate, timeZone: mateEvents.timeZone })
    .from(mateEvents)
    .where(
      and(
        eq(mateEvents.seriesId, seriesId),
        ne(mateEvents.id, options.exceptRowId),
        gte(mateEvents.eventDate, options.from),
        inArray(mateEvents.status, [...LISTED_EVENT_STATUSES]),
      ),
    )
    .orderBy(asc(mateEvents.eventDate))
    .limit(options.limit);
  const pattern = patternOfRule(series.rule);
  const firstDay = /DTSTART[^:]*:(\d{4})(\d{2})(\d{2})/.exec(series.rule);
  return {
    label: pattern && firstDay ? describeRepeat(pattern, `${firstDay[1]}-${firstDay[2]}-${firstDay[3]}`) : null,
    next,
  };
}

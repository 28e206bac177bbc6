import { AVAILABILITY_FEED_PAST_DAYS, buildAvailabilityFeed } from "~/core/calendar/availability-feed";
import { addDaysTo, calendarHorizon, djToday } from "~/core/calendar/calendar";
import type { Db } from "~server/db/client.server";
import { findFeedDj } from "./find-feed-dj.server";
import { listCalendarDays } from "./list-calendar-days.server";

/** The private feed a token opens, as iCalendar text; null when the token opens none (the route answers 404). */
export async function loadAvailabilityFeed(db: Db, token: string, origin: string, now = new Date()) {
  const dj = await findFeedDj(db, token);
  if (!dj) return null;
  const today = djToday(now, dj.timeZone);
  const days = await listCalendarDays(
    db,
    dj.id,
    addDaysTo(today, -AVAILABILITY_FEED_PAST_DAYS),
    calendarHorizon(today),
  );
  return buildAvailabilityFeed({
    djName: dj.name,
    timeZone: dj.timeZone,
    origin,
    holds: days.holds,
    gigs: days.events,
    now,
  });
}

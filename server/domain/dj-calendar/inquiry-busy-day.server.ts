import { type SQL, sql } from "drizzle-orm";
import { bookingInquiries, calendarHolds, calendarUnavailableDays, eventLineup, mateEvents } from "~server/db/schema";

/**
 * Whether an inquiry asks for a day its DJ has taken by something else — another inquiry's or a promoter's hold or
 * confirmation, a day marked unavailable, a published event with the DJ on its local day (availability.ts's rule) —
 * as a column of the inquiry reads: the public form still takes such an inquiry, and its managers see it marked
 * "Busy day". Its own hold does not count.
 */
export function inquiryBusyDay(): SQL<boolean> {
  const i = bookingInquiries;
  return sql<boolean>`(${i.djProfileId} is not null and ${i.eventDate} is not null and (
    exists (select 1 from ${calendarHolds} where ${calendarHolds.djProfileId} = ${i.djProfileId}
      and ${calendarHolds.day} = ${i.eventDate} and ${calendarHolds.status} in ('active', 'confirmed')
      and ${calendarHolds.inquiryId} is distinct from ${i.id})
    or exists (select 1 from ${calendarUnavailableDays} where ${calendarUnavailableDays.djProfileId} = ${i.djProfileId}
      and ${calendarUnavailableDays.day} = ${i.eventDate})
    or exists (select 1 from ${eventLineup} inner join ${mateEvents} on ${mateEvents.id} = ${eventLineup.eventId}
      where ${eventLineup.djProfileId} = ${i.djProfileId} and ${mateEvents.status} = 'published'
        and ${mateEvents.eventDate} >= (${i.eventDate} - 1)::timestamptz and ${mateEvents.eventDate} < (${i.eventDate} + 2)::timestamptz
        and (${mateEvents.eventDate} at time zone ${mateEvents.timeZone})::date = ${i.eventDate})
  ))`;
}

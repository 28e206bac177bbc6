import type { EventStatus } from "~/core/events/events";
import { mateEvents } from "~server/db/schema";

/** What names an event and says when it is: the columns the analytics screen's event picker reads. */
export const eventWhenColumns = {
  eventId: mateEvents.eventId,
  name: mateEvents.eventName,
  status: mateEvents.status,
  startsAt: mateEvents.eventDate,
  endsAt: mateEvents.endDate,
  timeZone: mateEvents.timeZone,
};

/** What names an event and says when and where it is: the columns its page and the calendar feeds both read. */
export const eventWhenAndWhereColumns = {
  id: mateEvents.id,
  ...eventWhenColumns,
  venue: mateEvents.venue,
  location: mateEvents.location,
};

/** An event's name, status and times as the analytics screens send them (instants as ISO strings). */
export interface EventWhen {
  eventId: string;
  name: string;
  status: EventStatus;
  startsAt: string;
  endsAt: string | null;
  timeZone: string;
}

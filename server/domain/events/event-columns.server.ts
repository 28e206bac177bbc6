import { mateEvents } from "~server/db/schema";

/** What names an event and says when and where it is: the columns its page and the calendar feeds both read. */
export const eventWhenAndWhereColumns = {
  id: mateEvents.id,
  eventId: mateEvents.eventId,
  name: mateEvents.eventName,
  status: mateEvents.status,
  startsAt: mateEvents.eventDate,
  endsAt: mateEvents.endDate,
  timeZone: mateEvents.timeZone,
  venue: mateEvents.venue,
  location: mateEvents.location,
};

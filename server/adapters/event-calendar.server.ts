import ical, { ICalEventStatus } from "ical-generator";
import { eventEnd } from "~/core/events/events";
import { plainText } from "~/core/site/seo";
import type { PublicEvent } from "~server/domain/events/get-public-event.server";

/**
 * One event as an iCalendar file (RFC 5545) for "Add to calendar", built with ical-generator. Times are written in
 * UTC, which every calendar reads the same way and shows in the reader's own zone; the event page names the
 * venue's zone. A cancelled event says STATUS:CANCELLED, so a calendar that imported it can show that.
 */
export function eventIcs(event: PublicEvent, origin: string): string {
  const url = `${origin.replace(/\/+$/, "")}/events/${event.eventId}`;
  const lineup = event.lineup.map((l) => l.name).join(", ");
  const about = plainText(event.description, 1_000);
  const calendar = ical({ prodId: { company: "Booth", product: "Events", language: "EN" }, name: event.name });
  calendar.createEvent({
    id: `${event.id}@booth`,
    start: event.startsAt,
    end: eventEnd(event.startsAt, event.endsAt),
    stamp: event.updatedAt,
    summary: event.status === "cancelled" ? `Cancelled: ${event.name}` : event.name,
    location: [event.venue, event.location].filter(Boolean).join(", ") || null,
    description: [lineup ? `Lineup: ${lineup}` : "", about, url].filter(Boolean).join("\n\n"),
    url,
    status: event.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

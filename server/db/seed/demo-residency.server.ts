/**
 * The demo's residency (decision 059): "Kessel Thursdays", every Thursday at Kessel Halle in Berlin for 8 weeks from
 * the first Thursday 5 weeks after the seed, Vera Kollár resident; the third date is called
 * off, so the first start shows a series with one cancelled date. Expanded by the forms' own rule (recurrence.ts),
 * stored like createEventSeries stores it: a series row and an event of its own per date.
 */
import { eventIdBase, firstFreeEventId } from "~/core/events/event-id";
import { addDays, localDateOf } from "~/core/events/events";
import { expandRecurrence } from "~/core/events/recurrence";
import type { Db } from "~server/db/client.server";
import { eventSeries } from "~server/db/schema";
import { seedEvent } from "./factories.server";

export const DEMO_RESIDENCY = { name: "Kessel Thursdays", dates: 8, cancelled: 2, fromDay: 35 } as const;

export async function seedDemoResidency(
  db: Db,
  at: {
    venueId: string;
    venueName: string;
    location: string;
    timeZone: string;
    resident: { id: string; displayName: string };
    now: Date;
    takenIds: Set<string>;
  },
): Promise<{ eventIds: string[] }> {
  // From the fifth week on: the demo's one-off nights fill /events' first page for the journeys that look for a new
  // event there (the mate's, days 20–34), and eight more rows before them would push theirs to the second.
  let first = addDays(localDateOf(at.now, at.timeZone), DEMO_RESIDENCY.fromDay);
  while (new Date(`${first}T00:00:00Z`).getUTCDay() !== 4) first = addDays(first, 1);
  const expanded = expandRecurrence({
    pattern: "weekly",
    date: first,
    startTime: "23:00",
    endTime: "06:00",
    timeZone: at.timeZone,
    count: DEMO_RESIDENCY.dates,
  });
  if (!expanded.ok) throw new Error(expanded.message);
  const [series] = await db
    .insert(eventSeries)
    .values({ rule: expanded.rule, timeZone: at.timeZone })
    .returning({ id: eventSeries.id });
  const eventIds: string[] = [];
  for (const [i, occurrence] of expanded.occurrences.entries()) {
    const eventId = firstFreeEventId(eventIdBase(DEMO_RESIDENCY.name, occurrence.startsAt, at.timeZone), at.takenIds);
    at.takenIds.add(eventId);
    await seedEvent(db, {
      eventId,
      eventName: DEMO_RESIDENCY.name,
      eventDate: occurrence.startsAt,
      endDate: occurrence.endsAt,
      timeZone: at.timeZone,
      venue: at.venueName,
      location: at.location,
      venueId: at.venueId,
      seriesId: series.id,
      status: i === DEMO_RESIDENCY.cancelled ? "cancelled" : "published",
      description:
        "<p>The weekly residency: Vera Kollár opens and closes, seven hours of hard techno and acid on the main floor. One guest a month.</p>",
      ticketUrl: "https://tickets.booth.example/kessel-thursdays",
      lineupEntries: [{ djProfileId: at.resident.id, djName: at.resident.displayName, setTime: "23:00" }],
    });
    eventIds.push(eventId);
  }
  return { eventIds };
}

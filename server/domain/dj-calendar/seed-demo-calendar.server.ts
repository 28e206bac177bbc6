import { eq } from "drizzle-orm";
import { addDaysTo, djToday, endOfDay } from "~/core/calendar/calendar";
import type { Db } from "~server/db/client.server";
import { bookingInquiries, calendarHolds } from "~server/db/schema";
import { getCalendarDj } from "./get-calendar-dj.server";
import { markDaysUnavailable } from "./mark-days-unavailable.server";
import { placeHold } from "./place-hold.server";

const DAY_MS = 86_400_000;

/**
 * Demo days on a DJ's calendar, so /mate/calendar opens alive: a date with a 1st and a 2nd hold, another with one,
 * a studio week marked unavailable, and a third promoter's inquiry for the held date (the public form takes it; the
 * managers see it marked "Busy day"). Placed through the same functions as the screens (their expiry and reminder
 * jobs queued too), once: a DJ with holds already is left as it is.
 */
export async function seedDemoCalendar(
  db: Db,
  djProfileId: string,
  createdBy: string,
  now = new Date(),
): Promise<void> {
  const dj = await getCalendarDj(db, djProfileId);
  if (!dj) return;
  const [any] = await db
    .select({ id: calendarHolds.id })
    .from(calendarHolds)
    .where(eq(calendarHolds.djProfileId, dj.id))
    .limit(1);
  if (any) return;
  const today = djToday(now, dj.timeZone);
  const expiring = (day: string, days: number) =>
    new Date(Math.min(now.getTime() + days * DAY_MS, endOfDay(day, dj.timeZone).getTime()));
  const hold = (day: string, promoterName: string, promoterEmail: string | null, days: number, note: string | null) =>
    placeHold(
      db,
      {
        djProfileId: dj.id,
        day,
        expiresAt: expiring(day, days),
        promoterName,
        promoterEmail,
        note,
        inquiryId: null,
        createdBy,
      },
      now,
    );
  const busy = addDaysTo(today, 24);
  await hold(busy, "Kessel Halle", "bookings@kessel.example", 14, "Headline slot, 2 h. Fee agreed in principle.");
  await hold(busy, "Sonar Nights", "hello@sonarnights.example", 18, null);
  await db.insert(bookingInquiries).values({
    djProfileId: dj.id,
    name: "Mira Castellanos",
    email: "mira@openairdays.example",
    eventDate: busy,
    city: "Lisbon",
    venue: "LX Factory",
    eventType: "Festival",
    budgetRange: "$2,500 – $5,000",
    message: "An open-air afternoon stage by the river, 3 hours at golden hour. Is the date still possible?",
  });
  await hold(addDaysTo(today, 38), "Warehouse Collective", null, 21, "Waiting on the venue's licence.");
  const studio = addDaysTo(today, 45);
  await markDaysUnavailable(
    db,
    { djProfileId: dj.id, from: studio, to: addDaysTo(studio, 4), note: "Studio week: album mixdown", createdBy },
    now,
  );
}

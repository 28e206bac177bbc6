import { addDays } from "~/core/events/events";
import type { DemoEvent } from "./demo-content";

/**
 * A demo event's local day: `days` after the seed's day, moved to the weekday its name promises (DemoEvent.weekday)
 * away from the seed's day, so a past night stays past and a coming one coming.
 */
export function demoEventDay(seedDay: string, event: Pick<DemoEvent, "days" | "weekday">): string {
  const day = addDays(seedDay, event.days);
  if (event.weekday === undefined) return day;
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const shift = event.days < 0 ? -((weekday - event.weekday + 7) % 7) : (event.weekday - weekday + 7) % 7;
  return addDays(day, shift);
}

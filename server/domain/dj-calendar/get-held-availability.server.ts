import { gridRange, type PublicAvailability } from "~/core/calendar/availability";
import { djTimeZone, djToday } from "~/core/calendar/calendar";
import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { listBusyDays } from "./list-busy-days.server";

/** Calendar writes announce "calendar"; an event published, moved or dropped announces its own area. */
const held = heldReads<PublicAvailability>({ maxEntries: 2000 });

/**
 * The booking form's grid of a DJ: their zone, their today and the taken days of the next six months, held in memory
 * until the next public change (decision 026) — every hold, confirmation, released or expired hold and unavailable
 * day announces one (publicContentChanged "calendar"), as does an event's publication. Keyed by the DJ's day, so the
 * grid moves on at their midnight.
 */
export function getHeldAvailability(
  db: Db,
  dj: { id: string; timeZone: string | null; location: string | null },
  now = new Date(),
): Promise<PublicAvailability> {
  const timeZone = djTimeZone(dj.timeZone, dj.location);
  const today = djToday(now, timeZone);
  return held(db, `${dj.id}\u0000${today}`, async () => {
    const { from, to } = gridRange(today);
    return { timeZone, today, busy: await listBusyDays(db, dj.id, from, to) };
  });
}

import { inArray } from "drizzle-orm";
import type { VenueStaffLogAction } from "~/core/venues/venue-staff";
import type { Db } from "~server/db/client.server";
import { users, venueStaffLog } from "~server/db/schema";

export interface VenueStaffChangeRecord {
  venueId: string;
  actorId: string | null;
  action: VenueStaffLogAction;
  targetUserId?: string | null;
  /** Who the change is about, as the owners should read it later (a name, or the invited address). */
  targetLabel?: string | null;
  detail?: Record<string, unknown>;
}

/**
 * One row of the venue's staff log (read by its owners on the Staff tab). Pass the transaction that makes the change,
 * so the log lists exactly what happened: a refused or failed change writes nothing. Names are copied so the row
 * still reads after the person is removed or gone.
 */
export async function recordVenueStaffChange(db: Db, record: VenueStaffChangeRecord): Promise<void> {
  const ids = [record.actorId, record.targetUserId].filter((id): id is string => Boolean(id));
  const people = ids.length
    ? await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids))
    : [];
  const label = (id: string | null | undefined) => {
    const person = people.find((p) => p.id === id);
    return person ? person.name || person.email : null;
  };
  await db.insert(venueStaffLog).values({
    venueId: record.venueId,
    actorId: record.actorId,
    actorName: label(record.actorId),
    action: record.action,
    targetUserId: record.targetUserId ?? null,
    targetLabel: record.targetLabel ?? label(record.targetUserId),
    detail: record.detail ?? {},
  });
}

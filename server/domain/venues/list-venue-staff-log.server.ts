import { desc, eq } from "drizzle-orm";
import type { VenueStaffLogRow } from "~/core/venues/venue-staff";
import type { Db } from "~server/db/client.server";
import { venueStaffLog } from "~server/db/schema";

/** The newest staff changes of a venue (its owners' record on the Staff tab); the caller checked the reader is one. */
export async function listVenueStaffLog(db: Db, venueId: string, limit = 50): Promise<VenueStaffLogRow[]> {
  const rows = await db
    .select()
    .from(venueStaffLog)
    .where(eq(venueStaffLog.venueId, venueId))
    .orderBy(desc(venueStaffLog.createdAt), desc(venueStaffLog.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    action: r.action as VenueStaffLogRow["action"],
    actorName: r.actorName,
    targetLabel: r.targetLabel,
    detail: r.detail ?? {},
    createdAt: r.createdAt.toISOString(),
  }));
}

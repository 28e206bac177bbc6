import { eq } from "drizzle-orm";
import type { RadiusClause } from "~/core/clashes/lineup-clash";
import type { Db } from "~server/db/client.server";
import { productionLines, venueProfiles } from "~server/db/schema";

/**
 * Sets (or, with null, removes) a venue's or production line's radius clause. The caller has checked who may (the
 * guard found the venue with can_manage_events, or the viewer's line) and radiusClauseFormSchema the numbers; the
 * table's check refuses anything outside them all the same. Not on any public page: nothing to invalidate.
 */
export async function saveRadiusClause(
  db: Db,
  of: { venueId: string } | { productionLineId: string },
  clause: RadiusClause | null,
): Promise<void> {
  const values = {
    clashRadiusKm: clause?.radiusKm ?? null,
    clashDaysBefore: clause?.daysBefore ?? null,
    clashDaysAfter: clause?.daysAfter ?? null,
  };
  if ("venueId" in of) await db.update(venueProfiles).set(values).where(eq(venueProfiles.id, of.venueId));
  else await db.update(productionLines).set(values).where(eq(productionLines.id, of.productionLineId));
}

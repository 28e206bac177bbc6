import { eq } from "drizzle-orm";
import type { RadiusClause } from "~/core/clashes/lineup-clash";
import type { Db } from "~server/db/client.server";
import { productionLines, venueProfiles } from "~server/db/schema";

/** A venue's or production line's radius clause, or null when it has none of its own. */
export async function getRadiusClause(
  db: Db,
  of: { venueId: string } | { productionLineId: string },
): Promise<RadiusClause | null> {
  const [row] =
    "venueId" in of
      ? await db
          .select({
            radiusKm: venueProfiles.clashRadiusKm,
            daysBefore: venueProfiles.clashDaysBefore,
            daysAfter: venueProfiles.clashDaysAfter,
          })
          .from(venueProfiles)
          .where(eq(venueProfiles.id, of.venueId))
      : await db
          .select({
            radiusKm: productionLines.clashRadiusKm,
            daysBefore: productionLines.clashDaysBefore,
            daysAfter: productionLines.clashDaysAfter,
          })
          .from(productionLines)
          .where(eq(productionLines.id, of.productionLineId));
  if (!row || row.radiusKm === null) return null;
  return { radiusKm: row.radiusKm, daysBefore: row.daysBefore ?? 0, daysAfter: row.daysAfter ?? 0 };
}

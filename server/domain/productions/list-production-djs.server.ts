import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DjCardData } from "~/core/djs/dj-card-data";
import { LISTED_EVENT_STATUSES } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { djProfiles, eventLineup, mateEvents } from "~server/db/schema";
import { djCardColumns } from "~server/domain/djs/dj-card-columns.server";
import { publicDjConditions } from "~server/domain/djs/list-public-djs.server";

/** DJs shown on a production page. */
export const PRODUCTION_DJS_LIMIT = 12;

/**
 * The public DJs who played (or are booked for) the line's published events, from event_lineup: the most
 * appearances first, then by name.
 */
export async function listProductionDjs(
  db: Db,
  productionLineId: string,
  limit = PRODUCTION_DJS_LIMIT,
): Promise<DjCardData[]> {
  const appearances = sql<number>`count(distinct ${mateEvents.id})`;
  return db
    .select(djCardColumns)
    .from(eventLineup)
    .innerJoin(mateEvents, eq(mateEvents.id, eventLineup.eventId))
    .innerJoin(djProfiles, eq(djProfiles.id, eventLineup.djProfileId))
    .where(
      and(
        eq(mateEvents.productionLineId, productionLineId),
        inArray(mateEvents.status, [...LISTED_EVENT_STATUSES]),
        ...publicDjConditions({}),
      ),
    )
    .groupBy(djProfiles.id)
    .orderBy(sql`${appearances} desc`, asc(djProfiles.displayName))
    .limit(limit);
}

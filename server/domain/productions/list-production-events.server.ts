import { eq } from "drizzle-orm";
import type { EventCardData } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { mateEvents } from "~server/db/schema";
import { listScopedEvents } from "~server/domain/events/list-scoped-events.server";

/** Events shown per section of a production page. */
export const PRODUCTION_EVENTS_LIMIT = 10;

/** The published events of a production line: the next ones, and the latest past ones. */
export function listProductionEvents(
  db: Db,
  productionLineId: string,
  now: Date,
  limit = PRODUCTION_EVENTS_LIMIT,
): Promise<{ upcoming: EventCardData[]; past: EventCardData[] }> {
  return listScopedEvents(db, eq(mateEvents.productionLineId, productionLineId), now, limit);
}

import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { EventCardData } from "~/core/events/events";
import { LISTED_EVENT_STATUSES } from "~/core/events/events";
import type { ProductionCardData } from "~/core/productions/productions";
import type { Db } from "~server/db/client.server";
import { mateEvents, productionLineFollows, productionLines } from "~server/db/schema";
import { eventCardColumns, loadEventCards } from "~server/domain/events/load-event-cards.server";
import { productionCardColumns } from "./production-card-columns.server";
import { publicProduction } from "./public-production-conditions.server";

/** Next events shown per followed line on /my/following/productions. */
export const FOLLOWED_NEXT_EVENTS = 3;

export interface FollowedProduction extends ProductionCardData {
  nextEvents: EventCardData[];
}

/**
 * /my/following/productions: the active production lines a user follows, most recently followed first, each with
 * its next published events (an inactive line is left out; the follow row stays in case it returns).
 */
export async function listFollowedProductions(db: Db, userId: string, now: Date): Promise<FollowedProduction[]> {
  const lines = await db
    .select({ id: productionLines.id, ...productionCardColumns })
    .from(productionLineFollows)
    .innerJoin(productionLines, eq(productionLines.id, productionLineFollows.productionLineId))
    .where(and(eq(productionLineFollows.userId, userId), publicProduction()))
    .orderBy(desc(productionLineFollows.createdAt), asc(productionLines.name));
  if (lines.length === 0) return [];
  // The next few events of every followed line in one query (ranked per line).
  const rank = sql<number>`row_number() over (partition by ${mateEvents.productionLineId} order by ${mateEvents.eventDate}, ${mateEvents.id})`;
  const ranked = db
    .select({ ...eventCardColumns, productionLineId: mateEvents.productionLineId, rank: rank.as("rank") })
    .from(mateEvents)
    .where(
      and(
        inArray(
          mateEvents.productionLineId,
          lines.map((l) => l.id),
        ),
        inArray(mateEvents.status, [...LISTED_EVENT_STATUSES]),
        gte(sql`coalesce(${mateEvents.endDate}, ${mateEvents.eventDate})`, now),
      ),
    )
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${FOLLOWED_NEXT_EVENTS}`)
    .orderBy(asc(ranked.eventDate));
  const cards = await loadEventCards(db, rows, now);
  const byId = new Map(cards.map((card, i) => [rows[i].id, card]));
  return lines.map(({ id, ...line }) => ({
    ...line,
    nextEvents: rows.filter((r) => r.productionLineId === id).map((r) => byId.get(r.id) as EventCardData),
  }));
}

import type { SearchClickPayload } from "~/core/search";
import type { Db } from "~server/db/client.server";
import { searchAnalytics } from "~server/db/schema";

/** One search_analytics row for a clicked result (spec §3): user_id when signed in, else null. */
export async function recordSearchClick(db: Db, payload: SearchClickPayload, userId: string | null): Promise<void> {
  await db.insert(searchAnalytics).values({
    userId,
    sessionId: payload.sessionId,
    query: payload.query,
    filters: { ...payload.filters },
    resultCount: payload.resultCount,
    executionTimeMs: payload.executionTimeMs,
    clickedResultId: payload.clickedResultId,
    clickedResultType: payload.clickedResultType,
    clickPosition: payload.clickPosition,
  });
}

import type { SearchSeenPayload } from "~/core/search-insights";
import type { Db } from "~server/db/client.server";
import { searchAnalytics } from "~server/db/schema";

/** One search_analytics row for a search the results page showed (no clicked result): the insights' denominator. */
export async function recordSearchSeen(db: Db, payload: SearchSeenPayload, userId: string | null): Promise<void> {
  await db.insert(searchAnalytics).values({
    userId,
    sessionId: payload.sessionId,
    query: payload.query,
    filters: { ...payload.filters },
    resultCount: payload.resultCount,
    executionTimeMs: payload.executionTimeMs,
  });
}

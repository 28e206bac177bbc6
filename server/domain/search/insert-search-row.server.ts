import type { SearchClickPayload } from "~/core/search/search";
import type { Db } from "~server/db/client.server";
import { searchAnalytics } from "~server/db/schema";

/** The clicked result of a search_analytics row (spec §3); absent for a search that was only shown. */
export interface SearchRowClick {
  clickedResultId: string;
  clickedResultType: string;
  clickPosition: number;
}

/** One search_analytics row: who (user_id when signed in, else null), what was searched, and what was clicked. */
export async function insertSearchRow(
  db: Db,
  payload: Omit<SearchClickPayload, keyof SearchRowClick>,
  userId: string | null,
  click: SearchRowClick | null,
): Promise<void> {
  await db.insert(searchAnalytics).values({
    userId,
    sessionId: payload.sessionId,
    query: payload.query,
    filters: { ...payload.filters },
    resultCount: payload.resultCount,
    executionTimeMs: payload.executionTimeMs,
    ...click,
  });
}

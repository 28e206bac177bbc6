import type { SearchSeenPayload } from "~/core/analytics/search-insights";
import type { Db } from "~server/db/client.server";
import { insertSearchRow } from "./insert-search-row.server";

/** One search_analytics row for a search the results page showed (no clicked result): the insights' denominator. */
export async function recordSearchSeen(db: Db, payload: SearchSeenPayload, userId: string | null): Promise<void> {
  await insertSearchRow(db, payload, userId, null);
}

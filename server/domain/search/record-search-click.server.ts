import type { SearchClickPayload } from "~/core/search/search";
import type { Db } from "~server/db/client.server";
import { insertSearchRow } from "./insert-search-row.server";

/** One search_analytics row for a clicked result (spec §3): user_id when signed in, else null. */
export async function recordSearchClick(db: Db, payload: SearchClickPayload, userId: string | null): Promise<void> {
  const { clickedResultId, clickedResultType, clickPosition } = payload;
  await insertSearchRow(db, payload, userId, { clickedResultId, clickedResultType, clickPosition });
}

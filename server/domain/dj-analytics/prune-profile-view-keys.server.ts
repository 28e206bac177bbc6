import { lt } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfileViewKeys } from "~server/db/schema";

/**
 * Deletes view keys older than two hours (decision 035): a key names its tab, DJ and UTC hour, so once its hour is
 * over it can never be sent again. Returns how many went.
 */
export async function pruneProfileViewKeys(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(djProfileViewKeys)
    .where(lt(djProfileViewKeys.createdAt, new Date(now.getTime() - 2 * 3600_000)))
    .returning({ key: djProfileViewKeys.viewKey });
  return gone.length;
}

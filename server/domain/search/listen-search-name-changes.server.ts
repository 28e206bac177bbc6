import type { Database } from "~server/db/client.server";
import { logger } from "~server/logger.server";

/** The channel migration 0007's triggers notify, with the changed table's name as the payload. */
export const SEARCH_NAMES_CHANNEL = "booth_search_names";

export interface NameChangeHandlers {
  /** A statement changed suggested names in this table (committed). */
  onChange: (tableName: string) => void;
  /** Notices may have been missed (the listening connection broke): treat every table as changed. */
  onLost: () => void;
}

/**
 * Listens for the name-change notices of migration 0007: in-process on PGlite, on one dedicated pooled
 * connection on PostgreSQL (so writes by other app processes or the CLI are heard too). Returns a stop
 * function. A broken PostgreSQL connection calls `onLost`; the caller decides when to listen again.
 */
export async function listenForSearchNameChanges(
  database: Database,
  handlers: NameChangeHandlers,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    return database.pglite.listen(SEARCH_NAMES_CHANNEL, (payload) => handlers.onChange(payload));
  }
  if (!database.pool) throw new Error("PostgreSQL database has no pool");
  const client = await database.pool.connect();
  let ended = false;
  const lost = (error?: Error) => {
    if (ended) return;
    ended = true;
    logger.warn("search name notices lost", { error: error?.message });
    client.release(error ?? true);
    handlers.onLost();
  };
  client.on("notification", (message) => {
    if (message.channel === SEARCH_NAMES_CHANNEL) handlers.onChange(message.payload ?? "");
  });
  client.on("error", lost);
  client.on("end", () => lost());
  try {
    await client.query(`LISTEN ${SEARCH_NAMES_CHANNEL}`);
  } catch (error) {
    ended = true;
    client.release(error as Error);
    throw error;
  }
  return async () => {
    if (ended) return;
    ended = true;
    try {
      await client.query(`UNLISTEN ${SEARCH_NAMES_CHANNEL}`);
    } finally {
      client.release();
    }
  };
}

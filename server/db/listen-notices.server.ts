import type { Database } from "~server/db/client.server";
import { logger } from "~server/logger.server";

export interface NoticeHandlers {
  /** A committed statement notified the channel; the payload is what the notifier said (a table's name…). */
  onNotice: (payload: string) => void;
  /** Notices may have been missed (the listening connection broke): treat everything as changed. */
  onLost: () => void;
}

/**
 * Listens on one PostgreSQL notification channel: in-process on PGlite, on one dedicated pooled connection on
 * PostgreSQL (so writes by other app processes or the CLI are heard too). Returns a stop function. A broken
 * PostgreSQL connection calls `onLost`; the caller decides when to listen again.
 */
export async function listenForNotices(
  database: Database,
  channel: string,
  handlers: NoticeHandlers,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    return database.pglite.listen(channel, (payload) => handlers.onNotice(payload));
  }
  if (!database.pool) throw new Error("PostgreSQL database has no pool");
  const client = await database.pool.connect();
  let ended = false;
  const lost = (error?: Error) => {
    if (ended) return;
    ended = true;
    logger.warn("change notices lost", { channel, error: error?.message });
    client.release(error ?? true);
    handlers.onLost();
  };
  client.on("notification", (message) => {
    if (message.channel === channel) handlers.onNotice(message.payload ?? "");
  });
  client.on("error", lost);
  client.on("end", () => lost());
  try {
    await client.query(`LISTEN ${channel}`);
  } catch (error) {
    ended = true;
    client.release(error as Error);
    throw error;
  }
  return async () => {
    if (ended) return;
    ended = true;
    try {
      await client.query(`UNLISTEN ${channel}`);
    } finally {
      client.release();
    }
  };
}

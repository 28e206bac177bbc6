import { sql } from "drizzle-orm";
import type { Database, Db } from "~server/db/client.server";
import { listenForNotices } from "~server/db/listen-notices.server";
import { logger } from "~server/logger.server";

/**
 * The one invalidation path for what anonymous visitors see (decision 020). Every write that changes
 * a public page calls `publicContentChanged` once it has committed: this process drops its rendered pages and
 * flags at once (so the writer's next request sees the change), and a notice on `booth_public_changes` tells
 * every other process on the same PostgreSQL. Migration 0009's triggers on `settings` and `feature_flags` send
 * the same notice, so `cli flags:set` is heard too.
 */
export const PUBLIC_CHANGES_CHANNEL = "booth_public_changes";

/** What changed: a table's name (from the triggers), an area ("djs", "flags"…), or ALL_PUBLIC_CONTENT. */
export type PublicChangeListener = (source: string) => void;

/** Notices may have been missed: everything counts as changed. */
export const ALL_PUBLIC_CONTENT = "*";

const RETRY_AFTER_MS = 2_000;
const listeners = new Set<PublicChangeListener>();

/** Calls `listener` on every public change, local or heard from another process; returns the unsubscribe. */
export function onPublicChange(listener: PublicChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function tellListeners(source: string): void {
  for (const listener of listeners) {
    try {
      listener(source);
    } catch (error) {
      logger.error("public change listener failed", { source, error });
    }
  }
}

/**
 * Call after a committed write that changes what an anonymous page shows (a DJ's profile, a follower count,
 * a flag, an approved claim, a block…). `source` names the area, for logs and for listeners that care about
 * one kind only. Never throws: the local drop has happened; a failed notice is logged, and the other
 * processes' short time-to-live bounds how long they can lag.
 */
export async function publicContentChanged(db: Db, source: string): Promise<void> {
  tellListeners(source);
  try {
    await db.execute(sql`SELECT pg_notify(${PUBLIC_CHANGES_CHANNEL}, ${source})`);
  } catch (error) {
    logger.warn("public change notice not sent", { source, error });
  }
}

/**
 * Hears other processes' (and the triggers') notices until the returned stop function is called; a broken
 * listening connection counts as "everything changed" and listening starts again.
 */
export async function listenForPublicChanges(database: Database): Promise<() => Promise<void>> {
  let stop: (() => Promise<void>) | null = null;
  let closed = false;
  const listen = async (): Promise<void> => {
    if (closed) return;
    try {
      stop = await listenForNotices(database, PUBLIC_CHANGES_CHANNEL, {
        onNotice: (payload) => tellListeners(payload || ALL_PUBLIC_CONTENT),
        onLost: () => {
          stop = null;
          tellListeners(ALL_PUBLIC_CONTENT);
          setTimeout(() => void listen(), RETRY_AFTER_MS).unref();
        },
      });
    } catch (error) {
      logger.warn("public change notices unavailable; cached pages live out their time-to-live", { error });
      setTimeout(() => void listen(), RETRY_AFTER_MS).unref();
    }
  };
  await listen();
  return async () => {
    closed = true;
    await stop?.();
  };
}

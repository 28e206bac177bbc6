import type { Db } from "~server/db/client.server";
import { type PendingProfileView, recordProfileViews } from "~server/domain/dj-activity/record-profile-views.server";
import { logger } from "~server/logger.server";

export interface ProfileViewBuffer {
  /** Queues a view; it is stored within `delayMs` (or at once when the batch is full). */
  add(view: PendingProfileView): void;
  /** Stores everything queued so far (tests, shutdown). */
  flush(): Promise<void>;
  /** Views waiting (for tests). */
  readonly pending: number;
}

/**
 * Profile views are the beacon endpoint's volume (one per page view). Profiling the endpoint (issue 22, decision
 * 035) showed its cost was three statements and a commit per view; here views wait at most `delayMs` and go to the
 * database together, one statement per batch (recordProfileViews keeps the de-duplication and the unknown-DJ rule).
 * The visitor's answer never depended on the write (204 whatever happens, spec §8), so nobody waits for it. At
 * most `maxPending` views are held if the database stalls; beyond that new ones are dropped and logged.
 */
export function createProfileViewBuffer(
  db: Db,
  { maxRows = 500, delayMs = 20, maxPending = 50_000 } = {},
): ProfileViewBuffer {
  let queue: PendingProfileView[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let dropped = 0;

  const writeAll = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxRows);
      queue = queue.slice(batch.length);
      try {
        await recordProfileViews(db, batch);
      } catch (error) {
        logger.warn("dj profile views not recorded", { views: batch.length, error });
      }
    }
  };
  const flush = (): Promise<void> => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    // One writer at a time: a flush asked for while one runs waits for it, then writes what is left.
    running ??= writeAll().finally(() => {
      running = null;
    });
    const current = running;
    return current.then(() => (queue.length > 0 ? flush() : undefined));
  };

  return {
    add(view) {
      if (queue.length >= maxPending) {
        if (dropped++ % 1000 === 0) logger.warn("dj profile view buffer full, views dropped", { dropped });
        return;
      }
      queue.push(view);
      if (queue.length >= maxRows) void flush();
      else timer ??= setTimeout(() => void flush(), delayMs);
    },
    flush,
    get pending() {
      return queue.length;
    },
  };
}

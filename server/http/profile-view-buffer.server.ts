import type { Db } from "~server/db/client.server";
import { type PendingProfileView, recordProfileViews } from "~server/domain/dj-activity/record-profile-views.server";
import { logger } from "~server/logger.server";

export interface ProfileViewBuffer {
  /**
   * Queues a view; it is stored within `delayMs` (or at once when the batch is full). False when the queue is
   * full: the view was NOT taken, and the caller must not acknowledge it (the endpoint answers 503).
   */
  add(view: PendingProfileView): boolean;
  /** Stores everything queued so far (tests, shutdown). */
  flush(): Promise<void>;
  /** Views waiting (for tests). */
  readonly pending: number;
}

/**
 * Profile views are the beacon endpoint's volume (one per page view). Profiling the endpoint (decision
 * 035) showed its cost was three statements and a commit per view; here views wait at most `delayMs` and go to the
 * database together, one statement per batch (recordProfileViews keeps the de-duplication and the unknown-DJ rule).
 * Nobody waits for the write, but a view answered 2xx is a view kept: at most `maxPending` views are held if the
 * database stalls or the writer falls behind, and beyond that add() refuses the view (the endpoint answers 503 with
 * Retry-After, so the sender knows it was not taken) instead of acknowledging it and dropping it. A batch whose
 * write fails is retried (`attempts` in all) before it is given up and logged.
 */
export function createProfileViewBuffer(
  db: Db,
  { maxRows = 500, delayMs = 20, maxPending = 50_000, attempts = 3 } = {},
): ProfileViewBuffer {
  let queue: PendingProfileView[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let refused = 0;

  const writeAll = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxRows);
      queue = queue.slice(batch.length);
      for (let attempt = 1; attempt <= attempts; attempt++) {
        try {
          await recordProfileViews(db, batch);
          break;
        } catch (error) {
          if (attempt === attempts) logger.warn("dj profile views not recorded", { views: batch.length, error });
          else await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        }
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
        if (refused++ % 1000 === 0) logger.warn("dj profile view buffer full, views refused with 503", { refused });
        return false;
      }
      queue.push(view);
      if (queue.length >= maxRows) void flush();
      else timer ??= setTimeout(() => void flush(), delayMs);
      return true;
    },
    flush,
    get pending() {
      return queue.length;
    },
  };
}

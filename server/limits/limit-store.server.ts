import { createHash } from "node:crypto";
import type { Database, Db } from "~server/db/client.server";
import { sweepRateLimitWindows } from "~server/domain/rate-limits/sweep-rate-limit-windows.server";
import { takeRateLimitPoint } from "~server/domain/rate-limits/take-rate-limit-point.server";
import { logger } from "~server/logger.server";
import type { LimitResult } from "./rate-limit.server";
import { SlidingWindowLimiter } from "./sliding-window-limiter.server";

/**
 * Where the rate limits keep their logs (decision 036). On PostgreSQL every process of the site shares them in
 * `rate_limit_windows`, so "no more than N in any 60 s" holds for the site, not per process; on PGlite there is
 * only ever one process, and the limits stay in its memory. `createApp` chooses, once per app.
 */
let shared: Db | null = null;

/** Called by createApp: limits go through this database when it is PostgreSQL, else stay in memory. */
export function keepLimitsIn(database: Database): void {
  shared = database.engine === "postgres" ? database.db : null;
}

/** How many shared consumes between sweeps of expired keys (no timer, like the in-memory limiter). */
const SWEEP_EVERY = 1_000;
let consumesSinceSweep = 0;
/** The failure is logged once per outage, not per request. */
let failing = false;

/**
 * One documented limit: at most `points` accepted requests per key in any `durationS` seconds. `bucket` names it
 * in the shared table and must be the same in every process (it is the code's constant, not a counter).
 * A failing shared store (database unreachable) falls back to this process's own log — still a limit, only no
 * longer a shared one — rather than refusing everyone or letting everyone through.
 */
export class RateLimit {
  private readonly memory: SlidingWindowLimiter;

  constructor(
    readonly bucket: string,
    readonly points: number,
    readonly durationS: number,
  ) {
    this.memory = new SlidingWindowLimiter(points, durationS);
  }

  async consume(key: string): Promise<LimitResult> {
    const db = shared;
    if (!db) return this.memory.consume(key);
    try {
      const result = await takeRateLimitPoint(db, {
        bucket: this.bucket,
        // Hashed: the table never holds an address or an email someone typed.
        key: createHash("sha256").update(key).digest("base64url").slice(0, 32),
        points: this.points,
        durationS: this.durationS,
      });
      if (failing) {
        failing = false;
        logger.info("shared rate limits are back");
      }
      if (++consumesSinceSweep >= SWEEP_EVERY) {
        consumesSinceSweep = 0;
        void sweepRateLimitWindows(db).catch((error) => logger.warn("rate limit sweep failed", { error }));
      }
      return result;
    } catch (error) {
      if (!failing) {
        failing = true;
        logger.warn("shared rate limits unavailable; limiting per process meanwhile", { error });
      }
      return this.memory.consume(key);
    }
  }
}

import type { LimitResult } from "./rate-limit.server";

/** How many consumes pass between sweeps of keys whose whole log has aged out (bounds memory, no timers). */
const SWEEP_EVERY = 5_000;

/**
 * At most `points` accepted requests per key in ANY `durationS`-second span: a sliding log of the accepted
 * requests' times. A fixed window (rate-limiter-flexible's memory limiter) lets twice the documented count
 * through across a window boundary — probing the running app (decision 016) got 17 sign-ins past "9 per minute" in 26 s.
 * Refused requests are not logged, so a client that keeps hammering is let in again as soon as its oldest
 * accepted request is `durationS` old, and `retryAfterS` says exactly when that is.
 * In memory, per process: the PGlite store, and the fallback of the shared one (limit-store.server.ts).
 */
export class SlidingWindowLimiter {
  private readonly logs = new Map<string, number[]>();
  private readonly windowMs: number;
  private consumesSinceSweep = 0;

  constructor(
    private readonly points: number,
    durationS: number,
    private readonly now: () => number = Date.now,
  ) {
    this.windowMs = durationS * 1000;
  }

  consume(key: string): LimitResult {
    const now = this.now();
    if (++this.consumesSinceSweep >= SWEEP_EVERY) this.sweep(now);
    const log = this.logs.get(key) ?? [];
    let expired = 0;
    while (expired < log.length && log[expired] <= now - this.windowMs) expired++;
    if (expired > 0) log.splice(0, expired);
    if (log.length >= this.points) {
      return { ok: false, retryAfterS: Math.max(1, Math.ceil((log[0] + this.windowMs - now) / 1000)) };
    }
    log.push(now);
    this.logs.set(key, log);
    // What the public API's RateLimit headers tell (decision 061): the requests left in this window, and when the
    // oldest one counted leaves it.
    return {
      ok: true,
      remaining: this.points - log.length,
      resetS: Math.max(1, Math.ceil((log[0] + this.windowMs - now) / 1000)),
    };
  }

  /** Number of keys held (for tests of the sweep). */
  get size(): number {
    return this.logs.size;
  }

  private sweep(now: number): void {
    this.consumesSinceSweep = 0;
    for (const [key, log] of this.logs) {
      if (log.length === 0 || log[log.length - 1] <= now - this.windowMs) this.logs.delete(key);
    }
  }
}

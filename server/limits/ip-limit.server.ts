import { RateLimit } from "./limit-store.server";
import type { LimitResult } from "./rate-limit.server";
import { SlidingWindowLimiter } from "./sliding-window-limiter.server";

/**
 * A per-client-IP limiter for one kind of request (beacons, booking inquiries): at most `points` in any
 * `durationS` seconds, shared by every process on PostgreSQL (decision 036). `perProcess` keeps it in this
 * process's memory even there — for limits that protect this process's own CPU (artwork renders), not the site.
 */
export function createIpLimiter(bucket: string, points: number, durationS: number, options?: { perProcess?: boolean }) {
  if (options?.perProcess) {
    const limiter = new SlidingWindowLimiter(points, durationS);
    return async (ip: string | null): Promise<LimitResult> => limiter.consume(ip ?? "unknown-ip");
  }
  const limit = new RateLimit(bucket, points, durationS);
  return (ip: string | null): Promise<LimitResult> => limit.consume(ip ?? "unknown-ip");
}

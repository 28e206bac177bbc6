import type { LimitResult } from "./rate-limit.server";
import { SlidingWindowLimiter } from "./sliding-window-limiter.server";

/**
 * A per-client-IP limiter for one kind of request (beacons, booking inquiries): at most `points` in any
 * `durationS` seconds. In memory, like the auth limits: with several processes behind a balancer each
 * enforces its own share.
 */
export function createIpLimiter(points: number, durationS: number) {
  const limiter = new SlidingWindowLimiter(points, durationS);
  return async function consume(ip: string | null): Promise<LimitResult> {
    return limiter.consume(ip ?? "unknown-ip");
  };
}

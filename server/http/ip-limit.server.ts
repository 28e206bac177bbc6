import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { LimitResult } from "./rate-limit.server";

/**
 * A per-client-IP limiter for one kind of request (beacons, booking inquiries). In memory, like the auth
 * limits: with several processes behind a balancer each enforces its own share.
 */
export function createIpLimiter(name: string, points: number, durationS: number) {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points, duration: durationS });
  return async function consume(ip: string | null): Promise<LimitResult> {
    try {
      await limiter.consume(ip ?? "unknown-ip");
      return { ok: true };
    } catch (error) {
      if (error instanceof RateLimiterRes)
        return { ok: false, retryAfterS: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
      throw error;
    }
  };
}

import { SlidingWindowLimiter } from "./sliding-window-limiter.server";

const WINDOW_S = 60;

export interface ApiLimitAnswer {
  ok: boolean;
  /** The IETF draft's RateLimit-Limit / -Remaining / -Reset and RateLimit-Policy (and Retry-After when refused). */
  headers: Record<string, string>;
}

/**
 * The public API's per-address limit (decision 061): `perMinute` requests in any 60 s, on the project's sliding
 * log (a fixed window lets twice the count through across a boundary). Kept in this process's memory, as
 * `createIpLimiter(…, { perProcess: true })` does for limits that guard the process's own CPU: a read must not cost
 * a database round trip, or the held answers of the fast path would be bound by it. With N worker processes an
 * address may get up to N × the limit; the README says so.
 */
export function createApiReadLimit(perMinute: number): (ip: string | null) => ApiLimitAnswer {
  const limiter = new SlidingWindowLimiter(perMinute, WINDOW_S);
  const policy = `${perMinute};w=${WINDOW_S}`;
  return (ip) => {
    const result = limiter.consume(ip ?? "unknown-ip");
    const headers: Record<string, string> = {
      "RateLimit-Limit": String(perMinute),
      "RateLimit-Remaining": result.ok ? String(result.remaining ?? 0) : "0",
      "RateLimit-Reset": String(result.ok ? (result.resetS ?? WINDOW_S) : result.retryAfterS),
      "RateLimit-Policy": policy,
    };
    if (!result.ok) headers["Retry-After"] = String(result.retryAfterS);
    return { ok: result.ok, headers };
  };
}

import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/**
 * Abuse limits on the account endpoints, per client IP and per account (email). They apply to the
 * HTTP API (/api/auth/*) and to our own form actions alike, because both funnel through `consumeAuthLimit`.
 * Limits are per process (in memory): on PostgreSQL with several processes behind a balancer, each
 * process enforces its own share.
 */
export type AuthLimitKind = "sign-in" | "sign-up" | "password-reset" | "verification";

interface Rule {
  perIp: { points: number; duration: number };
  perAccount?: { points: number; duration: number };
}

// Sign-in: the 10th attempt within a minute from one IP is refused (429), unknown emails included.
export const AUTH_LIMIT_RULES: Record<AuthLimitKind, Rule> = {
  "sign-in": { perIp: { points: 9, duration: 60 }, perAccount: { points: 20, duration: 15 * 60 } },
  "sign-up": { perIp: { points: 5, duration: 60 } },
  "password-reset": { perIp: { points: 5, duration: 60 }, perAccount: { points: 3, duration: 15 * 60 } },
  verification: { perIp: { points: 5, duration: 60 }, perAccount: { points: 3, duration: 15 * 60 } },
};

const limiters = new Map<string, RateLimiterMemory>();
function limiter(kind: AuthLimitKind, scope: "ip" | "account"): RateLimiterMemory | null {
  const rule = scope === "ip" ? AUTH_LIMIT_RULES[kind].perIp : AUTH_LIMIT_RULES[kind].perAccount;
  if (!rule) return null;
  const key = `${kind}:${scope}`;
  let l = limiters.get(key);
  if (!l) {
    l = new RateLimiterMemory({ keyPrefix: key, points: rule.points, duration: rule.duration });
    limiters.set(key, l);
  }
  return l;
}

export type LimitResult = { ok: true } | { ok: false; retryAfterS: number };

export async function consumeAuthLimit(
  kind: AuthLimitKind,
  ip: string | null,
  email?: string | null,
): Promise<LimitResult> {
  const checks: Array<[RateLimiterMemory | null, string]> = [[limiter(kind, "ip"), ip ?? "unknown-ip"]];
  if (email) checks.push([limiter(kind, "account"), email.trim().toLowerCase()]);
  for (const [l, key] of checks) {
    if (!l) continue;
    try {
      await l.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes)
        return { ok: false, retryAfterS: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
      throw error;
    }
  }
  return { ok: true };
}

/** Which limit an /api/auth path falls under. */
export function authLimitKindForPath(path: string): AuthLimitKind | null {
  if (path.endsWith("/sign-in/email")) return "sign-in";
  if (path.endsWith("/sign-up/email")) return "sign-up";
  if (path.endsWith("/request-password-reset") || path.endsWith("/forget-password") || path.endsWith("/reset-password"))
    return "password-reset";
  if (path.endsWith("/send-verification-email") || path.includes("/verify-email")) return "verification";
  return null;
}

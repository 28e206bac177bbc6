import { RateLimit } from "./limit-store.server";

/**
 * Abuse limits on the account endpoints, per client IP and per account (email). They apply to the
 * HTTP API (/api/auth/*) and to our own form actions alike, because both funnel through `consumeAuthLimit`.
 * Each is a sliding window: never more than the documented count in any span of that length — for the whole
 * site: on PostgreSQL every process shares the same logs (decision 036), on PGlite the one process keeps them.
 */
export type AuthLimitKind = "sign-in" | "sign-up" | "password-reset" | "verification";

interface Rule {
  perIp: { points: number; duration: number };
  perAccount?: { points: number; duration: number };
  /**
   * Instead of `perAccount` for a browser holding a good device cookie of that account (decision 048): whoever spends
   * the account's budget from elsewhere does not lock it out, and it is locked alone once it spends its own.
   */
  perDevice?: { points: number; duration: number };
}

// Sign-in: the 10th attempt within a minute from one IP is refused (429), unknown emails included.
export const AUTH_LIMIT_RULES: Record<AuthLimitKind, Rule> = {
  "sign-in": {
    perIp: { points: 9, duration: 60 },
    perAccount: { points: 20, duration: 15 * 60 },
    perDevice: { points: 10, duration: 15 * 60 },
  },
  "sign-up": { perIp: { points: 5, duration: 60 } },
  "password-reset": {
    perIp: { points: 5, duration: 60 },
    perAccount: { points: 3, duration: 15 * 60 },
    perDevice: { points: 3, duration: 15 * 60 },
  },
  verification: { perIp: { points: 5, duration: 60 }, perAccount: { points: 3, duration: 15 * 60 } },
};

const limiters = new Map<string, RateLimit>();
function limiter(kind: AuthLimitKind, scope: "ip" | "account" | "device"): RateLimit | null {
  const rules = AUTH_LIMIT_RULES[kind];
  const rule = scope === "ip" ? rules.perIp : scope === "account" ? rules.perAccount : rules.perDevice;
  if (!rule) return null;
  const key = `${kind}:${scope}`;
  let l = limiters.get(key);
  if (!l) {
    l = new RateLimit(`auth-${key}`, rule.points, rule.duration);
    limiters.set(key, l);
  }
  return l;
}

/** An accepted request may say how many are left in the window and when a slot frees (the in-memory log does). */
export type LimitResult = { ok: true; remaining?: number; resetS?: number } | { ok: false; retryAfterS: number };

/**
 * One attempt against the limits of `kind`: the client address's, then the account's — or, when the request holds
 * a good device cookie of that account (`trustedDevice`, its key from device-cookie.server.ts), that device's.
 */
export async function consumeAuthLimit(
  kind: AuthLimitKind,
  ip: string | null,
  email?: string | null,
  trustedDevice?: string | null,
): Promise<LimitResult> {
  const checks: Array<[RateLimit | null, string]> = [[limiter(kind, "ip"), ip ?? "unknown-ip"]];
  const device = trustedDevice ? limiter(kind, "device") : null;
  if (device && trustedDevice) checks.push([device, trustedDevice]);
  else if (email) checks.push([limiter(kind, "account"), email.trim().toLowerCase()]);
  for (const [l, key] of checks) {
    if (!l) continue;
    const result = await l.consume(key);
    if (!result.ok) return result;
  }
  return { ok: true };
}

/**
 * The better-auth endpoints a browser may call over HTTP, and the limit each goes through. Everything
 * else better-auth offers (change-password, change-email, verify-password, update-user, delete-user, the
 * session and account lists, tokens…) is answered 404: our own screens call those server-side, after
 * their own checks (the current password, the same limits), so the HTTP copies would only be a way round
 * those checks. Email links (verify-email, reset-password/:token) and the OAuth round trip stay open.
 */
export const BROWSER_AUTH_ENDPOINTS: Array<{ path: RegExp; methods: string[]; limit: AuthLimitKind | null }> = [
  { path: /^\/sign-in\/email$/, methods: ["POST"], limit: "sign-in" },
  { path: /^\/sign-up\/email$/, methods: ["POST"], limit: "sign-up" },
  { path: /^\/sign-in\/social$/, methods: ["POST"], limit: null },
  { path: /^\/callback\/[^/]+$/, methods: ["GET", "POST"], limit: null },
  { path: /^\/oauth2\/callback\/[^/]+$/, methods: ["GET", "POST"], limit: null },
  { path: /^\/get-session$/, methods: ["GET"], limit: null },
  { path: /^\/sign-out$/, methods: ["POST"], limit: null },
  { path: /^\/request-password-reset$/, methods: ["POST"], limit: "password-reset" },
  { path: /^\/reset-password$/, methods: ["POST"], limit: "password-reset" },
  { path: /^\/reset-password\/[^/]+$/, methods: ["GET"], limit: null },
  { path: /^\/send-verification-email$/, methods: ["POST"], limit: "verification" },
  { path: /^\/verify-email$/, methods: ["GET"], limit: "verification" },
  { path: /^\/(ok|error)$/, methods: ["GET"], limit: null },
];

export type AuthEndpointPolicy = { exposed: false } | { exposed: true; limit: AuthLimitKind | null };

/** Whether an /api/auth request may reach better-auth, and under which limit (see BROWSER_AUTH_ENDPOINTS). */
export function authEndpointPolicy(method: string, pathname: string): AuthEndpointPolicy {
  const path = pathname.replace(/^\/api\/auth/, "");
  const endpoint = BROWSER_AUTH_ENDPOINTS.find((e) => e.path.test(path));
  if (!endpoint?.methods.includes(method)) return { exposed: false };
  return { exposed: true, limit: endpoint.limit };
}

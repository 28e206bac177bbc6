import { describe, expect, it } from "vitest";
import { AUTH_LIMIT_RULES, authEndpointPolicy, consumeAuthLimit } from "~server/limits/rate-limit.server";
import { SlidingWindowLimiter } from "~server/limits/sliding-window-limiter.server";
import { isCrossSiteRequest } from "./origin-check.server";

const PUBLIC = "https://booth.example";
const h = (init: Record<string, string>) => new Headers(init);

describe("cross-site request check", () => {
  it("lets safe methods through whatever their origin", () => {
    expect(isCrossSiteRequest("GET", h({ origin: "https://evil.example" }), PUBLIC)).toBe(false);
  });
  it("accepts an Origin equal to PUBLIC_URL and refuses any other", () => {
    expect(isCrossSiteRequest("POST", h({ origin: PUBLIC }), PUBLIC)).toBe(false);
    expect(isCrossSiteRequest("POST", h({ origin: "https://evil.example" }), PUBLIC)).toBe(true);
    expect(isCrossSiteRequest("DELETE", h({ origin: "https://booth.example.evil.example" }), PUBLIC)).toBe(true);
    expect(isCrossSiteRequest("POST", h({ origin: "null" }), PUBLIC)).toBe(true);
  });
  it("accepts the other loopback spellings of a loopback PUBLIC_URL (same scheme and port), nothing wider", () => {
    const local = "http://localhost:3000";
    expect(isCrossSiteRequest("POST", h({ origin: "http://127.0.0.1:3000" }), local)).toBe(false);
    expect(isCrossSiteRequest("POST", h({ origin: "http://[::1]:3000" }), local)).toBe(false);
    expect(isCrossSiteRequest("POST", h({ origin: "http://localhost:3000" }), "http://127.0.0.1:3000")).toBe(false);
    expect(isCrossSiteRequest("POST", h({ origin: "http://127.0.0.1:3001" }), local)).toBe(true);
    expect(isCrossSiteRequest("POST", h({ origin: "https://127.0.0.1:3000" }), local)).toBe(true);
    expect(isCrossSiteRequest("POST", h({ origin: "http://127.0.0.1" }), PUBLIC)).toBe(true);
  });
  it("falls back to Sec-Fetch-Site, and lets non-browser clients (no headers) through", () => {
    expect(isCrossSiteRequest("POST", h({ "sec-fetch-site": "cross-site" }), PUBLIC)).toBe(true);
    expect(isCrossSiteRequest("POST", h({ "sec-fetch-site": "same-origin" }), PUBLIC)).toBe(false);
    expect(isCrossSiteRequest("POST", h({}), PUBLIC)).toBe(false);
  });
});

describe("account endpoint limits", () => {
  it("maps the browser's auth endpoints to their limit", () => {
    expect(authEndpointPolicy("POST", "/api/auth/sign-in/email")).toEqual({ exposed: true, limit: "sign-in" });
    expect(authEndpointPolicy("POST", "/api/auth/sign-up/email")).toEqual({ exposed: true, limit: "sign-up" });
    expect(authEndpointPolicy("POST", "/api/auth/request-password-reset")).toEqual({
      exposed: true,
      limit: "password-reset",
    });
    expect(authEndpointPolicy("POST", "/api/auth/reset-password")).toEqual({ exposed: true, limit: "password-reset" });
    expect(authEndpointPolicy("GET", "/api/auth/verify-email")).toEqual({ exposed: true, limit: "verification" });
    expect(authEndpointPolicy("POST", "/api/auth/send-verification-email")).toEqual({
      exposed: true,
      limit: "verification",
    });
    expect(authEndpointPolicy("GET", "/api/auth/get-session")).toEqual({ exposed: true, limit: null });
    expect(authEndpointPolicy("GET", "/api/auth/callback/google")).toEqual({ exposed: true, limit: null });
    expect(authEndpointPolicy("GET", "/api/auth/reset-password/abc123")).toEqual({ exposed: true, limit: null });
  });
  it("does not expose the endpoints that would skip our screens' checks (password, limits)", () => {
    for (const path of [
      "/api/auth/change-password",
      "/api/auth/change-email",
      "/api/auth/verify-password",
      "/api/auth/update-user",
      "/api/auth/delete-user",
      "/api/auth/list-sessions",
      "/api/auth/revoke-sessions",
      "/api/auth/get-access-token",
      "/api/auth/link-social",
      "/api/auth/sign-in/email/extra",
    ])
      expect(authEndpointPolicy("POST", path), path).toEqual({ exposed: false });
    // A GET to a POST-only endpoint is not passed on either.
    expect(authEndpointPolicy("GET", "/api/auth/sign-in/email")).toEqual({ exposed: false });
  });
  it("refuses the 10th sign-in within a minute from one IP, unknown emails included", async () => {
    const ip = "198.51.100.77";
    for (let i = 1; i <= 9; i++)
      expect((await consumeAuthLimit("sign-in", ip, `nobody-${i}@booth.test`)).ok, `attempt ${i}`).toBe(true);
    const tenth = await consumeAuthLimit("sign-in", ip, "nobody-10@booth.test");
    expect(tenth.ok).toBe(false);
    if (!tenth.ok) expect(tenth.retryAfterS).toBeGreaterThan(0);
    // Another address is unaffected.
    expect((await consumeAuthLimit("sign-in", "198.51.100.78", "x@booth.test")).ok).toBe(true);
  });
  it("limits one account across many addresses", async () => {
    let refused = false;
    for (let i = 0; i < 25 && !refused; i++)
      refused = !(await consumeAuthLimit("sign-in", `203.0.113.${i}`, "Target@Booth.test")).ok;
    expect(refused).toBe(true);
  });
});

describe("sliding-window limits (never more than the documented count in any span)", () => {
  it("keeps to the sign-in rule across what a fixed window would treat as a boundary", () => {
    const { points, duration } = AUTH_LIMIT_RULES["sign-in"].perIp;
    let now = 0;
    const limiter = new SlidingWindowLimiter(points, duration, () => now);
    // One attempt, then a burst at the end of the first minute and another just after it:
    // a fixed window would accept 1 + 8 + 9 = 18 within 2 seconds.
    const accepted: number[] = [];
    const attempt = (at: number) => {
      now = at;
      if (limiter.consume("198.51.100.1").ok) accepted.push(at);
    };
    attempt(0);
    for (let i = 0; i < 20; i++) attempt(59_000 + i * 50);
    for (let i = 0; i < 20; i++) attempt(60_500 + i * 50);
    for (let i = 0; i < 120; i++) attempt(61_500 + i * 1000);
    for (let i = 0; i < accepted.length; i++) {
      const inWindow = accepted.filter((t) => t > accepted[i] - duration * 1000 && t <= accepted[i]).length;
      expect(inWindow, `window ending ${accepted[i]} ms`).toBeLessThanOrEqual(points);
    }
    // It still lets the full count through once the earlier ones have aged out.
    expect(accepted.length).toBeGreaterThanOrEqual(points * 2);
  });
  it("says when the oldest accepted attempt leaves the window", () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(2, 60, () => now);
    expect(limiter.consume("k").ok).toBe(true);
    now = 40_000;
    expect(limiter.consume("k").ok).toBe(true);
    now = 45_000;
    expect(limiter.consume("k")).toEqual({ ok: false, retryAfterS: 15 });
    now = 60_000;
    expect(limiter.consume("k").ok).toBe(true);
    now = 60_001;
    expect(limiter.consume("k")).toEqual({ ok: false, retryAfterS: 40 });
  });
  it("keys are independent, and aged-out keys are dropped", () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(1, 1, () => now);
    for (let i = 0; i < 4_000; i++) expect(limiter.consume(`ip-${i}`).ok).toBe(true);
    expect(limiter.size).toBe(4_000);
    now = 5_000;
    for (let i = 0; i < 1_000; i++) limiter.consume(`later-${i}`);
    expect(limiter.size).toBeLessThan(5_000);
  });
});

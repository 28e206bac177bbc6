import { describe, expect, it } from "vitest";
import { isCrossSiteRequest } from "./origin-check.server";
import { authLimitKindForPath, consumeAuthLimit } from "./rate-limit.server";

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
  it("falls back to Sec-Fetch-Site, and lets non-browser clients (no headers) through", () => {
    expect(isCrossSiteRequest("POST", h({ "sec-fetch-site": "cross-site" }), PUBLIC)).toBe(true);
    expect(isCrossSiteRequest("POST", h({ "sec-fetch-site": "same-origin" }), PUBLIC)).toBe(false);
    expect(isCrossSiteRequest("POST", h({}), PUBLIC)).toBe(false);
  });
});

describe("account endpoint limits", () => {
  it("maps auth paths to their limit", () => {
    expect(authLimitKindForPath("/api/auth/sign-in/email")).toBe("sign-in");
    expect(authLimitKindForPath("/api/auth/sign-up/email")).toBe("sign-up");
    expect(authLimitKindForPath("/api/auth/request-password-reset")).toBe("password-reset");
    expect(authLimitKindForPath("/api/auth/verify-email")).toBe("verification");
    expect(authLimitKindForPath("/api/auth/get-session")).toBeNull();
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

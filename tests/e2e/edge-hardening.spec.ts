import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { authStateFile } from "./fixtures/auth";
import { E2E_PASSWORD, E2E_SERVERS } from "./servers";

/**
 * What probing the running app found, checked over HTTP against the built app on the "default"
 * server: redirects after sign-in stay on this site, and what a signed-in person is served is never cached.
 * HTTP-only, so the desktop project runs it.
 */
test.skip(({ isMobile }) => isMobile, "HTTP-only: the desktop project runs it");

const BASE = E2E_SERVERS.default.url;
/** Values that a URL parser normalises into "//evil.example" (protocol-relative: another site). */
const HOSTILE_TARGETS = [
  "/.//evil.example",
  "/%2e%2e//evil.example",
  "/x/..//evil.example",
  "/%2E//evil.example/phish",
  "/..//evil.example",
  "/./\\/evil.example",
];
/** The default server trusts loopback's X-Forwarded-For: a fresh address keeps these clear of the per-IP limits. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const isOffSite = (location: string | undefined) => !location || /^(?:[a-z][a-z0-9+.-]*:)?[/\\]{2}/i.test(location);

test("signed in, /login and /signup never redirect off the site, whatever redirectTo says", async ({ playwright }) => {
  const signedIn = await playwright.request.newContext({
    baseURL: BASE,
    storageState: await authStateFile(BASE, "user"),
  });
  try {
    for (const screen of ["/login", "/signup"]) {
      for (const target of HOSTILE_TARGETS) {
        const res = await signedIn.get(`${screen}?redirectTo=${encodeURIComponent(target)}`, { maxRedirects: 0 });
        expect(res.status(), `${screen} ${target}`).toBe(302);
        const location = res.headers().location;
        expect(isOffSite(location), `${screen} ${target} → ${location}`).toBe(false);
        expect(location).toBe("/");
      }
    }
    // A same-site path is still honoured.
    const ok = await signedIn.get(`/login?redirectTo=${encodeURIComponent("/following")}`, { maxRedirects: 0 });
    expect(ok.headers().location).toBe("/following");
  } finally {
    await signedIn.dispose();
  }
});

test("a successful sign-in form post never redirects off the site", async ({ playwright }) => {
  const target = HOSTILE_TARGETS[1];
  const guest = await playwright.request.newContext({
    baseURL: BASE,
    extraHTTPHeaders: { "X-Forwarded-For": freshIp(), Origin: BASE },
  });
  try {
    const res = await guest.post(`/login?redirectTo=${encodeURIComponent(target)}`, {
      form: { email: "fan@booth.test", password: E2E_PASSWORD, redirectTo: target },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe("/");
    expect(res.headers()["set-cookie"]).toContain("session_token=");
  } finally {
    await guest.dispose();
  }
});

test("signed-in pages and route data are private and not stored; a guest's route data is not stored either", async ({
  playwright,
}) => {
  const signedIn = await playwright.request.newContext({
    baseURL: BASE,
    storageState: await authStateFile(BASE, "user"),
  });
  const guest = await playwright.request.newContext({ baseURL: BASE });
  try {
    for (const path of [
      "/",
      "/following",
      "/profile",
      "/dj/tomer-halevi",
      "/following.data",
      "/dj/tomer-halevi.data",
    ]) {
      const res = await signedIn.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBeLessThan(400);
      expect(res.headers()["cache-control"], path).toBe("private, no-store");
    }
    const data = await guest.get("/dj/tomer-halevi.data");
    expect(data.status()).toBe(200);
    expect(data.headers()["cache-control"]).toBe("private, no-store");
  } finally {
    await signedIn.dispose();
    await guest.dispose();
  }
});

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "~server/app";
import { type Auth, createAuth, sessionCookieName } from "~server/auth/auth.server";
import { signInFromForm } from "~server/auth/sign-in.server";
import { loadConfig } from "~server/config.server";
import type { Database } from "~server/db/client.server";
import { users } from "~server/db/schema";
import type { MailMessage } from "~server/mail/mailer.server";
import { uploadStorage } from "~server/storage/file-storage.server";
import { createTestDatabase } from "./helpers/test-database";

/**
 * The HTTP edge as a prober meets it: cookie names on https, what the account API answers for
 * a blocked account, which better-auth endpoints are reachable at all, malformed upload paths, and the
 * per-route CSP of uploads and generated art. Pages are not needed here, so the React Router build is a stub.
 */
const ORIGIN = "https://booth.example";
const dataDir = mkdtempSync(path.join(tmpdir(), "booth-http-"));
const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: ORIGIN });
const sent: MailMessage[] = [];
const mailer = { kind: "files" as const, send: async (m: MailMessage) => void sent.push(m) };
const noPages = async (): Promise<ServerBuild> => {
  throw new Error("pages are not part of this test");
};

let database: Database;
let app: ReturnType<typeof createApp>;
let auth: Auth;

beforeAll(async () => {
  database = await createTestDatabase();
  auth = createAuth(config, database, mailer);
  app = createApp({ config, database, build: noPages, mode: "production", auth, mailer });
});
afterAll(async () => {
  await database.close();
});

const post = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(`${ORIGIN}${pathname}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
  });

async function verifiedAccount(email: string, password: string) {
  const res = await post("/api/auth/sign-up/email", { email, password, name: email.split("@")[0] });
  expect(res.status).toBe(200);
  await database.db.update(users).set({ emailVerified: true, profileCompleted: true }).where(eq(users.email, email));
}

describe("session cookies on an https site", () => {
  it("are __Host- cookies: Secure, Path=/, no Domain, HttpOnly", async () => {
    await verifiedAccount("cookie.dj@booth.test", "night bus to the warehouse");
    const res = await post("/api/auth/sign-in/email", {
      email: "cookie.dj@booth.test",
      password: "night bus to the warehouse",
    });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    expect(sessionCookieName(config)).toBe("__Host-booth.session_token");
    expect(cookies.some((c) => c.startsWith("__Host-booth.session_token="))).toBe(true);
    for (const cookie of cookies) {
      expect(cookie, cookie).toMatch(/^__Host-booth\./);
      expect(cookie, cookie).toMatch(/;\s*Secure/i);
      expect(cookie, cookie).toMatch(/;\s*Path=\/(;|$)/i);
      expect(cookie, cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie, cookie).not.toMatch(/;\s*Domain=/i);
    }
    // The cookie it set is the one it reads back.
    const token = cookies.find((c) => c.startsWith("__Host-booth.session_token="))!.split(";")[0];
    const session = await app.request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie: token } });
    expect((await session.json())?.user?.email).toBe("cookie.dj@booth.test");
  });
});

describe("a blocked account", () => {
  it("answers the right password exactly as it answers a wrong one", async () => {
    await verifiedAccount("blocked.dj@booth.test", "strobe lights at dawn");
    await database.db.update(users).set({ blocked: true }).where(eq(users.email, "blocked.dj@booth.test"));
    const right = await post("/api/auth/sign-in/email", {
      email: "blocked.dj@booth.test",
      password: "strobe lights at dawn",
    });
    const wrong = await post("/api/auth/sign-in/email", {
      email: "blocked.dj@booth.test",
      password: "not the password at all",
    });
    expect(right.status).toBe(401);
    expect(right.status).toBe(wrong.status);
    expect(await right.json()).toEqual(await wrong.json());
    expect(right.headers.getSetCookie()).toEqual([]);

    // The /login form says the same to both as well.
    const form = (password: string) => {
      const body = new FormData();
      body.set("email", "blocked.dj@booth.test");
      body.set("password", password);
      return body;
    };
    const request = new Request(`${ORIGIN}/login`, { method: "POST", headers: { origin: ORIGIN } });
    const viaFormRight = await signInFromForm(auth, request, "198.51.100.9", form("strobe lights at dawn"), {
      config,
      database,
    });
    const viaFormWrong = await signInFromForm(auth, request, "198.51.100.9", form("not the password at all"), {
      config,
      database,
    });
    expect(viaFormRight.ok).toBe(false);
    expect(viaFormWrong.ok).toBe(false);
    if (!viaFormRight.ok && !viaFormWrong.ok) {
      expect(viaFormRight.response.init?.status).toBe(401);
      expect(viaFormRight.response.init?.status).toBe(viaFormWrong.response.init?.status);
      expect(viaFormRight.response.data).toEqual(viaFormWrong.response.data);
    }
  });
});

describe("better-auth endpoints that would skip our screens' checks", () => {
  it("are not reachable over HTTP: no password oracle, no unthrottled mail, nothing changed", async () => {
    await verifiedAccount("api.dj@booth.test", "four to the floor forever");
    const signIn = await post("/api/auth/sign-in/email", {
      email: "api.dj@booth.test",
      password: "four to the floor forever",
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const mailsBefore = sent.length;
    for (let i = 0; i < 15; i++) {
      const res = await post(
        "/api/auth/change-password",
        { currentPassword: `guess ${i}`, newPassword: "a brand new passphrase" },
        { cookie },
      );
      expect(res.status, `attempt ${i + 1}`).toBe(404);
    }
    for (const [pathname, body] of [
      ["/api/auth/change-email", { newEmail: "taken.over@evil.example" }],
      ["/api/auth/verify-password", { password: "four to the floor forever" }],
      ["/api/auth/update-user", { name: "Renamed" }],
      ["/api/auth/delete-user", {}],
      ["/api/auth/revoke-sessions", {}],
    ] as const) {
      expect((await post(pathname, body, { cookie })).status, pathname).toBe(404);
    }
    expect(sent.length).toBe(mailsBefore);
    const [row] = await database.db.select().from(users).where(eq(users.email, "api.dj@booth.test"));
    expect(row.name).toBe("api.dj");
    // The session still works and the password is unchanged.
    const session = await app.request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie } });
    expect((await session.json())?.user?.email).toBe("api.dj@booth.test");
  });
});

describe("uploads and generated art", () => {
  it("answer malformed percent-encoding with a quiet 400, not a 500", async () => {
    for (const pathname of ["/uploads/%ff.webp", "/uploads/%", "/uploads/djs/%E0%A4%A.webp"]) {
      const res = await app.request(`${ORIGIN}${pathname}`);
      expect(res.status, pathname).toBe(400);
    }
  });

  it("keep their own stricter Content-Security-Policy", async () => {
    await uploadStorage(config.dataDir).put("djs/test/1-640.webp", new Uint8Array([82, 73, 70, 70]), "image/webp");
    const upload = await app.request(`${ORIGIN}/uploads/djs/test/1-640.webp`);
    expect(upload.status).toBe(200);
    expect(upload.headers.get("content-security-policy")).toBe("default-src 'none'");

    const crowd = await app.request(`${ORIGIN}/art/hero/crowd.svg`);
    expect(crowd.status).toBe(200);
    expect(crowd.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");

    const art = await app.request(`${ORIGIN}/art/dj/some-dj.svg`);
    expect(art.status).toBe(200);
    expect(art.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");

    // Everything else still gets the site-wide policy and headers.
    const health = await app.request(`${ORIGIN}/api/health`);
    expect(health.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(upload.headers.get("x-frame-options")).toBe("DENY");
  });
});

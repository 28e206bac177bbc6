import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "~server/app";
import { createAuth } from "~server/auth/auth.server";
import { loadConfig } from "~server/config.server";
import type { Database } from "~server/db/client.server";
import { users } from "~server/db/schema";
import type { MailMessage } from "~server/mail/mailer.server";
import { createTestDatabase } from "./helpers/test-database";

/**
 * PUBLIC_URL is http://localhost:3000 (the default) and the newcomer opened http://127.0.0.1:3000: the same server
 * on the same machine, so sign-in and every form work there too. Another address is still refused, and the refusal
 * names the address to open. (better-auth's own origin check is off under vitest — NODE_ENV test — so its
 * trustedOrigins are proved in tests/e2e/loopback-address.spec.ts.)
 */
const PUBLIC = "http://localhost:3000";
const LOOPBACK = "http://127.0.0.1:3000";
const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "booth-loopback-")), PUBLIC_URL: PUBLIC });
const mailer = { kind: "files" as const, send: async (_m: MailMessage) => {} };
const noPages = async (): Promise<ServerBuild> => {
  throw new Error("pages are not part of this test");
};

let database: Database;
let app: ReturnType<typeof createApp>;
const EMAIL = "loopback.dj@booth.test";
const PASSWORD = "night bus to the warehouse";

beforeAll(async () => {
  database = await createTestDatabase();
  const auth = createAuth(config, database, mailer);
  app = createApp({ config, database, build: noPages, mode: "production", auth, mailer });
  const res = await app.request(`${PUBLIC}/api/auth/sign-up/email`, {
    method: "POST",
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, name: "Loopback" }),
    headers: { "content-type": "application/json", origin: PUBLIC },
  });
  expect(res.status).toBe(200);
  await database.db.update(users).set({ emailVerified: true, profileCompleted: true }).where(eq(users.email, EMAIL));
});
afterAll(async () => {
  await database.close();
});

const signIn = (site: string, origin: string, headers: Record<string, string> = {}) =>
  app.request(`${site}/api/auth/sign-in/email`, {
    method: "POST",
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    headers: { "content-type": "application/json", origin, "sec-fetch-site": "same-origin", ...headers },
  });

describe("a loopback PUBLIC_URL opened under another loopback name", () => {
  for (const site of [LOOPBACK, "http://[::1]:3000"]) {
    it(`signs in through the API at ${site}, with a session cookie`, async () => {
      const res = await signIn(site, site);
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().some((c) => c.startsWith("booth.session_token="))).toBe(true);
    });
  }

  it("still refuses another address, naming the one to open (JSON for a client-side submission)", async () => {
    const res = await app.request(`http://192.168.1.5:3000/login.data`, {
      method: "POST",
      body: new URLSearchParams({ email: EMAIL, password: PASSWORD }),
      headers: { origin: "http://192.168.1.5:3000", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      error: "Cross-site request refused",
      screen: "wrong-address",
      address: "http://localhost:3000/login",
      message: expect.stringContaining("Open http://localhost:3000/login"),
    });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("a form posted without JavaScript from another address gets a page with the link, not the error screen", async () => {
    const res = await app.request(`http://192.168.1.5:3000/login`, {
      method: "POST",
      body: new URLSearchParams({ email: EMAIL, password: PASSWORD }),
      headers: {
        origin: "http://192.168.1.5:3000",
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html,application/xhtml+xml",
        "sec-fetch-mode": "navigate",
      },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("Open http://localhost:3000/login");
    expect(html).toContain('href="http://localhost:3000/login"');
    expect(html).not.toContain("Something went wrong");
  });
});

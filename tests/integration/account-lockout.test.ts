import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "~server/app";
import { type Auth, createAuth } from "~server/auth/auth.server";
import { DEVICE_COOKIE_MAX_AGE_S, deviceCookieName, signDevice } from "~server/auth/device-cookie.server";
import { signInFromForm } from "~server/auth/sign-in.server";
import { loadConfig } from "~server/config.server";
import type { Database } from "~server/db/client.server";
import { users } from "~server/db/schema";
import { getCredentialStamp } from "~server/domain/users/get-credential-stamp.server";
import { AUTH_LIMIT_RULES } from "~server/limits/rate-limit.server";
import { createTestDatabase } from "./helpers/test-database";

/**
 * Decision 048: the per-account sign-in and password-reset limits stay, but spending them from many addresses no
 * longer locks out the account's owner in a browser that signed in before. That browser holds a signed device
 * cookie (set by a password sign-in, over the HTTP API and the /login form alike); while it is good — ours, under
 * 90 days old, for this account, over its current password — the browser has a small limit of its own instead of
 * the account's, and is locked alone when it spends it. Both engines: on PostgreSQL the limits live in the shared
 * table, on PGlite in memory. Each client below comes from its own address (the per-IP limit is not the subject).
 */
const ORIGIN = "https://booth.example";
const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "booth-lockout-")), PUBLIC_URL: ORIGIN });
const mailer = { kind: "files" as const, send: async () => {} };
const noPages = async (): Promise<ServerBuild> => {
  throw new Error("pages are not part of this test");
};
const PASSWORD = "owner of the late night slot";
const NEW_PASSWORD = "owner of the early morning slot";

let database: Database;
let auth: Auth;
let app: ReturnType<typeof createApp>;
let nextIp = 1;
/** A client address nobody used before in this file. */
const freshIp = () => `203.0.113.${nextIp++}`;

beforeAll(async () => {
  database = await createTestDatabase();
  auth = createAuth(config, database, mailer);
  app = createApp({ config, database, build: noPages, mode: "production", auth, mailer });
});
afterAll(async () => {
  await database.close();
});

async function account(email: string) {
  await auth.api.signUpEmail({ body: { email, password: PASSWORD, name: email.split("@")[0] } });
  await database.db.update(users).set({ emailVerified: true, profileCompleted: true }).where(eq(users.email, email));
}

/** A browser: its cookies (name → value), kept between requests like a cookie jar. */
type Jar = Map<string, string>;
const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
function keep(jar: Jar, res: Response) {
  for (const cookie of res.headers.getSetCookie()) {
    const [pair] = cookie.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

async function signIn(email: string, password: string, jar: Jar = new Map(), ip = freshIp()) {
  const res = await app.request(
    `${ORIGIN}/api/auth/sign-in/email`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, cookie: cookieHeader(jar) },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );
  keep(jar, res);
  return res.status;
}

async function requestReset(email: string, jar: Jar = new Map()) {
  const res = await app.request(
    `${ORIGIN}/api/auth/request-password-reset`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, cookie: cookieHeader(jar) },
      body: JSON.stringify({ email, redirectTo: "/reset-password" }),
    },
    { incoming: { socket: { remoteAddress: freshIp() } } },
  );
  return res.status;
}

/** Spends the account's sign-in budget with wrong passwords, one address each, until it is refused. */
async function lockOut(email: string) {
  const statuses: number[] = [];
  const { points } = AUTH_LIMIT_RULES["sign-in"].perAccount as { points: number };
  while (statuses.at(-1) !== 429 && statuses.length <= points)
    statuses.push(await signIn(email, `wrong guess ${statuses.length}`));
  // The owner's own sign-in counted too: the rest of the 20 go to wrong guesses, then the account is refused.
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
  expect(statuses.length).toBeGreaterThanOrEqual(points - 2);
}

/** Only the device cookie of a browser (its session signed out), as after closing the tab and coming back. */
function deviceOnly(jar: Jar): Jar {
  return new Map([...jar].filter(([name]) => name === deviceCookieName(config)));
}

describe("a signed device cookie against account lockout", () => {
  it("is set by a password sign-in: HttpOnly, SameSite=Lax, 90 days, bound to the account", async () => {
    await account("cookie.owner@booth.test");
    const res = await app.request(
      `${ORIGIN}/api/auth/sign-in/email`,
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify({ email: "cookie.owner@booth.test", password: PASSWORD }),
      },
      { incoming: { socket: { remoteAddress: freshIp() } } },
    );
    expect(res.status).toBe(200);
    const device = res.headers.getSetCookie().find((c) => c.startsWith(`${deviceCookieName(config)}=`));
    expect(device).toBeDefined();
    expect(deviceCookieName(config)).toBe("__Host-booth.trusted_device");
    expect(device).toMatch(/;\s*HttpOnly/i);
    expect(device).toMatch(/;\s*SameSite=Lax/i);
    expect(device).toMatch(/;\s*Secure/i);
    expect(device).toMatch(/;\s*Path=\/(;|$)/i);
    expect(device).toContain(`Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`);
    expect(DEVICE_COOKIE_MAX_AGE_S).toBe(90 * 24 * 60 * 60);
    // A failed sign-in hands out none.
    const wrong = new Map<string, string>();
    expect(await signIn("cookie.owner@booth.test", "not it at all", wrong)).toBe(401);
    expect(wrong.has(deviceCookieName(config))).toBe(false);
  });

  it("lets the browser that signed in before sign in while the account is locked for everyone else", async () => {
    const email = "locked.owner@booth.test";
    await account(email);
    const laptop: Jar = new Map();
    expect(await signIn(email, PASSWORD, laptop)).toBe(200);
    expect(laptop.has(deviceCookieName(config))).toBe(true);

    await lockOut(email);
    // Anyone else, with the right password: locked.
    expect(await signIn(email, PASSWORD)).toBe(429);
    // The laptop, signed out, from a new address: in.
    const back = deviceOnly(laptop);
    expect(await signIn(email, PASSWORD, back)).toBe(200);
    // The same through the /login form (its own code path).
    const form = new FormData();
    form.set("email", email);
    form.set("password", PASSWORD);
    const request = (cookie: string) =>
      new Request(`${ORIGIN}/login`, { method: "POST", headers: { origin: ORIGIN, cookie } });
    const viaForm = await signInFromForm(auth, request(cookieHeader(deviceOnly(laptop))), freshIp(), form, {
      config,
      database,
    });
    expect(viaForm.ok).toBe(true);
    if (viaForm.ok) expect(viaForm.setCookies.some((c) => c.startsWith(`${deviceCookieName(config)}=`))).toBe(true);
    const stranger = await signInFromForm(auth, request(""), freshIp(), form, { config, database });
    expect(stranger.ok).toBe(false);
    if (!stranger.ok) expect(stranger.response.init?.status).toBe(429);
  });

  it("gives the device a small limit of its own, and locks that device alone", async () => {
    const email = "guarded.owner@booth.test";
    await account(email);
    const phone: Jar = new Map();
    const tablet: Jar = new Map();
    expect(await signIn(email, PASSWORD, phone)).toBe(200);
    expect(await signIn(email, PASSWORD, tablet)).toBe(200);
    const stolen = deviceOnly(phone);
    const { points } = AUTH_LIMIT_RULES["sign-in"].perDevice!;
    expect(points).toBe(10);
    const statuses: number[] = [];
    for (let i = 0; i < points + 1; i++) statuses.push(await signIn(email, `guess ${i}`, new Map(stolen)));
    expect(statuses.slice(0, points)).toEqual(Array(points).fill(401));
    expect(statuses[points]).toBe(429);
    // That device is locked, even with the right password; the other device is not, nor is the account.
    expect(await signIn(email, PASSWORD, new Map(stolen))).toBe(429);
    expect(await signIn(email, PASSWORD, deviceOnly(tablet))).toBe(200);
    expect(await signIn(email, PASSWORD)).toBe(200);
  });

  it("is worthless for another account, when forged, when older than 90 days, and after a password change", async () => {
    const email = "careful.owner@booth.test";
    await account(email);
    await account("other.owner@booth.test");
    const own: Jar = new Map();
    expect(await signIn(email, PASSWORD, own)).toBe(200);
    const other: Jar = new Map();
    expect(await signIn("other.owner@booth.test", PASSWORD, other)).toBe(200);
    await lockOut(email);

    const name = deviceCookieName(config);
    const good = own.get(name) as string;
    const [user, nonce, , mac] = good.split(".");
    const credential = await getCredentialStamp(database.db, { email });
    const userId = credential?.userId as string;
    const longAgo = Math.floor(Date.now() / 1000) - DEVICE_COOKIE_MAX_AGE_S - 60;
    const refused: Record<string, string> = {
      "another account's cookie": other.get(name) as string,
      "a changed signature": `${user}.${nonce}.${Math.floor(Date.now() / 1000)}.${mac}`,
      "a signature with another secret": signDevice(
        "not the app's secret",
        { userId, nonce, issuedAtS: Math.floor(Date.now() / 1000) },
        credential?.stamp as string,
      ),
      "older than 90 days": signDevice(
        config.authSecret,
        { userId, nonce, issuedAtS: longAgo },
        credential?.stamp as string,
      ),
      garbage: "x.y",
    };
    for (const [what, value] of Object.entries(refused))
      expect(await signIn(email, PASSWORD, new Map([[name, value]])), what).toBe(429);
    expect(await signIn(email, PASSWORD, deviceOnly(own))).toBe(200);

    // A new password revokes every device cookie issued before it.
    const session = new Map(own);
    const changed = await auth.api.changePassword({
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      headers: new Headers({ cookie: cookieHeader(session) }),
    });
    expect(changed.user.email).toBe(email);
    expect(await signIn(email, NEW_PASSWORD, deviceOnly(own))).toBe(429);
  });

  it("lets a browser that signed in before ask for a password reset after the account's reset limit is spent", async () => {
    const email = "forgetful.owner@booth.test";
    await account(email);
    const laptop: Jar = new Map();
    expect(await signIn(email, PASSWORD, laptop)).toBe(200);
    const { points } = AUTH_LIMIT_RULES["password-reset"].perAccount!;
    for (let i = 0; i < points; i++) expect(await requestReset(email)).toBe(200);
    expect(await requestReset(email)).toBe(429);
    expect(await requestReset(email, deviceOnly(laptop))).toBe(200);
  });
});

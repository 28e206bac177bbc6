import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "~server/app";
import { type Auth, createAuth } from "~server/auth/auth.server";
import { resolveViewer } from "~server/auth/get-viewer.server";
import { loadConfig } from "~server/config.server";
import type { Database } from "~server/db/client.server";
import { sessions, users } from "~server/db/schema";
import { clearTestReadFaults, setTestReadOutage } from "~server/test-hooks/read-faults.server";
import { createTestDatabase } from "./helpers/test-database";

/**
 * A signed-in visitor while the database cannot answer their session (decision 039): the request is not a guest's.
 * The session read (or the users-row read after it) fails as a stopped PostgreSQL makes it fail (the test-only
 * outage of that named read); the viewer comes back "unreadable" — no user, but no cookie cleared and no session
 * revoked — and GET /api/auth/get-session answers 503 with Retry-After, not better-auth's 500. Before, the failure
 * was turned into "no session": a guest, the sign-in screen on /profile. The real outage (PostgreSQL stopped) is in
 * database-faults.test.ts; the pages a visitor sees in tests/e2e/slow-data-and-outages.spec.ts.
 */
const ORIGIN = "https://booth.example";
const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "booth-session-outage-")), PUBLIC_URL: ORIGIN });
const mailer = { kind: "files" as const, send: async () => {} };
const noPages = async (): Promise<ServerBuild> => {
  throw new Error("pages are not part of this test");
};
const EMAIL = "outage.fan@booth.test";
const PASSWORD = "dancing through the blackout";

let database: Database;
let auth: Auth;
let app: ReturnType<typeof createApp>;
let cookie = "";

beforeAll(async () => {
  database = await createTestDatabase();
  auth = createAuth(config, database, mailer);
  app = createApp({ config, database, build: noPages, mode: "production", auth, mailer });
  await auth.api.signUpEmail({ body: { email: EMAIL, password: PASSWORD, name: "Outage Fan" } });
  await database.db.update(users).set({ emailVerified: true, profileCompleted: true }).where(eq(users.email, EMAIL));
  const res = await auth.api.signInEmail({ body: { email: EMAIL, password: PASSWORD }, asResponse: true });
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});
afterEach(() => clearTestReadFaults());
afterAll(async () => {
  clearTestReadFaults();
  await database.close();
});

const sessionCount = async () =>
  (await database.db.select().from(sessions).innerJoin(users, eq(users.id, sessions.userId))).filter(
    (row) => row.users.email === EMAIL,
  ).length;

describe("a session the database cannot read", () => {
  it("is neither a guest nor a sign-out: the viewer is unreadable, the cookie and the session stay", async () => {
    const headers = new Headers({ cookie });
    expect((await resolveViewer(auth, database, headers)).viewer.role).toBe("user");

    setTestReadOutage("session", true);
    const down = await resolveViewer(auth, database, headers);
    expect(down.unreadable).toBeTruthy();
    expect(down.userId).toBeNull();
    expect(down.blockedSignOut).toBe(false);
    // Nothing that would clear the browser's cookie.
    expect(down.responseHeaders?.getSetCookie() ?? []).toEqual([]);

    // The users row after a readable session: the same (the 6 s timeout is another rule, spec-timeouts.test.ts).
    setTestReadOutage("session", false);
    setTestReadOutage("account-standing", true);
    const standingDown = await resolveViewer(auth, database, headers);
    expect(standingDown.unreadable).toBeTruthy();
    expect(standingDown.blockedSignOut).toBe(false);

    clearTestReadFaults();
    const back = await resolveViewer(auth, database, headers);
    expect(back.unreadable).toBeNull();
    expect(back.viewer.role).toBe("user");
    expect(back.viewer.email).toBe(EMAIL);
    expect(await sessionCount()).toBe(1);
  });

  it("answers GET /api/auth/get-session with a JSON 503 and Retry-After, then the session once the database is back", async () => {
    setTestReadOutage("session", true);
    const down = await app.request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie } });
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    expect(down.headers.get("cache-control")).toBe("no-store");
    expect(down.headers.getSetCookie()).toEqual([]);
    expect(await down.json()).toMatchObject({ code: "DATABASE_UNAVAILABLE" });

    clearTestReadFaults();
    const back = await app.request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie } });
    expect(back.status).toBe(200);
    expect((await back.json())?.user?.email).toBe(EMAIL);
  });
});

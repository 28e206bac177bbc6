import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "~server/auth/auth.server";
import { resolveViewer, USER_QUERY_TIMEOUT_MS } from "~server/auth/get-viewer.server";
import { loadConfig } from "~server/config.server";
import type { Database } from "~server/db/client.server";
import { sessions, users } from "~server/db/schema";
import { setTestReadDelay } from "~server/test-hooks/read-faults.server";
import { createTestDatabase } from "./helpers/test-database";

/**
 * Spec §8/§9 "User query timeout (6 s) → treated as non-admin, not blocked", with an artificially slow database:
 * the users-row read of a request is made to take 7 s (a test-only delay of that named read).
 */
let database: Database;
const dataDir = mkdtempSync(path.join(tmpdir(), "booth-timeouts-"));
const config = loadConfig({
  DATA_DIR: dataDir,
  PUBLIC_URL: "http://localhost:4998",
  ADMIN_EMAILS: "slow.boss@booth.test",
});
const mailer = { kind: "files" as const, send: async () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  setTestReadDelay("account-standing", null);
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a users-row read slower than 6 s", () => {
  it("continues as a signed-in non-admin who is not blocked, after 6 s, not 7", async () => {
    const auth = createAuth(config, database, mailer);
    const email = "slow.boss@booth.test";
    const password = "the slow boss plays last";
    await auth.api.signUpEmail({ body: { email, password, name: "Slow Boss" } });
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const res = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const headers = new Headers({ cookie });
    // An admin (ADMIN_EMAILS) while the database answers.
    expect((await resolveViewer(auth, database, headers)).viewer.role).toBe("admin");

    // Blocked meanwhile: the slow read cannot know it; the request goes on as a plain signed-in user.
    await database.db.update(users).set({ blocked: true }).where(eq(users.email, email));
    setTestReadDelay("account-standing", USER_QUERY_TIMEOUT_MS + 1_000);
    const started = Date.now();
    const slow = await resolveViewer(auth, database, headers);
    const ms = Date.now() - started;
    setTestReadDelay("account-standing", null);
    expect(slow.viewer.role).toBe("user");
    expect(slow.viewer.email).toBe(email);
    expect(slow.userId).not.toBeNull();
    expect(slow.blockedSignOut).toBe(false);
    expect(ms).toBeGreaterThanOrEqual(USER_QUERY_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(USER_QUERY_TIMEOUT_MS + 900);
    // Not signed out on a guess: the session is still there.
    expect(
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, slow.userId as string)),
    ).toHaveLength(1);

    // Once the database answers in time again, the block applies (signed out, sessions revoked).
    const fast = await resolveViewer(auth, database, headers);
    expect(fast.blockedSignOut).toBe(true);
    expect(fast.viewer.role).toBe("guest");
  }, 30_000);
});

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
import { createTestDatabase } from "./helpers/test-database";

/**
 * U+0000 in the JSON body of an account endpoint: refused with a JSON 400 before better-auth or the database sees it,
 * as a NUL in a form body is (before, a sign-up with one reached the database, which refused it: a 422 and a
 * multi-line log). Nothing is created; a clean body still goes through.
 */
const ORIGIN = "https://booth.example";
const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "booth-json-nul-")), PUBLIC_URL: ORIGIN });
const mailer = { kind: "files" as const, send: async () => {} };
const noPages = async (): Promise<ServerBuild> => {
  throw new Error("pages are not part of this test");
};

let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({
    config,
    database,
    build: noPages,
    mode: "production",
    auth: createAuth(config, database, mailer),
    mailer,
  });
});
afterAll(async () => {
  await database.close();
});

const postJson = (pathname: string, body: string, ip: string) =>
  app.request(
    `${ORIGIN}${pathname}`,
    { method: "POST", body, headers: { "content-type": "application/json", origin: ORIGIN } },
    { incoming: { socket: { remoteAddress: ip } } },
  );

describe("a NUL in the JSON body of /api/auth/*", () => {
  it("is refused with a JSON 400 on sign-up, sign-in and password reset, and creates nothing", async () => {
    const email = "nul.name@booth.test";
    const cases: Array<[string, string]> = [
      [
        "/api/auth/sign-up/email",
        `{"email":"${email}","password":"a long enough passphrase 42","name":"DJ\\u0000Nul"}`,
      ],
      [
        "/api/auth/sign-up/email",
        `{"email":"nul\\u0000@booth.test","password":"a long enough passphrase 42","name":"N"}`,
      ],
      ["/api/auth/sign-in/email", `{"email":"fan@booth.test","password":"pass\\u0000word"}`],
      ["/api/auth/request-password-reset", `{"email":"fan\\u0000@booth.test","redirectTo":"/reset-password"}`],
    ];
    for (const [index, [pathname, body]] of cases.entries()) {
      const res = await postJson(pathname, body, `198.51.100.${index + 10}`);
      expect(res.status, `${pathname} ${body}`).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toMatchObject({ error: expect.stringContaining("U+0000") });
    }
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("lets the same sign-up through without the NUL", async () => {
    const res = await postJson(
      "/api/auth/sign-up/email",
      '{"email":"clean.name@booth.test","password":"a long enough passphrase 42","name":"DJ Clean"}',
      "198.51.100.30",
    );
    expect(res.status).toBe(200);
  });
});

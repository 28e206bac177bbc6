import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildClientErrorReport, CLIENT_ERRORS_PER_MINUTE } from "~/core/site/client-errors";
import { createApp } from "~server/app";
import { createAuth } from "~server/auth/auth.server";
import { loadConfig } from "~server/config.server";
import type { Database } from "~server/db/client.server";
import { logger } from "~server/logger.server";
import type { MailMessage } from "~server/mail/mailer.server";
import { createTestDatabase } from "./helpers/test-database";

/**
 * POST /api/client-errors: a crash the global error screen caught in the browser reaches the server's log with a
 * request id in every configuration (here: no SENTRY_DSN), so "We've been notified about this error." is true.
 */
const ORIGIN = "http://localhost:3000";
const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "booth-client-errors-")), PUBLIC_URL: ORIGIN });
const mailer = { kind: "files" as const, send: async (_m: MailMessage) => {} };
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

const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
beforeEach(() => logged.mockClear());

const crash = () => {
  const error = new TypeError("Cannot read properties of undefined (reading 'slug')");
  return buildClientErrorReport(error, "global-error", "/dj/yaniv", false);
};
const send = (body: unknown, headers: Record<string, string> = {}) =>
  app.request(`${ORIGIN}/api/client-errors`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
  });

function crashLines() {
  return logged.mock.calls.filter((call) => call[0] === "browser crash").map((call) => call[1] ?? {});
}

describe("browser crash reports", () => {
  it("are logged as one line with the request id, the page and the error", async () => {
    const response = await send(crash());
    expect(response.status).toBe(204);
    const requestId = response.headers.get("x-request-id");
    const lines = crashLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      screen: "global-error",
      path: "/dj/yaniv",
      name: "TypeError",
      message: "Cannot read properties of undefined (reading 'slug')",
      sentry: "not configured",
    });
    expect(lines[0].requestId).toEqual(expect.any(String));
    if (requestId) expect(lines[0].requestId).toBe(requestId);
    expect(String(lines[0].stack)).toContain("TypeError");
  });

  it("one the browser already sent to Sentry is logged, not sent again", async () => {
    expect((await send({ ...crash(), sentToSentry: true })).status).toBe(204);
    expect(crashLines()[0]).toMatchObject({ sentry: "sent by the browser" });
  });

  it("a bad body is 400 and logs nothing", async () => {
    for (const body of ["not json", { ...crash(), path: "/x?email=a@b.example" }, { message: "only" }, [crash()]]) {
      expect((await send(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(crashLines()).toHaveLength(0);
  });

  it("only from this site's pages: another origin, or no origin at all, is 403; a huge body 413", async () => {
    expect((await send(crash(), { origin: "https://evil.example" })).status).toBe(403);
    expect((await send(crash(), { origin: "" })).status).toBe(403);
    // The same site's other loopback name is this site.
    expect((await send(crash(), { origin: "http://127.0.0.1:3000" })).status).toBe(204);
    const huge = { ...crash(), stack: "x".repeat(20_000) };
    expect((await send(huge)).status).toBe(413);
    expect(crashLines()).toHaveLength(1);
  });

  it(`is limited to ${CLIENT_ERRORS_PER_MINUTE} a minute per address (429 with Retry-After), logging no more`, async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE + 5; i++) {
      const response = await send(crash());
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get("retry-after");
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(crashLines().length).toBeLessThanOrEqual(CLIENT_ERRORS_PER_MINUTE);
  });
});

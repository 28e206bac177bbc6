import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { seedDj, uniqueSuffix } from "~server/db/seed/factories.server";
import { SuggestionIndex } from "~server/domain/search/suggestion-index.server";
import { handleSearchSuggestions } from "~server/http/search-suggestions.server";
import { createSuggestionsFastPath, type SuggestionsFastPath } from "~server/http/suggestions-fast-path.server";
import { createTestDatabase } from "./helpers/test-database";

/**
 * The suggestions fast path (decision 014) answers before Hono: it must give the body the app gives, with the
 * app's headers, and leave every request it cannot answer untouched for the app.
 */
let database: Database;
let index: SuggestionIndex;
let fastPath: SuggestionsFastPath;
let server: Server;
let base = "";
let passedOn: string[] = [];

const APP_HEADERS = new Headers({
  "content-type": "application/json",
  "cache-control": "public, max-age=60",
  "content-security-policy": "default-src 'self'; script-src 'self' 'nonce-abc123=='; object-src 'none'",
  "x-content-type-options": "nosniff",
  "x-request-id": "from-the-probe",
  vary: "Accept-Encoding",
});

beforeAll(async () => {
  database = await createTestDatabase();
  // Slow enough to see the index step aside after a change (the last test), quick enough for the rest.
  index = new SuggestionIndex(database, { reloadAfterMs: 600 });
  await index.start();
  fastPath = createSuggestionsFastPath({ index, db: database.db, headers: APP_HEADERS });
  server = createServer((req, res) => {
    if (fastPath.handle(req, res)) return;
    passedOn.push(`${req.method} ${req.url}`);
    res.writeHead(599).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await index?.stop();
  await database?.close();
});

async function untilReady() {
  const started = Date.now();
  while (!index.ready) {
    if (Date.now() - started > 10_000) throw new Error("index not ready");
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The app's own answer (what Hono serves); it also reads the flags the fast path then reuses from memory. */
const appAnswer = async (query: string) =>
  (
    await handleSearchSuggestions(new URL(`http://x/api/search/suggestions?${query}`), database, { fresh: true })
  ).json();

describe("suggestions fast path", () => {
  it("answers with the app's body and headers, a fresh request id, no script nonce", async () => {
    const t = `fp${uniqueSuffix()
      .replace(/[^a-z0-9]/gi, "")
      .toLowerCase()}`;
    for (let i = 0; i < 3; i++) await seedDj(database.db, { displayName: `${t} Number ${i}` });
    await seedDj(database.db, { displayName: `Felix ${t}` });
    await untilReady();
    for (const query of [`q=${t}`, `q=${t}&limit=2`, `q=${t.slice(0, 3)}`, "q=a", "q=", `q=${t}%20number%201`]) {
      const expected = await appAnswer(query);
      passedOn = [];
      const response = await fetch(`${base}/api/search/suggestions?${query}`, {
        headers: { "accept-encoding": "identity" },
      });
      expect(passedOn).toEqual([]);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(expected);
      expect(response.headers.get("cache-control")).toBe("public, max-age=60");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'self'; script-src 'self'; object-src 'none'",
      );
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    const full = await appAnswer(`q=${t}`);
    expect(full.suggestions.map((s: { text: string }) => s.text)).toEqual([
      `${t} Number 0`,
      `${t} Number 1`,
      `${t} Number 2`,
      `Felix ${t}`,
    ]);
  });

  it("gzips bodies of 1 KB and more when the client accepts gzip", async () => {
    const t = `fz${uniqueSuffix()
      .replace(/[^a-z0-9]/gi, "")
      .toLowerCase()}`;
    for (let i = 0; i < 8; i++) await seedDj(database.db, { displayName: `${t} Long Stage Name Number ${i}` });
    await untilReady();
    const expected = await appAnswer(`q=${t}&limit=8`);
    const getRaw = () =>
      new Promise<{ status?: number; encoding?: string; body: Buffer }>((resolve, reject) => {
        import("node:http").then(({ get }) =>
          get(`${base}/api/search/suggestions?q=${t}&limit=8`, { headers: { "accept-encoding": "gzip" } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c) => chunks.push(c));
            res.on("end", () =>
              resolve({
                status: res.statusCode,
                encoding: res.headers["content-encoding"],
                body: Buffer.concat(chunks),
              }),
            );
          }).on("error", reject),
        );
      });
    // On PostgreSQL the new rows reach the index by a change notice, which may land after untilReady() returned:
    // until then the fast path steps aside (the app answers) or still holds the old rows. Wait for the new answer.
    let raw = await getRaw();
    for (let started = Date.now(); raw.status !== 200 || raw.encoding !== "gzip"; raw = await getRaw()) {
      if (Date.now() - started > 10_000) break;
      await new Promise((r) => setTimeout(r, 50));
      await untilReady();
    }
    expect(raw.encoding).toBe("gzip");
    expect(JSON.parse(gunzipSync(raw.body).toString())).toEqual(expected);
    expect(JSON.stringify(expected).length).toBeGreaterThanOrEqual(1024);
  });

  it("leaves other methods, paths and requests it cannot answer to the app", async () => {
    await untilReady();
    await appAnswer("q=ab");
    passedOn = [];
    await fetch(`${base}/api/search/suggestions?q=ab`, { method: "HEAD" });
    await fetch(`${base}/api/search/suggestions/?q=ab`);
    await fetch(`${base}/api/search/suggestionsx?q=ab`);
    await fetch(`${base}/api/search/click`, { method: "POST", body: "{}" });
    expect(passedOn).toEqual([
      "HEAD /api/search/suggestions?q=ab",
      "GET /api/search/suggestions/?q=ab",
      "GET /api/search/suggestionsx?q=ab",
      "POST /api/search/click",
    ]);
    // A name change: the index steps aside, the answer cache is forgotten, so the app answers from the database.
    fastPath.clear();
    const t = `fc${uniqueSuffix()
      .replace(/[^a-z0-9]/gi, "")
      .toLowerCase()}`;
    await seedDj(database.db, { displayName: `${t} Fresh` });
    const started = Date.now(); // PostgreSQL's notice comes a moment after the commit
    while (index.ready && Date.now() - started < 2000) await new Promise((r) => setTimeout(r, 2));
    passedOn = [];
    await appAnswer(`q=${t}`);
    await fetch(`${base}/api/search/suggestions?q=${t}`);
    expect(passedOn).toEqual([`GET /api/search/suggestions?q=${t}`]);
  });
});

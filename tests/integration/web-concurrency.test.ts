import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { type AppProcess, startApp, stopApp, waitUntil } from "./helpers/app-process";
import { createTestDatabaseWithUrl, testEngine } from "./helpers/test-database";

/**
 * `npm start` runs WEB_CONCURRENCY workers on PostgreSQL (Node's cluster module, one port), replaces a
 * worker that dies, and stops them all gracefully within 10 s; on PGlite it stays one process and says why.
 */
const postgres = testEngine() === "postgres";
let database: Database | undefined;
let app: AppProcess | undefined;

afterAll(async () => {
  await stopApp(app);
  await database?.close();
}, 60_000);

/**
 * /api/health on a fresh connection each time (a kept-alive connection would stay with one worker), given up after
 * 5 s: a connection the primary handed to a worker in the instant it was killed is lost with it (Node's cluster
 * does not hand it to another), as any request in flight on a killed process is.
 */
function health(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}/api/health`,
      { agent: false, headers: { connection: "close" }, timeout: 5_000 },
      (res) => {
        let text = "";
        res.on("data", (d) => {
          text += d;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 5 s")));
    req.on("error", reject);
    req.end();
  });
}

async function workersSeen(url: string, requests: number): Promise<Set<unknown>> {
  const seen = new Set<unknown>();
  for (let i = 0; i < requests; i++) seen.add((await health(url)).body.worker);
  return seen;
}

function workerPids(output: string[]): number[] {
  return output
    .join("")
    .split("\n")
    .filter((line) => line.includes('"worker started"'))
    .map((line) => Number(JSON.parse(line).pid));
}

describe.runIf(postgres)("npm start with WEB_CONCURRENCY=2 on PostgreSQL", () => {
  it("serves from both workers on one port, replaces a killed worker, and stops within 10 s letting a request finish", async () => {
    const created = await createTestDatabaseWithUrl();
    database = created.database;
    app = await startApp(created.url, "workers", { WEB_CONCURRENCY: "2", LOG_LEVEL: "info" });
    const logs = () => app?.output.join("") ?? "";
    expect(logs()).toMatch(/"starting 2 worker processes".*"reason":"WEB_CONCURRENCY=2"/);
    // The second worker starts once the first (which migrated and seeded) listens.
    expect(await waitUntil(async () => (await workersSeen(app!.url, 10)).size === 2, 60_000)).toBeLessThan(60_000);
    expect([...(await workersSeen(app.url, 20))].sort()).toEqual([1, 2]);

    // kill -9 of a worker: the primary starts another, and the port keeps answering meanwhile.
    const [firstPid] = workerPids(app.output);
    process.kill(firstPid, "SIGKILL");
    expect(await waitUntil(async () => workerPids(app!.output).length === 3, 30_000)).toBeLessThan(30_000);
    expect(logs()).toContain('"worker exited; starting another"');
    // The survivor answers while the replacement starts.
    expect((await health(app.url)).body.worker).toBe(2);
    expect(await waitUntil(async () => (await workersSeen(app!.url, 10)).has(3), 60_000)).toBeLessThan(60_000);

    // A request under way when SIGTERM arrives: its body is still coming; it is answered, then everything stops.
    const port = Number(new URL(app.url).port);
    const socket = connect(port, "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    const body = JSON.stringify({ q: "x" });
    let answer = "";
    socket.on("data", (d) => {
      answer += d;
    });
    const closed = new Promise((r) => socket.once("close", r));
    socket.write(
      `POST /api/search/seen HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    await new Promise((r) => setTimeout(r, 300));
    const stoppedAt = Date.now();
    const exited = new Promise<number | null>((r) => app!.child.once("exit", (code) => r(code)));
    app.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    socket.end(body);
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 [2-4]\d\d /);
    expect(await exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(logs()).toContain('"received SIGTERM, stopping workers"');
    expect(logs()).not.toContain("did not stop in time");
    // None of the workers outlived the primary.
    for (const pid of workerPids(app.output)) expect(() => process.kill(pid, 0)).toThrow();
  }, 300_000);
});

describe.runIf(!postgres)("npm start with WEB_CONCURRENCY=2 on PGlite", () => {
  it("stays one process and says why", async () => {
    app = await startApp(null, "one", { WEB_CONCURRENCY: "2", LOG_LEVEL: "info" });
    expect(app.output.join("")).toMatch(
      /"serving from this process".*PGlite\) can be opened by one process only, so WEB_CONCURRENCY=2 is ignored/,
    );
    const { status, body } = await health(app.url);
    expect(status).toBe(200);
    expect(body.worker).toBeUndefined();
  }, 300_000);
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "~server/db/client.server";
import { enqueueJob } from "~server/domain/jobs/enqueue-job.server";
import { createJobRunner } from "~server/jobs/job-runner.server";
import { createTestDatabaseWithUrl, testEngine } from "./helpers/test-database";

/**
 * Background jobs run exactly once across processes. Two runners drain one queue at the same time; on
 * PostgreSQL each has a pool of its own (as two app processes would: separate connections, separate sessions), so
 * only the claim's FOR UPDATE SKIP LOCKED keeps them from taking the same job. On PGlite (one process by design)
 * the two runners share the one connection.
 */
let first: Database;
let second: Database;
let ownSecond = false;

beforeAll(async () => {
  const created = await createTestDatabaseWithUrl();
  first = created.database;
  if (created.url) {
    second = await openDatabase({ databaseUrl: created.url, dataDir: "", poolMax: 4 });
    ownSecond = true;
  } else {
    second = first;
  }
});
afterAll(async () => {
  if (ownSecond) await second?.close();
  await first?.close();
});

describe("jobs across runners", () => {
  it("runs each of N jobs once when two runners drain the queue together", async () => {
    const N = 60;
    for (let i = 0; i < N; i++) {
      await enqueueJob(first.db, { kind: "test.once", key: `test.once:${i}`, payload: { n: i } });
    }
    const runs: Array<{ n: number; runner: string }> = [];
    const handler = (runner: string) => async (payload: Record<string, unknown>) => {
      // Long enough that the two runners' claims overlap in time.
      await new Promise((r) => setTimeout(r, 5));
      runs.push({ n: Number(payload.n), runner });
    };
    const a = createJobRunner({ db: first.db, handlers: { "test.once": handler("a") }, workerId: "runner-a" });
    const b = createJobRunner({ db: second.db, handlers: { "test.once": handler("b") }, workerId: "runner-b" });
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);

    expect(ranA + ranB).toBe(N);
    expect(runs).toHaveLength(N);
    expect(new Set(runs.map((r) => r.n)).size).toBe(N);
    if (testEngine() === "postgres") {
      // Both really worked the queue (otherwise "exactly once" would prove nothing).
      expect(ranA).toBeGreaterThan(0);
      expect(ranB).toBeGreaterThan(0);
    }
    const done = await first.db.execute(
      sql`select count(*)::int as n, max(attempts)::int as attempts from jobs where kind = 'test.once' and status = 'done'`,
    );
    expect((done as unknown as { rows: { n: number; attempts: number }[] }).rows[0]).toEqual({ n: N, attempts: 1 });
  });
});

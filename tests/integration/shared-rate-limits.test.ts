import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { sweepRateLimitWindows } from "~server/domain/rate-limits/sweep-rate-limit-windows.server";
import { takeRateLimitPoint } from "~server/domain/rate-limits/take-rate-limit-point.server";
import { keepLimitsIn, RateLimit } from "~server/limits/limit-store.server";
import { createTestDatabase, testEngine } from "./helpers/test-database";

/**
 * The shared rate-limit store of decision 036 (migration 0023's `booth_take_rate_limit`), on both engines: the
 * sliding log accepts exactly `points` per window, however the requests interleave. The app uses it on PostgreSQL
 * (`keepLimitsIn`); on PGlite the app keeps limits in memory, but the migration must run there too.
 */
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("the shared sliding-log limit", () => {
  it("accepts exactly the documented count when many requests arrive at once, and says when to retry", async () => {
    const input = { bucket: "test-burst", key: "198.51.100.7", points: 5, durationS: 60 };
    const results = await Promise.all(Array.from({ length: 20 }, () => takeRateLimitPoint(database.db, input)));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    for (const refused of results.filter((r) => !r.ok)) {
      expect(refused).toMatchObject({ ok: false });
      const retry = (refused as { retryAfterS: number }).retryAfterS;
      expect(retry).toBeGreaterThan(55);
      expect(retry).toBeLessThanOrEqual(60);
    }
    // Another key and another bucket have their own allowance.
    expect((await takeRateLimitPoint(database.db, { ...input, key: "198.51.100.8" })).ok).toBe(true);
    expect((await takeRateLimitPoint(database.db, { ...input, bucket: "test-other" })).ok).toBe(true);
  });

  it("lets a request in again once its oldest accepted request has left the window, and sweeps expired keys", async () => {
    const input = { bucket: "test-slide", key: "k", points: 2, durationS: 1 };
    expect((await takeRateLimitPoint(database.db, input)).ok).toBe(true);
    expect((await takeRateLimitPoint(database.db, input)).ok).toBe(true);
    expect((await takeRateLimitPoint(database.db, input)).ok).toBe(false);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await takeRateLimitPoint(database.db, input)).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await sweepRateLimitWindows(database.db)).toBeGreaterThanOrEqual(1);
    const left = await database.db.execute(
      sql`select count(*)::int as n from rate_limit_windows where bucket = 'test-slide'`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it("is what the app's limits use on PostgreSQL, and memory on PGlite", async () => {
    keepLimitsIn(database);
    const limit = new RateLimit("test-app-limit", 3, 60);
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await limit.consume("203.0.113.9")).ok);
    expect(results).toEqual([true, true, true, false, false]);
    const rows = await database.db.execute(
      sql`select cardinality(hits) as n, key from rate_limit_windows where bucket = 'test-app-limit'`,
    );
    const stored = (rows as unknown as { rows: { n: number; key: string }[] }).rows;
    if (testEngine() === "postgres") {
      expect(stored).toEqual([{ n: 3, key: expect.any(String) }]);
      // The key is a hash: the table never holds the address itself.
      expect(stored[0].key).not.toContain("203.0.113.9");
      // A second limiter object with the same bucket (another process's) sees the same log.
      expect((await new RateLimit("test-app-limit", 3, 60).consume("203.0.113.9")).ok).toBe(false);
    } else {
      expect(stored).toEqual([]);
    }
  });
});

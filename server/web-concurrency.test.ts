import { describe, expect, it } from "vitest";
import { MEMORY_PER_WORKER_BYTES, planWorkers } from "./web-concurrency";

const GB = 1024 * 1024 * 1024;

describe("planWorkers", () => {
  it("runs one process on PGlite whatever was asked, and says why", () => {
    const plan = planWorkers({ engine: "pglite", requested: 4, cores: 8, freeBytes: 16 * GB });
    expect(plan.workers).toBe(1);
    expect(plan.reason).toMatch(/PGlite.*one process only.*WEB_CONCURRENCY=4 is ignored/);
    expect(planWorkers({ engine: "pglite", requested: undefined, cores: 8, freeBytes: 16 * GB }).workers).toBe(1);
  });

  it("takes WEB_CONCURRENCY as given on PostgreSQL", () => {
    expect(planWorkers({ engine: "postgres", requested: 3, cores: 1, freeBytes: 0 })).toEqual({
      workers: 3,
      reason: "WEB_CONCURRENCY=3",
    });
  });

  it("defaults to min(cores, free memory / 512 MB), at least one", () => {
    expect(planWorkers({ engine: "postgres", requested: undefined, cores: 8, freeBytes: 16 * GB }).workers).toBe(8);
    expect(planWorkers({ engine: "postgres", requested: undefined, cores: 8, freeBytes: 1.9 * GB }).workers).toBe(3);
    expect(
      planWorkers({ engine: "postgres", requested: undefined, cores: 2, freeBytes: MEMORY_PER_WORKER_BYTES - 1 }),
    ).toMatchObject({ workers: 1, reason: expect.stringContaining("at least 1") });
  });
});

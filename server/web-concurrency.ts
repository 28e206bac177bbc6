/**
 * How many worker processes `npm start` runs (decision 036). Self-contained on purpose (only erasable
 * TypeScript, no imports), because scripts/start.mjs imports it with Node's native type stripping.
 */

/** Each worker holds its own search and suggestion indexes, page cache and React build in memory. */
export const MEMORY_PER_WORKER_BYTES = 512 * 1024 * 1024;

export interface WorkerPlan {
  workers: number;
  /** Why this many, for the start-up log line. */
  reason: string;
}

export function planWorkers(input: {
  engine: "pglite" | "postgres";
  /** WEB_CONCURRENCY, when set. */
  requested: number | undefined;
  cores: number;
  freeBytes: number;
}): WorkerPlan {
  if (input.engine === "pglite") {
    return {
      workers: 1,
      reason:
        input.requested && input.requested > 1
          ? `one process: the embedded database (PGlite) can be opened by one process only, so WEB_CONCURRENCY=${input.requested} is ignored; set DATABASE_URL to run several`
          : "one process: the embedded database (PGlite) can be opened by one process only; set DATABASE_URL to run several",
    };
  }
  if (input.requested) return { workers: input.requested, reason: `WEB_CONCURRENCY=${input.requested}` };
  const byMemory = Math.floor(input.freeBytes / MEMORY_PER_WORKER_BYTES);
  const workers = Math.max(1, Math.min(input.cores, byMemory));
  return {
    workers,
    reason: `default: min(${input.cores} cores, ${byMemory} × 512 MB of free memory)${workers === 1 && byMemory < 1 ? ", at least 1" : ""}`,
  };
}

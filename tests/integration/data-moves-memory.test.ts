import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~server/db/client.server";
import { migrateDatabase } from "~server/db/migrate.server";
import { seedBulk } from "~server/db/seed/bulk-seed.server";
import { checksumSiteTables } from "~server/domain/data-moves/checksum-site-tables.server";
import { type RssSamples, sampleRss } from "./helpers/process-rss";
import { REPO_ROOT, type RunResult, spawnTsx } from "./helpers/spawn";
import { testEngine } from "./helpers/test-database";

/**
 * Decision 042: `cli export` and `cli import` of a PGlite site stream, so memory does not grow with
 * the rows. The real commands run as child processes on a site of ROWS profile views (200 k in `npm test`;
 * DATA_MOVES_ROWS=1000000 for the README figure), their resident memory sampled every 200 ms: after the warm-up
 * (Node, tsx, PGlite's WASM engine) it must stay within a bound that holding the rows would blow — the rows' JSON
 * alone is ~300 bytes each. The one thing that grows for a while is PostgreSQL's own page cache (shared_buffers,
 * 128 MB in PGlite) filling as the table is read or written; it stops there. So the JavaScript side gets a hard
 * bound besides: both commands run with a 96 MB V8 heap, which holding the rows would overflow (the engine's WASM
 * memory is not part of it). Then every table's row count and checksum must be the same on both sides.
 */
const ROWS = Number(process.env.DATA_MOVES_ROWS ?? 200_000);
/**
 * shared_buffers (128 MB) filling up, the import's closing re-read of every table and checkpoint, and the garbage
 * collector's rhythm (measured: 24 MB for the export, 7–175 MB for the import of 200 k rows; 24 and 96 MB at 1 M).
 */
const GROWTH_BOUND_MB = 256;
/** The V8 old-space limit the commands run under: the CLI, Drizzle, zod and tsx need ~40 MB of it. */
const JS_HEAP_LIMIT_MB = 96;
const CLI = path.join(REPO_ROOT, "cli/main.ts");
const MB = 1024 * 1024;
const work = mkdtempSync(path.join(tmpdir(), "booth-moves-memory-"));
const source = path.join(work, "source");
const target = path.join(work, "target");
const file = path.join(work, "site.booth.gz");

afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Measured {
  run: RunResult;
  seconds: number;
  peakMb: number;
  /** When the peak was, in seconds from the start (PGlite's start-up is the peak: it maps and fills its memory). */
  peakAtS: number;
  /** The lowest RSS after the start-up peak (the streaming under way), and its growth from there to the highest after it. */
  settledMb: number;
  growthMb: number;
  /** RSS at each tenth of the run, for the printed curve. */
  curveMb: number[];
}

async function measured(args: string[], dataDir: string): Promise<Measured> {
  const started = Date.now();
  const child = spawnTsx(CLI, args, {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    NODE_OPTIONS: `--max-old-space-size=${JS_HEAP_LIMIT_MB}`,
  });
  const rss: RssSamples = sampleRss(child.pid as number, 200);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d) => {
    stdout += d;
  });
  child.stderr?.on("data", (d) => {
    stderr += d;
  });
  const run = await new Promise<RunResult>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr, ms: Date.now() - started }));
  });
  rss.stop();
  const samples = rss.samples;
  const total = samples.at(-1)?.[0] ?? 0;
  const at = (fraction: number) => samples.find(([t]) => t >= total * fraction)?.[1] ?? 0;
  // The start-up peak (PGlite mapping its memory, then giving most of it back) comes in the first seconds; the
  // streaming begins once RSS has come down from it. Growth is measured from that low to the highest after it,
  // leaving out the last 5 % (closing: a checkpoint, then the exit).
  const peakIndex = samples.reduce((best, s, i) => (s[1] > samples[best][1] ? i : best), 0);
  const body = samples.slice(0, Math.max(peakIndex + 1, Math.floor(samples.length * 0.95)));
  const afterPeak = body.slice(peakIndex);
  const lowIndex = afterPeak.reduce((best, s, i) => (s[1] < afterPeak[best][1] ? i : best), 0);
  const settled = afterPeak[lowIndex]?.[1] ?? 0;
  const later = Math.max(settled, ...afterPeak.slice(lowIndex).map(([, b]) => b));
  const peak = samples[peakIndex] ?? [0, 0];
  return {
    run,
    seconds: run.ms / 1000,
    peakMb: Math.round(peak[1] / MB),
    peakAtS: Math.round(peak[0] / 100) / 10,
    settledMb: Math.round(settled / MB),
    growthMb: Math.round((later - settled) / MB),
    curveMb: Array.from({ length: 10 }, (_, i) => Math.round(at((i + 1) / 10) / MB)),
  };
}

function report(name: string, m: Measured) {
  console.log(
    `[data-moves] ${name}: ${ROWS.toLocaleString("en-GB")} view rows in ${m.seconds.toFixed(1)} s, peak RSS ${m.peakMb} MB ` +
      `(at ${m.peakAtS} s, start-up), then ${m.settledMb} MB, growth after that ${m.growthMb} MB; RSS per tenth of the run (MB): ${m.curveMb.join(" ")}`,
  );
}

describe.runIf(testEngine() === "pglite")(`export and import of ${ROWS} rows in constant memory (PGlite)`, () => {
  beforeAll(async () => {
    const database = await openDatabase({ dataDir: source });
    try {
      await migrateDatabase(database);
      await seedBulk(database.db, { djs: 200, views: ROWS }, undefined, { batchSize: 50_000 });
    } finally {
      await database.close();
    }
  }, 600_000);

  it("streams the export and the import, and the round trip keeps every table's rows and checksum", async () => {
    const exported = await measured(["export", "--out", file], source);
    expect(exported.run.code, exported.run.stderr + exported.run.stdout).toBe(0);
    report("export", exported);
    console.log(`[data-moves] export file: ${Math.round(statSync(file).size / MB)} MB`);

    const imported = await measured(["import", "--in", file], target);
    expect(imported.run.code, imported.run.stderr + imported.run.stdout).toBe(0);
    expect(imported.run.stdout).toContain("every table matches its checksum");
    report("import", imported);

    const checksumsOf = async (dataDir: string) => {
      const database = await openDatabase({ dataDir });
      try {
        return await checksumSiteTables(database.db);
      } finally {
        await database.close();
      }
    };
    const before = await checksumsOf(source);
    const after = await checksumsOf(target);
    expect(after).toEqual(before);
    expect(before.find((t) => t.table === "dj_profile_views")?.rows).toBe(ROWS);

    expect(exported.growthMb).toBeLessThan(GROWTH_BOUND_MB);
    expect(imported.growthMb).toBeLessThan(GROWTH_BOUND_MB);
  }, 1_200_000);
});

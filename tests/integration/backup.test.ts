import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~server/db/client.server";
import { checksumSiteTables } from "~server/domain/data-moves/checksum-site-tables.server";
import { type AppProcess, startApp, stopApp } from "./helpers/app-process";
import { REPO_ROOT, runTsx } from "./helpers/spawn";
import { testEngine } from "./helpers/test-database";

/**
 * `cli backup` of a PGlite site while its server runs (the data directory is the server's: the CLI asks
 * the server, through its socket in DATA_DIR), and the documented restore (`cli import` into a fresh DATA_DIR): the
 * restored site has every table with the same rows. On PostgreSQL `cli backup` is `cli export` (data-moves.test.ts).
 */
const CLI = path.join(REPO_ROOT, "cli/main.ts");
const work = mkdtempSync(path.join(tmpdir(), "booth-backup-"));
let app: AppProcess | undefined;

afterAll(async () => {
  await stopApp(app);
  rmSync(work, { recursive: true, force: true });
}, 60_000);

async function rowCounts(dataDir: string): Promise<Record<string, number>> {
  const database = await openDatabase({ dataDir });
  try {
    return Object.fromEntries((await checksumSiteTables(database.db)).map((t) => [t.table, t.rows]));
  } finally {
    await database.close();
  }
}

describe.runIf(testEngine() === "pglite")("cli backup while the server runs on PGlite, and restore", () => {
  it("backs up through the running server while it keeps answering, and restores into a fresh data directory", async () => {
    app = await startApp(null, "backup", { JOBS: "off" });
    const running = app;
    const file = path.join(work, "site.booth.gz");

    // Visitors keep coming while the backup is taken.
    let stop = false;
    const answers: number[] = [];
    const load = (async () => {
      while (!stop) {
        const res = await fetch(`${running.url}/`, { headers: { "accept-encoding": "gzip" } });
        await res.arrayBuffer();
        answers.push(res.status);
      }
    })();
    const backup = await runTsx(CLI, ["backup", "--out", file], { DATA_DIR: running.dataDir, DATABASE_URL: "" });
    stop = true;
    await load;
    expect(backup.code, backup.stderr + backup.stdout).toBe(0);
    expect(backup.stdout).toMatch(/through the running server \(pid \d+\)/);
    expect(statSync(file).size).toBeGreaterThan(10_000);
    expect(existsSync(`${file}.partial`)).toBe(false);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((s) => s === 200)).toBe(true);
    // The server is still the data directory's owner, and still serves.
    expect((await fetch(`${running.url}/api/health`)).status).toBe(200);

    await stopApp(running, { keepDataDir: true });
    app = undefined;
    const fresh = path.join(work, "restored");
    const restore = await runTsx(CLI, ["import", "--in", file], { DATA_DIR: fresh, DATABASE_URL: "" });
    expect(restore.code, restore.stderr + restore.stdout).toBe(0);
    expect(restore.stdout).toContain("every table matches its checksum");

    const original = await rowCounts(running.dataDir);
    const restored = await rowCounts(fresh);
    expect(Object.keys(original).length).toBeGreaterThan(30);
    expect(original.dj_profiles).toBeGreaterThan(0);
    expect(restored).toEqual(original);
    rmSync(running.dataDir, { recursive: true, force: true });
  }, 420_000);
});

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { REPO_ROOT } from "./spawn";

/** A real app process (`npm start`'s script, production build) started by a test. */
export interface AppProcess {
  url: string;
  child: ChildProcess;
  dataDir: string;
  output: string[];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let built = false;

/**
 * Builds the app if its sources changed, once per test process, before the first start (the script holds a lock
 * beside build/, so parallel test files wait for one build instead of emptying build/ under each other).
 */
function ensureBuiltOnce(): void {
  if (built) return;
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, "scripts/build-if-stale.mjs")], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("the app's build failed");
  built = true;
}

/**
 * Starts `scripts/start.mjs` on `databaseUrl` (PostgreSQL) or, with null, on a data directory of its own (PGlite),
 * and waits until /api/health answers 200. `env` adds to (or overrides) the defaults.
 */
export async function startApp(
  databaseUrl: string | null,
  name: string,
  env: Record<string, string> = {},
  options: { dataDir?: string; waitForHealth?: boolean } = {},
): Promise<AppProcess> {
  ensureBuiltOnce();
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), `booth-xproc-${name}-`));
  const child = spawn(process.execPath, [path.join(REPO_ROOT, "scripts/start.mjs")], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "" }),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      PAGE_CACHE: "on",
      LOG_LEVEL: "warn",
      // One process unless a test asks for workers (the default would fork per core on PostgreSQL).
      WEB_CONCURRENCY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (d) => output.push(String(d)));
  child.stderr?.on("data", (d) => output.push(String(d)));
  const app = { url, child, dataDir, output };
  if (options.waitForHealth === false) return app;
  const started = Date.now();
  while (Date.now() - started < 240_000) {
    if (child.exitCode !== null) throw new Error(`app ${name} exited:\n${output.join("")}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return app;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`app ${name} did not answer:\n${output.join("")}`);
}

/** SIGTERM, wait for the exit, remove the data directory (unless `keepDataDir`). */
export async function stopApp(app: AppProcess | undefined, options: { keepDataDir?: boolean } = {}): Promise<void> {
  if (!app) return;
  if (app.child.exitCode === null && app.child.signalCode === null) {
    const exited = new Promise((r) => app.child.once("exit", r));
    app.child.kill("SIGTERM");
    await exited;
  }
  if (!options.keepDataDir) rmSync(app.dataDir, { recursive: true, force: true });
}

/** Polls until `check` holds; returns how long that took (Infinity when it never did within `limitMs`). */
export async function waitUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  return Number.POSITIVE_INFINITY;
}

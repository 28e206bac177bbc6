// The app process the benches start and stop, shared by run.mjs, uncached.mjs and feed.mjs: one way to start
// `scripts/start.mjs` on a data directory and port, wait for its first 200, stop it, and read its CPU time.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { root } from "../scripts/build-if-stale.mjs";

/** Starts the app on `dataDir` and `port`; `env` adds settings (e.g. PAGE_CACHE=off), `nodeArgs` V8 flags. */
export function startServer(dataDir, port, { env = {}, nodeArgs = [] } = {}) {
  return spawn(process.execPath, [...nodeArgs, path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: env.LOG_LEVEL ?? "warn",
      // The figures are one process's (decision 036: on PostgreSQL npm start would fork a worker per core).
      WEB_CONCURRENCY: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Polls `url` until it answers 200 and returns how long that took in ms; throws if the server exits first. */
export async function timeToFirst200(url, child, limitMs = 120_000) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status === 200) return performance.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("server did not answer in time");
}

/** SIGTERM, then waits for the exit (the server checkpoints its data directory on the way out). */
export async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); NaN where that cannot be read. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return Number.NaN;
  }
}

/** Runs the operator CLI on `dataDir` (flags:set, seed:bulk…); throws when it fails. */
export function cli(dataDir, ...args) {
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "cli/main.ts"), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`cli ${args.join(" ")} failed`);
}

/** One request with its raw (still encoded) body, status and headers. */
export function raw(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

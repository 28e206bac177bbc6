// Server CPU per rendered request, for iterating on render cost (decision 026): only the rows of `npm run bench`
// that render every request (PAGE_CACHE=off, events flag on), without the cached rows, the ceiling or Lighthouse.
//   node bench/uncached.mjs                       every page, 5 s each after a 2 s warm-up
//   node bench/uncached.mjs / /events             only these paths ({dj}, {event}, {venue} stand for the first
//                                                 DJ, event and venue linked from /, /events and /venues)
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=4          longer runs, fewer connections
//   BENCH_PROFILE=.tmp/prof node bench/uncached.mjs /   also writes a V8 CPU profile of the server (node
//                                                 --cpu-prof) into that folder; summarise it with
//                                                 `node bench/profile-summary.mjs <file>.cpuprofile`
//   BENCH_NODE_ARGS="--max-semi-space-size=32"    V8 or Node flags for the server process (experiments)
//   BENCH_DATA_DIR=.tmp/bench-data                reuse a seeded data directory between runs (skips the seed)
// CPU per request is the server process's user + system time over the measured run divided by its responses:
// on a busy machine it is a steadier figure than requests/s. Requests ask for gzip and brotli, as browsers do.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import getPort from "get-port";
import { ensureBuild, root } from "../scripts/build-if-stale.mjs";
import { cpuMs, startServer, stop, timeToFirst200 } from "./bench-server.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PROFILE_DIR = process.env.BENCH_PROFILE;
const HEADERS = { accept: "text/html", "accept-encoding": "gzip, br" };
const DEFAULT_PATHS = ["/", "/dj/{dj}", "/events", "/events/{event}", "/venues", "/venues/{venue}"];

async function load(url, pid, seconds) {
  const before = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
  const cpu = cpuMs(pid) - before;
  const count = result.requests.total;
  return { rps: result.requests.average, cpu: cpu / Math.max(1, count), count, non2xx: result.non2xx };
}

async function firstLink(base, page, pattern) {
  const html = await (await fetch(new URL(page, base))).text();
  const match = html.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} on ${page}`);
  return match[1];
}

ensureBuild();
const keep = Boolean(process.env.BENCH_DATA_DIR);
const dataDir = keep ? path.resolve(process.env.BENCH_DATA_DIR) : mkdtempSync(path.join(tmpdir(), "booth-bench-"));
const seeded = keep && existsSync(path.join(dataDir, "flags-set"));
if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
try {
  const port = await getPort();
  const base = `http://127.0.0.1:${port}/`;
  if (!seeded) {
    // First start migrates and seeds; the events area is off by default (spec §4) and measured with it on.
    mkdirSync(dataDir, { recursive: true });
    const first = startServer(dataDir, port);
    await timeToFirst200(base, first);
    await stop(first);
    const set = spawnSync(
      process.execPath,
      ["--import", "tsx", path.join(root, "cli/main.ts"), "flags:set", "eventsPageEnabled", "on"],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" }, stdio: "inherit" },
    );
    if (set.status !== 0) throw new Error("flags:set failed");
    if (keep) spawnSync("touch", [path.join(dataDir, "flags-set")]);
  }
  const profileArgs = PROFILE_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`, "--cpu-prof-interval=200"]
    : [];
  const extraArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = startServer(dataDir, port, { env: { PAGE_CACHE: "off" }, nodeArgs: [...profileArgs, ...extraArgs] });
  try {
    await timeToFirst200(base, child);
    const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PATHS;
    const slots = {
      "{dj}": () => firstLink(base, "/", /href="\/dj\/([a-z0-9-]+)"/),
      "{event}": () => firstLink(base, "/events", /href="\/events\/([a-z0-9-]+-\d{4}-\d{2}-\d{2})"/),
      "{venue}": () => firstLink(base, "/venues", /href="\/venues\/([a-z0-9-]+)"/),
    };
    console.log(`uncached (PAGE_CACHE=off), ${CONNECTIONS} connections, ${SECONDS} s per page`);
    for (const wantedPath of wanted) {
      let pagePath = wantedPath;
      for (const [slot, find] of Object.entries(slots))
        if (pagePath.includes(slot)) pagePath = pagePath.replace(slot, await find());
      const url = new URL(pagePath, base).href;
      await load(url, child.pid, 2); // warm-up
      const r = await load(url, child.pid, SECONDS);
      console.log(
        `${wantedPath.padEnd(16)} ${r.rps.toFixed(0).padStart(5)} req/s  ${r.cpu.toFixed(2).padStart(6)} ms CPU/request  (${r.count} requests, ${r.non2xx} non-2xx)  ${pagePath}`,
      );
    }
  } finally {
    await stop(child);
  }
} finally {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}

// Performance figures for Booth, printed as a table (not a test: nothing here asserts a timing).
//   npm run bench            cold start, SSR throughput on /, first-load JS per route
//   BENCH_SECONDS=20 npm run bench
// Everything runs on loopback; the load is bounded in time and connections and stops by itself.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import getPort from "get-port";
import { buildDir, ensureBuild, root } from "../scripts/build-if-stale.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function startServer(dataDir, port) {
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function timeToFirst200(url, child, limitMs = 120_000) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return performance.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("server did not answer in time");
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function load(url) {
  const latencies = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { accept: "text/html" } });
  instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * First-load JS of each route, gzipped: what a browser downloads for a first visit — React Router's
 * entry and root chunks plus the route's own module and its imports (from build/client's route manifest).
 */
function firstLoadJs() {
  const assetsDir = path.join(buildDir, "client", "assets");
  const manifestFile = readdirSync(assetsDir).find((f) => /^manifest-.*\.js$/.test(f));
  const manifest = JSON.parse(
    readFileSync(path.join(assetsDir, manifestFile), "utf8")
      .replace(/^window\.__reactRouterManifest=/, "")
      .replace(/;\s*$/, ""),
  );
  const gz = (url) => gzipSync(readFileSync(path.join(buildDir, "client", url))).length;
  const files = (...parts) =>
    new Set(parts.flatMap((p) => (p ? [p.module, ...(p.imports ?? [])] : [])).filter(Boolean));
  const base = files(manifest.entry, manifest.routes.root);
  const kb = (set) => [...set].reduce((sum, f) => sum + gz(f), 0) / 1024;
  const rows = [{ route: "shared (entry + root)", kb: kb(base) }];
  const seen = new Set();
  for (const route of Object.values(manifest.routes)) {
    if (route.id === "root" || seen.has(route.module)) continue;
    seen.add(route.module);
    rows.push({
      route: route.id.replace(/^area:/, "").replace(/^routes\//, ""),
      kb: kb(files(manifest.entry, manifest.routes.root, route)),
    });
  }
  return rows;
}

ensureBuild();
const rows = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "booth-bench-"));
try {
  const port = await getPort();
  const url = `http://127.0.0.1:${port}/`;
  let child = startServer(dataDir, port);
  const cold = await timeToFirst200(url, child);
  rows.push(["cold start to first 200 (migrate + demo seed)", `${(cold / 1000).toFixed(2)} s`]);
  await stop(child);
  child = startServer(dataDir, port);
  const warm = await timeToFirst200(url, child);
  rows.push(["restart to first 200 (existing data)", `${(warm / 1000).toFixed(2)} s`]);
  await load(url); // warm-up run, discarded
  const home = await load(url);
  rows.push([`SSR / requests/s (${CONNECTIONS} conns, ${SECONDS} s)`, home.rps.toFixed(0)]);
  rows.push(["SSR / latency p50", `${home.p50.toFixed(1)} ms`]);
  rows.push(["SSR / latency p95", `${home.p95.toFixed(1)} ms`]);
  rows.push(["SSR / non-2xx responses / errors", `${home.non2xx} / ${home.errors}`]);
  const about = await load(`http://127.0.0.1:${port}/about`);
  rows.push(["SSR /about requests/s", about.rps.toFixed(0)]);
  rows.push(["SSR /about latency p95", `${about.p95.toFixed(1)} ms`]);
  const html = await (await fetch(url, { headers: { "accept-encoding": "identity" } })).text();
  rows.push(["HTML of / (KB gzip)", (gzipSync(html).length / 1024).toFixed(1)]);
  await stop(child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
for (const r of firstLoadJs()) rows.push([`first-load JS ${r.route} (KB gzip)`, r.kb.toFixed(1)]);

const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\nBooth bench — ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}\n`);
console.log(`${"metric".padEnd(width)}  value`);
console.log(`${"-".repeat(width)}  ------`);
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);

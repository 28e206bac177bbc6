// The load generator of `npm run bench` and `npm run bench:feed`. It is wrk (C, one thread) when it is on PATH or
// can be installed from apt, and autocannon otherwise (or with BENCH_LOAD=autocannon). On this two-core machine
// autocannon, being JavaScript, spends about as much CPU per response as our server does on a cached page, so it
// measured itself: the bare node:http ceiling for /events.ics's 37 KB answers was ≈ 1,300 req/s under autocannon
// and ≈ 10,000 under wrk on the same quiet machine (2026-11-26 16:10 UTC).
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const has = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

/** Installs wrk from apt when it is missing and we may (root, or passwordless sudo); false if it is not there. */
function ensureWrk() {
  if (has("wrk")) return true;
  const sudo = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const apt = (...args) =>
    spawnSync(sudo[0] ?? "apt-get", [...sudo.slice(1), ...(sudo.length ? ["apt-get"] : []), ...args], {
      stdio: "ignore",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0;
  if (!apt("install", "-y", "-qq", "wrk")) apt("update", "-qq") && apt("install", "-y", "-qq", "wrk");
  return has("wrk");
}

export const LOAD_TOOL = process.env.BENCH_LOAD === "autocannon" || !ensureWrk() ? "autocannon" : "wrk";

// wrk reports through a Lua `done` hook: one JSON line with the counts and latency percentiles (µs).
const WRK_REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\\nBENCH_JSON {"total":%d,"seconds":%f,"p50":%f,"p95":%f,"p99":%f,"status":%d,"errors":%d}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(95),
    latency:percentile(99), e.status, e.connect + e.read + e.write + e.timeout))
end
`;

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function withAutocannon(url, { connections, seconds, headers, rate }) {
  const latencies = [];
  const instance = autocannon({ url, connections, duration: seconds, headers, ...(rate ? { overallRate: rate } : {}) });
  instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    total: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function withWrk(url, { connections, seconds, headers }) {
  const dir = mkdtempSync(path.join(tmpdir(), "booth-wrk-"));
  const script = path.join(dir, "report.lua");
  writeFileSync(script, WRK_REPORT);
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", script];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  // Asynchronous, so the caller's event loop keeps running while wrk does.
  return new Promise((resolve, reject) => {
    execFile("wrk", [...args, url], { maxBuffer: 1 << 20 }, (error, stdout) => {
      rmSync(dir, { recursive: true, force: true });
      if (error) return reject(error);
      const line = stdout.split("\n").find((l) => l.startsWith("BENCH_JSON "));
      if (!line) return reject(new Error(`wrk printed no report:\n${stdout}`));
      const r = JSON.parse(line.slice("BENCH_JSON ".length));
      resolve({
        rps: r.total / r.seconds,
        total: r.total,
        p50: r.p50 / 1000,
        p95: r.p95 / 1000,
        p99: r.p99 / 1000,
        // wrk counts answers of 400 and above; 3xx (the feed's 304s) are answers, not failures.
        non2xx: r.status,
        errors: r.errors,
      });
    });
  });
}

/**
 * `connections` keep-alive connections on `url` for `seconds`, as fast as the server answers: requests/s, latency
 * percentiles (ms), failures. wrk's latency figures at saturation are not to be trusted here: with one thread on two
 * cores its mean latency exceeded what its own throughput allows (Little's law: 10 connections at 831 req/s cannot
 * average 27.7 ms), so latency targets are measured at a fixed rate with `loadAtRate`.
 */
export function loadUrl(url, { connections = 10, seconds = 10, headers = {} } = {}) {
  const options = { connections, seconds, headers };
  return LOAD_TOOL === "wrk" ? withWrk(url, options) : withAutocannon(url, options);
}

/**
 * A fixed `rate` of requests per second over `connections` for `seconds` (autocannon's overallRate, far below where
 * its own CPU limits it): the latency percentiles a visitor gets at that rate, and the rate actually reached.
 */
export function loadAtRate(url, { rate, connections = 10, seconds = 10, headers = {} }) {
  return withAutocannon(url, { connections, seconds, headers, rate });
}

// The public API's rows (decision 061), printed as a table: /api/v1/events?city=… answered from the fast path
// (target ≥ 3,000 req/s), the same with If-None-Match (304s, target ≥ 5,000 req/s), and the same through the whole
// app with PAGE_CACHE=off (no fast path; the held event-list read still applies). The data directory gets the
// calendar-feed bench's bulk events (≈ 1,000 upcoming) and the events flag; the per-address limit is raised so the
// load, all from one address, is not refused.
//   npm run bench:api            10 s per row, 10 connections
//   BENCH_SECONDS=5 BENCH_CONNECTIONS=10
//   BENCH_DATA_DIR=.tmp/api-data keep the seeded directory between runs (skips the seed)
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import getPort from "get-port";
import { ensureBuild } from "../scripts/build-if-stale.mjs";
import { cli, cpuMs, raw, startServer, stop, timeToFirst200 } from "./bench-server.mjs";
import { LOAD_TOOL, loadUrl } from "./load.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BULK_EVENTS = 2230;
const HEADERS = { accept: "application/json", "accept-encoding": "gzip, br" };
const ENV = { API_RATE_LIMIT: "1000000" };

async function load(url, pid, headers = HEADERS, seconds = SECONDS) {
  const before = cpuMs(pid);
  const result = await loadUrl(url, { connections: CONNECTIONS, seconds, headers });
  const cpu = cpuMs(pid) - before;
  return { ...result, cpu: cpu / Math.max(1, result.total) };
}

const rows = [];
const row = (label, r, target) =>
  rows.push([
    label,
    r.rps.toFixed(0),
    `${r.p50.toFixed(1)} / ${r.p99.toFixed(1)} ms`,
    `${r.cpu.toFixed(3)} ms`,
    String(r.non2xx + r.errors),
    target ?? "",
  ]);

async function measure(dataDir, port, env, measureRows) {
  const child = startServer(dataDir, port, { env });
  try {
    await timeToFirst200(`http://127.0.0.1:${port}/api/health`, child);
    await measureRows(child);
  } finally {
    await stop(child);
  }
}

ensureBuild();
const keep = Boolean(process.env.BENCH_DATA_DIR);
const dataDir = keep ? path.resolve(process.env.BENCH_DATA_DIR) : mkdtempSync(path.join(tmpdir(), "booth-api-"));
try {
  const port = await getPort();
  const base = `http://127.0.0.1:${port}`;
  if (!(keep && existsSync(path.join(dataDir, "api-seeded")))) {
    mkdirSync(dataDir, { recursive: true });
    await measure(dataDir, port, ENV, async () => {});
    cli(dataDir, "flags:set", "eventsPageEnabled", "on");
    cli(dataDir, "seed:bulk", "--events", String(BULK_EVENTS));
    if (keep) writeFileSync(path.join(dataDir, "api-seeded"), "");
  }
  let listUrl = "";
  await measure(dataDir, port, ENV, async (child) => {
    const first = JSON.parse((await raw(`${base}/api/v1/events?limit=1`, {})).body.toString("utf8"));
    const city = first.data[0]?.location;
    if (!city) throw new Error("no upcoming event to take a city from");
    listUrl = `${base}/api/v1/events?city=${encodeURIComponent(city)}`;
    const plain = await raw(listUrl, { "accept-encoding": "identity" });
    const page = JSON.parse(plain.body.toString("utf8"));
    console.log(
      `${listUrl.slice(base.length)}: ${page.data.length} of ${page.total} events, ${(plain.body.length / 1024).toFixed(1)} KB; ${CONNECTIONS} connections, ${SECONDS} s per row, ${LOAD_TOOL}`,
    );
    await load(listUrl, child.pid, HEADERS, 2);
    row("events?city=… cached (fast path)", await load(listUrl, child.pid), "≥ 3,000 req/s");
    const conditional = { ...HEADERS, "if-none-match": plain.headers.etag };
    await load(listUrl, child.pid, conditional, 1);
    row("events?city=… If-None-Match (304)", await load(listUrl, child.pid, conditional), "≥ 5,000 req/s");
  });
  await measure(dataDir, port, { ...ENV, PAGE_CACHE: "off" }, async (child) => {
    await load(listUrl, child.pid, HEADERS, 2);
    row("events?city=… through the app (PAGE_CACHE=off)", await load(listUrl, child.pid));
  });
  const header = ["row", "req/s", "p50 / p99", "CPU/request", "non-2xx/errors", "target"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log([line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n"));
} finally {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}

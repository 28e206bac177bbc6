// The calendar-feed row of `npm run bench` on its own, for iterating on it (the target: ≥ 3,000 req/s of
// /events.ics with about 1,000 upcoming events), next to its own ceiling: a bare node:http server in another
// process sending the very bytes and headers our server sent. On a machine shared with other work the ceiling
// moves with the load, so the share of it is the figure to compare between runs.
//   npm run bench:feed                  seeds a data directory with ≈ 1,000 upcoming events, 10 s per row
//   BENCH_SECONDS=5 BENCH_CONNECTIONS=10
//   BENCH_DATA_DIR=.tmp/feed-data       keep the seeded directory between runs (skips the seed)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import getPort from "get-port";
import { ensureBuild } from "../scripts/build-if-stale.mjs";
import { cli, cpuMs, raw, startServer, stop, timeToFirst200 } from "./bench-server.mjs";
import { LOAD_TOOL, loadUrl } from "./load.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Bulk events spread over ±200 days, 90 % published: 2,230 of them give ≈ 1,000 upcoming (as in run.mjs). */
const FEED_BULK_EVENTS = 2230;
const HEADERS = { accept: "text/calendar", "accept-encoding": "gzip, br" };

async function load(url, pid, headers = HEADERS, seconds = SECONDS) {
  const before = cpuMs(pid);
  const result = await loadUrl(url, { connections: CONNECTIONS, seconds, headers });
  const cpu = cpuMs(pid) - before;
  return { rps: result.rps, p99: result.p99, cpu: cpu / Math.max(1, result.total), bad: result.non2xx + result.errors };
}

/** A bare node:http server in its own process answering every request with `answer`'s status, headers and bytes. */
async function bare(answer) {
  const port = await getPort();
  const headers = { ...answer.headers };
  for (const name of ["date", "connection", "keep-alive", "transfer-encoding", "x-request-id"]) delete headers[name];
  const script = `
    import { createServer } from "node:http";
    const body = Buffer.from(process.env.BODY, "base64");
    const headers = JSON.parse(process.env.HEADERS);
    createServer((req, res) => { res.writeHead(${answer.status}, headers); res.end(body); })
      .listen(${port}, "127.0.0.1", () => console.log("up"));
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, BODY: answer.body.toString("base64"), HEADERS: JSON.stringify(headers) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve) => child.stdout.once("data", resolve));
  return { child, url: `http://127.0.0.1:${port}/` };
}

const row = (label, r) =>
  console.log(
    `${label.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms  ${r.cpu.toFixed(3)} ms CPU/request  ${r.bad} bad`,
  );

ensureBuild();
const keep = Boolean(process.env.BENCH_DATA_DIR);
const dataDir = keep ? path.resolve(process.env.BENCH_DATA_DIR) : mkdtempSync(path.join(tmpdir(), "booth-feed-"));
try {
  const port = await getPort();
  const base = `http://127.0.0.1:${port}/`;
  if (!(keep && existsSync(path.join(dataDir, "feed-seeded")))) {
    mkdirSync(dataDir, { recursive: true });
    const first = startServer(dataDir, port);
    await timeToFirst200(base, first);
    await stop(first);
    cli(dataDir, "flags:set", "eventsPageEnabled", "on");
    cli(dataDir, "seed:bulk", "--events", String(FEED_BULK_EVENTS));
    if (keep) spawnSync("touch", [path.join(dataDir, "feed-seeded")]);
  }
  const child = startServer(dataDir, port);
  try {
    await timeToFirst200(base, child);
    const feedUrl = `${base}events.ics`;
    const plain = await raw(feedUrl, { "accept-encoding": "identity" });
    const text = plain.body.toString("utf8");
    console.log(
      `/events.ics: ${text.split("BEGIN:VEVENT").length - 1} events, ${(plain.body.length / 1024).toFixed(0)} KB; ${CONNECTIONS} connections, ${SECONDS} s per row, ${LOAD_TOOL}`,
    );
    await load(feedUrl, child.pid, HEADERS, 2); // warm-up (the first request builds the feed)
    const sent = await raw(feedUrl, HEADERS);
    const ours = await load(feedUrl, child.pid);
    const ceiling = await bare(sent);
    let top;
    try {
      top = await load(ceiling.url, ceiling.child.pid);
    } finally {
      await stop(ceiling.child);
    }
    row(`/events.ics (${sent.headers["content-encoding"]}, ${(sent.body.length / 1024).toFixed(0)} KB)`, ours);
    row("bare node:http, same bytes (ceiling)", top);
    console.log(`/events.ics as a share of the ceiling: ${((100 * ours.rps) / top.rps).toFixed(0)} %`);
    const conditional = { ...HEADERS, "if-none-match": sent.headers.etag };
    await load(feedUrl, child.pid, conditional, 2); // warm-up again: the held feed expired while the ceiling ran
    row("/events.ics with If-None-Match (304s)", await load(feedUrl, child.pid, conditional));
  } finally {
    await stop(child);
  }
} finally {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}

// Soak: the built app on a fresh PGlite data directory with the demo content and demo accounts,
// first pushed to its peak on a mix of pages, searches, suggestions, beacons and sign-ins (10 connections, 15 s),
// then held at 80 % of that rate for SOAK_MINUTES (default 10). Prints one row a minute — requests, errors (non-2xx
// other than the sign-in limit's 429s and unknown accounts' 401s, plus socket errors), p99 and the server's RSS — and a verdict: errors 0,
// RSS after warm-up (minute 2 on) growing by no more than 10 %.
//   npm run bench:soak                      SOAK_MINUTES=2 for a short look
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import getPort from "get-port";
import { ensureBuild, root } from "../scripts/build-if-stale.mjs";
import { startServer, stop, timeToFirst200 } from "./bench-server.mjs";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const PASSWORD = "soak-password-2026";

function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.replace(/\D/g, "") ?? Number.NaN) / 1024;
}

/** A client address of its own per request (the server trusts loopback as a proxy), so per-IP limits stay out. */
function freshIp() {
  const n = Math.floor(Math.random() * 0xffffff);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function requestMix(dj, venue, origin) {
  const page = (p) => ({ method: "GET", path: p, headers: { accept: "text/html", "accept-encoding": "gzip, br" } });
  const words = ["na", "tech", "ber", "house", "lis", "disco", "warehouse", "acid"];
  const json = (p, body) => ({
    method: "POST",
    path: p,
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(body),
  });
  return [
    page("/"),
    page(dj),
    page("/venues"),
    page(venue),
    page("/news"),
    page("/productions"),
    {
      ...page("/search?q=nadia"),
      setupRequest: (r) => ({ ...r, path: `/search?q=${words[Math.floor(Math.random() * words.length)]}` }),
    },
    {
      ...page("/api/search/suggestions?q=na"),
      setupRequest: (r) => ({
        ...r,
        path: `/api/search/suggestions?q=${words[Math.floor(Math.random() * words.length)]}`,
      }),
    },
    json("/api/dj-activity", { kind: "share", slug: dj.slice(4), platform: "whatsapp" }),
    json("/api/auth/sign-in/email", { email: "fan@booth.test", password: PASSWORD }),
    // Someone who has no account (or mistypes): a 401 by design, and the same password work as a real sign-in.
    {
      ...json("/api/auth/sign-in/email", {}),
      setupRequest: (r) => ({
        ...r,
        body: JSON.stringify({ email: `soak-${freshIp()}@booth.test`, password: "not-the-password" }),
      }),
    },
  ].map((r) => ({
    ...r,
    setupRequest: (req) => {
      const next = r.setupRequest ? r.setupRequest(req) : req;
      return { ...next, headers: { ...next.headers, "x-forwarded-for": freshIp() } };
    },
  }));
}

async function run(url, requests, seconds, overallRate) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    requests,
    ...(overallRate ? { overallRate } : {}),
  });
  // By design: 429 from the sign-in limit (it also counts per account, so the one real account runs into it) and 401
  // for the unknown accounts' sign-ins. Nothing else in the mix may answer other than 2xx.
  const limited = result.statusCodeStats?.["429"]?.count ?? 0;
  const refused = result.statusCodeStats?.["401"]?.count ?? 0;
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p99: result.latency.p99,
    errors: result.non2xx - limited - refused + result.errors + result.timeouts,
    limited,
  };
}

ensureBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), "booth-soak-"));
const port = await getPort();
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" };
const seeded = spawnSync(
  process.execPath,
  ["--import", "tsx", path.join(root, "cli/main.ts"), "seed:accounts", "--password", PASSWORD],
  { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] },
);
if (seeded.status !== 0) throw new Error("seed:accounts failed");
const child = startServer(dataDir, port, { env: { TRUSTED_PROXIES: "127.0.0.1", LOG_LEVEL: "error" } });
try {
  await timeToFirst200(`${base}/`, child);
  const home = await (await fetch(`${base}/`)).text();
  const venues = await (await fetch(`${base}/venues`)).text();
  const dj = /href="(\/dj\/[a-z0-9-]+)"/.exec(home)?.[1];
  const venue = /href="(\/venues\/[a-z0-9-]+)"/.exec(venues)?.[1];
  if (!dj || !venue) throw new Error("no DJ or venue link to soak");
  const requests = requestMix(dj, venue, `http://localhost:${port}`);
  const peak = await run(base, requests, 15);
  const rate = Math.max(1, Math.floor(peak.rps * 0.8));
  console.log(
    `peak on the mix: ${Math.round(peak.rps)} req/s (p99 ${peak.p99} ms); soaking at ${rate} req/s for ${MINUTES} min`,
  );
  console.log("| minute | requests | errors | 429 (sign-in limit) | p99 ms | RSS MB |");
  console.log("|---|---|---|---|---|---|");
  const rows = [];
  for (let minute = 1; minute <= MINUTES; minute++) {
    const r = await run(base, requests, 60, rate);
    const rss = rssMb(child.pid);
    rows.push({ ...r, rss });
    console.log(`| ${minute} | ${r.total} | ${r.errors} | ${r.limited} | ${r.p99} | ${rss.toFixed(0)} |`);
  }
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  const afterWarmUp = rows.slice(1).map((r) => r.rss);
  const growth = afterWarmUp.length > 1 ? (afterWarmUp.at(-1) / Math.min(...afterWarmUp) - 1) * 100 : 0;
  console.log(`errors ${errors} (target 0); RSS growth after warm-up ${growth.toFixed(1)} % (target ≤ 10 %)`);
  process.exitCode = errors === 0 && growth <= 10 ? 0 : 1;
} finally {
  await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
}

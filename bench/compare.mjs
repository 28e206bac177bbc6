// Server CPU per rendered request of two builds side by side (decision 027), for a machine shared with other work:
//   node bench/compare.mjs <buildA> <buildB> [paths…]     e.g. a copy of build/ from before a change, and build/
// Both builds serve copies of one seeded data directory (BENCH_DATA_DIR, as left by `npm run bench:uncached`; the
// events flag on) with the page cache off. Requests go one at a time, alternating between the two servers in
// batches; each server measures the process CPU time (user + system) from a request's arrival to the end of its
// response. The quartiles of those per-request figures are far steadier under load than CPU over a run divided by
// its requests: a busy neighbour delays a request without adding to its CPU time, and the outliers it does cause
// fall outside the middle half. `{dj}` and `{venue}` in a path stand for the first DJ and venue linked.
//   BENCH_ROUNDS=6 BENCH_BATCH=30    rounds, and requests per page and server in each round
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import getPort from "get-port";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

if (process.argv[2] === "--serve") {
  // The child: one build on one data directory, with a per-request CPU probe at GET /__bench/cpu (returns the
  // figures in µs since the last call, and forgets them).
  const [buildDir, dataDir, port] = process.argv.slice(3);
  process.env.NODE_ENV ||= "production";
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    PORT: port,
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: "warn",
    PAGE_CACHE: "off",
  });
  let samples = [];
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, ...rest) {
    const [req, res] = rest;
    if (event === "request") {
      if (req.url === "/__bench/cpu") {
        res.end(JSON.stringify(samples));
        samples = [];
        return true;
      }
      const start = process.cpuUsage();
      res.once("finish", () => {
        const used = process.cpuUsage(start);
        samples.push(used.user + used.system);
      });
    }
    return emit.call(this, event, ...rest);
  };
  const { loadConfig } = await import(pathToFileURL(path.join(root, "server/config.server.ts")).href);
  const { acquireDataDirLock } = await import(pathToFileURL(path.join(root, "server/db/data-dir-lock.ts")).href);
  const config = loadConfig();
  const lock = acquireDataDirLock(config.dataDir, "server");
  const { start } = await import(pathToFileURL(path.resolve(buildDir, "server", "index.js")).href);
  await start({ config, clientDir: path.resolve(buildDir, "client"), onClosed: () => lock.release() });
} else {
  const [buildA, buildB, ...wanted] = process.argv.slice(2);
  const seeded = path.resolve(process.env.BENCH_DATA_DIR ?? ".tmp/bench-data");
  if (!buildA || !buildB || !existsSync(path.join(seeded, "flags-set"))) {
    console.error("usage: BENCH_DATA_DIR=<seeded by bench:uncached> node bench/compare.mjs <buildA> <buildB> [paths…]");
    process.exit(2);
  }
  const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
  const batch = Number(process.env.BENCH_BATCH ?? 30);
  const headers = { accept: "text/html", "accept-encoding": "gzip, br" };
  const scratch = mkdtempSync(path.join(tmpdir(), "booth-compare-"));
  const servers = [];
  try {
    for (const [name, build] of [
      ["A", buildA],
      ["B", buildB],
    ]) {
      const dataDir = path.join(scratch, name);
      cpSync(seeded, dataDir, { recursive: true });
      const port = await getPort();
      // V8 or Node flags for one side only (e.g. BENCH_NODE_ARGS_B="--max-semi-space-size=32"): the same build twice.
      const nodeArgs = (process.env[`BENCH_NODE_ARGS_${name}`] ?? "").split(" ").filter(Boolean);
      const child = spawn(
        process.execPath,
        [...nodeArgs, path.join(root, "bench/compare.mjs"), "--serve", build, dataDir, port],
        {
          cwd: root,
          stdio: ["ignore", "ignore", "inherit"],
        },
      );
      servers.push({ name, build, base: `http://127.0.0.1:${port}`, child });
    }
    const get = async (url) => {
      const response = await fetch(url, { headers });
      const body = await response.text();
      return { status: response.status, body };
    };
    for (const server of servers) {
      for (;;) {
        if (server.child.exitCode !== null) throw new Error(`server ${server.name} exited`);
        try {
          if ((await get(`${server.base}/__bench/cpu`)).status === 200) break;
        } catch {}
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const first = (page, pattern) =>
      get(`${servers[0].base}${page}`).then(({ body }) => body.match(pattern)?.[1] ?? "missing");
    const slots = {
      "{dj}": () => first("/", /href="\/dj\/([a-z0-9-]+)"/),
      "{venue}": () => first("/venues", /href="\/venues\/([a-z0-9-]+)"/),
    };
    const paths = [];
    for (const p of wanted.length > 0 ? wanted : ["/", "/dj/{dj}", "/events", "/venues", "/venues/{venue}"]) {
      let resolved = p;
      for (const [slot, find] of Object.entries(slots))
        if (resolved.includes(slot)) resolved = resolved.replace(slot, await find());
      paths.push([p, resolved]);
    }
    // Warm-up: the JIT, the held reads and the cached parts of both builds.
    for (const server of servers)
      for (const [, p] of paths) for (let i = 0; i < 30; i++) await get(`${server.base}${p}`);
    for (const server of servers) await get(`${server.base}/__bench/cpu`);
    const figures = new Map();
    for (let round = 0; round < rounds; round++)
      for (const [label, p] of paths)
        for (const server of round % 2 ? [...servers].reverse() : servers) {
          for (let i = 0; i < batch; i++) {
            const { status } = await get(`${server.base}${p}`);
            if (status !== 200) throw new Error(`${server.name} ${p}: ${status}`);
          }
          const key = `${label}\u0000${server.name}`;
          figures.set(key, [
            ...(figures.get(key) ?? []),
            ...JSON.parse((await get(`${server.base}/__bench/cpu`)).body),
          ]);
        }
    console.log(`server CPU per request (ms), ${rounds} rounds × ${batch} requests per page and build, one at a time`);
    console.log(`A = ${buildA}, B = ${buildB}`);
    const q = (xs, f) => (xs[Math.floor(xs.length * f)] / 1000).toFixed(2);
    for (const [label] of paths) {
      const cells = servers.map((server) => {
        const xs = [...figures.get(`${label}\u0000${server.name}`)].sort((a, b) => a - b);
        return `${server.name} ${q(xs, 0.25)} / ${q(xs, 0.5)} / ${q(xs, 0.75)}`;
      });
      console.log(`${label.padEnd(18)} p25 / median / p75   ${cells.join("    ")}`);
    }
  } finally {
    for (const server of servers) {
      if (server.child.exitCode === null) {
        const exited = new Promise((r) => server.child.once("exit", r));
        server.child.kill("SIGTERM");
        await exited;
      }
    }
    rmSync(scratch, { recursive: true, force: true });
  }
}

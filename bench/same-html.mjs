// Proof of sameness (decisions 027, 040): the HTML (and `.data`) two builds serve for the same requests, compared
// after normalising what legitimately differs per request or per build — CSP nonces, the port and hashed asset
// names. Both builds serve copies of one seeded data directory (BENCH_DATA_DIR, as for bench/compare.mjs), with
// the page cache off, through bench/compare.mjs's `--serve` mode.
//   node bench/same-html.mjs <buildA> <buildB> [paths…]     exits 1 on the first difference, with its context
//   BENCH_DECODE_DATA=1 …                                    compares the route data as decoded (see decodedData)
//   BENCH_IGNORE='<regex>' …                                 drops what the pattern matches from both sides (after
//                                                            the data is decoded) before comparing: a change meant to
//                                                            differ, e.g. a class added or the route manifest's chunks
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import getPort from "get-port";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const [buildA, buildB, ...wanted] = process.argv.slice(2);
const seeded = path.resolve(process.env.BENCH_DATA_DIR ?? ".tmp/bench-data");
if (!buildA || !buildB || !existsSync(path.join(seeded, "flags-set"))) {
  console.error("usage: BENCH_DATA_DIR=<seeded by bench:uncached> node bench/same-html.mjs <buildA> <buildB> [paths…]");
  process.exit(2);
}
const DEFAULT_PATHS = [
  "/",
  "/?page=2",
  "/?sort=az",
  "/?genre=techno",
  "/?page=999",
  "/dj/{dj}",
  "/events",
  "/events?page=2",
  "/events?tab=past",
  "/events/{event}",
  "/venues",
  "/venues?page=2",
  "/venues/{venue}",
  "/about",
  "/terms",
  "/login",
  "/search?q=a",
  "/productions",
  "/following",
  "/no-such-page",
  "/_root.data",
  "/dj/{dj}.data",
];

const IGNORED = process.env.BENCH_IGNORE ? new RegExp(process.env.BENCH_IGNORE, "g") : null;
const normalise = (text, port) =>
  text
    .replaceAll(/nonce="[^"]*"/g, 'nonce=""')
    .replaceAll(/"nonce":"[^"]*"/g, '"nonce":""')
    .replaceAll(String(port), "PORT")
    // The search page reports how long its search took.
    .replaceAll(/executionTimeMs(\\*)",\d+/g, 'executionTimeMs$1",0')
    .replaceAll(/(\/assets\/[A-Za-z0-9_.-]+?)-[A-Za-z0-9_-]{8}\.(js|css)/g, "$1.$2")
    // The route manifest's version is a hash of the build.
    .replaceAll(/"version": "[0-9a-f]{8}"/g, '"version": ""');

/**
 * With BENCH_DECODE_DATA=1, the page's route data (React Router's turbo-stream, written by inline scripts) is compared
 * as the browser decodes it, not as encoded: a change that only lets the encoding refer to an object it already
 * wrote (the same card in two lists) is then the same page. The scripts are replaced by the decoded data as JSON.
 */
const ENQUEUE =
  /<script nonce="">window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
async function decodedData(html) {
  if (process.env.BENCH_DECODE_DATA !== "1") return html;
  const { UNSAFE_decodeViaTurboStream: decode } = await import("react-router");
  const payloads = [...html.matchAll(ENQUEUE)].map((m) => JSON.parse(m[1]));
  if (payloads.length === 0) return html;
  const stream = new ReadableStream({
    start(controller) {
      for (const text of payloads) controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  const decoded = await decode(stream, globalThis);
  await decoded.done;
  const json = JSON.stringify(decoded.value, (_key, value) => (value === undefined ? "(undefined)" : value));
  return html.replaceAll(ENQUEUE, "").replace("</body>", `<!-- data ${json} --></body>`);
}

const scratch = mkdtempSync(path.join(tmpdir(), "booth-same-"));
const servers = [];
let failed = false;
try {
  for (const [name, build] of [
    ["A", buildA],
    ["B", buildB],
  ]) {
    const dataDir = path.join(scratch, name);
    cpSync(seeded, dataDir, { recursive: true });
    const port = await getPort();
    const child = spawn(process.execPath, [path.join(root, "bench/compare.mjs"), "--serve", build, dataDir, port], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    });
    servers.push({ name, port, base: `http://127.0.0.1:${port}`, child });
  }
  const get = async (server, p) => {
    const response = await fetch(`${server.base}${p}`, { headers: { accept: "text/html" }, redirect: "manual" });
    const body = await decodedData(normalise(await response.text(), server.port));
    return { status: response.status, body: IGNORED ? body.replaceAll(IGNORED, "") : body };
  };
  for (const server of servers) {
    for (;;) {
      if (server.child.exitCode !== null) throw new Error(`server ${server.name} exited`);
      try {
        if ((await fetch(`${server.base}/__bench/cpu`)).status === 200) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const first = async (page, pattern) => (await get(servers[0], page)).body.match(pattern)?.[1] ?? "missing";
  const slots = {
    "{dj}": () => first("/", /href="\/dj\/([a-z0-9-]+)"/),
    "{event}": () => first("/events", /href="\/events\/([a-z0-9-]+-\d{4}-\d{2}-\d{2})"/),
    "{venue}": () => first("/venues", /href="\/venues\/([a-z0-9-]+)"/),
  };
  for (const wantedPath of wanted.length > 0 ? wanted : DEFAULT_PATHS) {
    let p = wantedPath;
    for (const [slot, find] of Object.entries(slots)) if (p.includes(slot)) p = p.replace(slot, await find());
    // Twice: the first answer of a build may render parts it then caches; both must be the same.
    for (const attempt of [1, 2]) {
      const [a, b] = await Promise.all(servers.map((server) => get(server, p)));
      if (a.status === b.status && a.body === b.body) {
        if (attempt === 2)
          console.log(`same  ${String(a.status).padEnd(4)} ${String(a.body.length).padStart(7)} B  ${p}`);
        continue;
      }
      failed = true;
      let at = 0;
      while (at < a.body.length && a.body[at] === b.body[at]) at++;
      console.log(`DIFF  ${a.status}/${b.status}  ${p} (attempt ${attempt}) at ${at}:`);
      console.log(`  A: ${JSON.stringify(a.body.slice(Math.max(0, at - 120), at + 200))}`);
      console.log(`  B: ${JSON.stringify(b.body.slice(Math.max(0, at - 120), at + 200))}`);
      break;
    }
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
process.exit(failed ? 1 : 0);

// Search latency and suggestion throughput, printed as a table; nothing here asserts a timing.
//   npm run bench:search                    100 k DJs, 100 k events, 20 k venues, 20 k news, 5 k productions
//   BENCH_SEARCH_SCALE=0.1 npm run bench:search   a tenth of that, for a quick look
//   BENCH_SEARCH_PG=0 npm run bench:search         PGlite only (no throwaway PostgreSQL cluster)
// Rows are inserted with the operator CLI (`cli seed:bulk`); the searches run in this process against the same
// database, so the figures are the search service's own (no HTTP). Suggestions are also measured over HTTP
// against the built app with autocannon.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import getPort from "get-port";
import { DEFAULT_FLAGS, type Flags } from "~/core/site/flags";
import { type Database, openDatabase } from "~server/db/client.server";
import { searchEverything } from "~server/domain/search/search-everything.server";
import { SearchIndex } from "~server/domain/search/search-index.server";
import { suggestSearch } from "~server/domain/search/suggest-search.server";
import { SuggestionIndex } from "~server/domain/search/suggestion-index.server";

const root = path.resolve(import.meta.dirname, "..");
const SCALE = Number(process.env.BENCH_SEARCH_SCALE ?? 1);
const WITH_PG = process.env.BENCH_SEARCH_PG !== "0";
const COUNTS = {
  djs: Math.round(100_000 * SCALE),
  events: Math.round(100_000 * SCALE),
  venues: Math.round(20_000 * SCALE),
  news: Math.round(20_000 * SCALE),
  productions: Math.round(5_000 * SCALE),
};
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 3);
const HTTP_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** Every search type switched on, so all five sets are searched. */
const FLAGS: Flags = {
  ...DEFAULT_FLAGS,
  venuesEnabled: true,
  eventsPageEnabled: true,
  productionLinesEnabled: true,
  newsEnabled: true,
  newsPageEnabled: true,
};

/** Names, cities, genres, 2- to 12-character prefixes and misspellings (the bulk seed's vocabulary and demo data). */
const SEARCH_QUERIES = [
  "nova",
  "kairo voss",
  "echo",
  "berlin",
  "lagos",
  "london",
  "techno",
  "afro house",
  "amapiano",
  "warehouse",
  "open air",
  "no",
  "ka",
  "pul",
  "orbi",
  "lumen",
  "sable h",
  "mira reyes",
  "pulse kuti b",
  "technoo",
  "berln",
  "amapaino",
  "nadia voss",
  "kessel",
  "zzqx",
];
const SUGGEST_QUERIES = [
  "no",
  "ka",
  "ec",
  "pu",
  "nov",
  "kai",
  "orb",
  "lum",
  "nova",
  "echo ",
  "sable",
  "pulse k",
  "mira rey",
  "tide hart",
  "onyx berg s",
  "rhea lindqvi",
  "novva",
  "kiaro",
  "felix",
  "au",
];

interface Row {
  engine: string;
  what: string;
  p50: number;
  p95: number;
  n: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function measure(
  engine: string,
  what: string,
  queries: string[],
  run: (q: string) => Promise<unknown>,
): Promise<Row> {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) for (const q of queries) samples.push(await time(() => run(q)));
  samples.sort((a, b) => a - b);
  return { engine, what, p50: percentile(samples, 50), p95: percentile(samples, 95), n: samples.length };
}

/** Cached figures: one untimed pass fills Booth's result cache, then the timed rounds hit it. */
async function warmThen(
  engine: string,
  what: string,
  queries: string[],
  run: (q: string) => Promise<unknown>,
): Promise<Row> {
  for (const q of queries) await run(q);
  return measure(engine, what, queries, run);
}

function seedWithCli(env: NodeJS.ProcessEnv) {
  const args = ["cli/main.ts", "seed:bulk"];
  for (const [k, v] of Object.entries(COUNTS)) args.push(`--${k}`, String(v));
  const started = performance.now();
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), args, {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("cli seed:bulk failed");
  return (performance.now() - started) / 1000;
}

async function benchEngine(engine: string, database: Database): Promise<Row[]> {
  const db = database.db;
  // Warm the planner and caches of the database itself (not Booth's result cache).
  for (const q of SEARCH_QUERIES.slice(0, 5))
    await searchEverything(db, { query: q, filters: {} }, { flags: FLAGS, fresh: true });
  // What the app does: the searched rows held in memory (decision 014), read once at start.
  const searchIndex = new SearchIndex(database);
  const searchReadStarted = performance.now();
  await searchIndex.start();
  while (!searchIndex.ready) await new Promise((r) => setTimeout(r, 20));
  const searchReadSeconds = (performance.now() - searchReadStarted) / 1000;
  for (const q of SEARCH_QUERIES.slice(0, 5))
    await searchEverything(db, { query: q, filters: {} }, { flags: FLAGS, fresh: true, index: searchIndex });
  const rows = [
    await measure(engine, "search, uncached, from the in-memory index", SEARCH_QUERIES, (q) =>
      searchEverything(db, { query: q, filters: {} }, { flags: FLAGS, fresh: true, index: searchIndex }),
    ),
    { engine, what: `search index read at start: ${searchReadSeconds.toFixed(1)} s`, p50: 0, p95: 0, n: 0 },
    await measure(engine, "search, uncached, from the database", SEARCH_QUERIES, (q) =>
      searchEverything(db, { query: q, filters: {} }, { flags: FLAGS, fresh: true }),
    ),
    await warmThen(engine, "search, cached", SEARCH_QUERIES, (q) =>
      searchEverything(db, { query: q, filters: {} }, { flags: FLAGS }),
    ),
    await measure(engine, "suggestions, uncached, from the database", SUGGEST_QUERIES, (q) =>
      suggestSearch(db, q, { flags: FLAGS, fresh: true }),
    ),
    await warmThen(engine, "suggestions, cached", SUGGEST_QUERIES, (q) => suggestSearch(db, q, { flags: FLAGS })),
  ];
  // What the app does: names held in memory (decision 014), read once at start.
  const index = new SuggestionIndex(database);
  const readStarted = performance.now();
  await index.start();
  while (!index.ready) await new Promise((r) => setTimeout(r, 20));
  const readSeconds = (performance.now() - readStarted) / 1000;
  rows.push(
    await measure(engine, "suggestions, uncached, from the in-memory index", SUGGEST_QUERIES, (q) =>
      suggestSearch(db, q, { flags: FLAGS, fresh: true, index }),
    ),
  );
  rows.push({ engine, what: `suggestion index read at start: ${readSeconds.toFixed(1)} s`, p50: 0, p95: 0, n: 0 });
  for (const [label, withIndex] of [
    ["from the database", undefined],
    ["from the in-memory index", index],
  ] as const) {
    // Uncached suggestion throughput in this process: 8 at a time, a fixed number of rounds.
    const started = performance.now();
    let done = 0;
    const pool = Array.from({ length: 8 }, async (_, w) => {
      for (let i = w; i < SUGGEST_QUERIES.length * 10; i += 8) {
        await suggestSearch(db, SUGGEST_QUERIES[i % SUGGEST_QUERIES.length], {
          flags: FLAGS,
          fresh: true,
          index: withIndex,
        });
        done++;
      }
    });
    await Promise.all(pool);
    const rps = done / ((performance.now() - started) / 1000);
    rows.push({
      engine,
      what: `suggestions, uncached, ${label}, in-process: ${Math.round(rps)} req/s`,
      p50: 0,
      p95: 0,
      n: done,
    });
  }
  await index.stop();
  await searchIndex.stop();
  return rows;
}

async function httpSuggestions(
  dataDir: string,
): Promise<{ cached: number; p95: number; uncached: number; uncachedP95: number; uncachedSent: number }> {
  execFileSync(path.join(root, "node_modules/.bin/node"), ["scripts/build-if-stale.mjs"], {
    cwd: root,
    stdio: "inherit",
  });
  const port = await getPort();
  const child: ChildProcess = spawn(path.join(root, "node_modules/.bin/node"), ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      // The figures are one process's (decision 036: on PostgreSQL npm start would fork a worker per core).
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 240; i++) {
      try {
        // Up, and its suggestion index read (decision 014), so the uncached run measures what serving does.
        const health = await fetch(`${base}/api/health`);
        if (health.ok && (await health.json()).suggestions === "in-memory") break;
      } catch {}
      await new Promise((r) => setTimeout(r, 500));
    }
    for (const q of SUGGEST_QUERIES) await fetch(`${base}/api/search/suggestions?q=${encodeURIComponent(q)}`);
    let i = 0;
    const result = await autocannon({
      url: base,
      connections: 20,
      duration: HTTP_SECONDS,
      requests: [
        {
          method: "GET",
          setupRequest: (req: Record<string, unknown>) => ({
            ...req,
            path: `/api/search/suggestions?q=${encodeURIComponent(SUGGEST_QUERIES[i++ % SUGGEST_QUERIES.length])}`,
          }),
        },
      ],
    });
    // Uncached: every request a text not asked before (all 2- and 3-letter prefixes, then 4-letter ones, in a
    // shuffled order), so each one misses Booth's suggestion cache and runs the index scans.
    const fresh = uncachedTexts();
    let j = 0;
    const uncached = await autocannon({
      url: base,
      connections: 20,
      duration: HTTP_SECONDS,
      requests: [
        {
          method: "GET",
          setupRequest: (req: Record<string, unknown>) => ({
            ...req,
            path: `/api/search/suggestions?q=${fresh[j++ % fresh.length]}`,
          }),
        },
      ],
    });
    return {
      cached: Math.round(result.requests.average),
      p95: result.latency.p97_5 ?? result.latency.p99,
      uncached: Math.round(uncached.requests.average),
      uncachedP95: uncached.latency.p97_5 ?? uncached.latency.p99,
      uncachedSent: j,
    };
  } finally {
    child.kill("SIGTERM");
  }
}

/** Every 2- and 3-letter text, then 4-letter ones, shuffled with a fixed seed (the same run each time). */
function uncachedTexts(): string[] {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const texts: string[] = [];
  for (const a of letters) for (const b of letters) texts.push(a + b);
  for (const a of letters) for (const b of letters) for (const c of letters) texts.push(a + b + c);
  for (const a of letters)
    for (const b of letters) for (const c of letters) for (const d of "aeiou") texts.push(a + b + c + d);
  let seed = 42;
  for (let i = texts.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const k = seed % (i + 1);
    [texts[i], texts[k]] = [texts[k], texts[i]];
  }
  return texts;
}

function printTable(rows: Row[], extra: string[]) {
  console.log("\n| engine | measurement | p50 ms | p95 ms | samples |\n|---|---|---|---|---|");
  for (const r of rows) {
    if (r.p50 === 0 && r.p95 === 0) console.log(`| ${r.engine} | ${r.what} | – | – | ${r.n} |`);
    else console.log(`| ${r.engine} | ${r.what} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.n} |`);
  }
  for (const line of extra) console.log(line);
}

async function main() {
  const rows: Row[] = [];
  const extra: string[] = [];
  console.log(`Seeding ${JSON.stringify(COUNTS)} with the CLI…`);

  const dataDir = mkdtempSync(path.join(tmpdir(), "booth-bench-search-"));
  try {
    const seconds = seedWithCli({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" });
    extra.push(`PGlite seed: ${seconds.toFixed(0)} s`);
    const database = await openDatabase({ dataDir });
    try {
      rows.push(...(await benchEngine("PGlite", database)));
    } finally {
      await database.close();
    }
    printTable(rows, extra);
    const http = await httpSuggestions(dataDir);
    extra.push(
      `Suggestions over HTTP (PGlite app, cached, 20 connections, ${HTTP_SECONDS} s): ${http.cached} req/s, p97.5 ${http.p95} ms`,
      `Suggestions over HTTP (PGlite app, uncached: ${http.uncachedSent} distinct texts, 20 connections, ${HTTP_SECONDS} s): ${http.uncached} req/s, p97.5 ${http.uncachedP95} ms`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (WITH_PG) {
    const env = execFileSync("bash", ["scripts/pg-cluster.sh", "start"], { cwd: root, encoding: "utf8" });
    const url = /TEST_DATABASE_URL=['"]?([^'"\n]+)/.exec(env)?.[1];
    const dir = /PG_CLUSTER_DIR=['"]?([^'"\n]+)/.exec(env)?.[1];
    try {
      if (!url) throw new Error("no PostgreSQL URL from scripts/pg-cluster.sh");
      const seconds = seedWithCli({ ...process.env, DATABASE_URL: url });
      extra.push(`PostgreSQL seed: ${seconds.toFixed(0)} s`);
      const database = await openDatabase({ databaseUrl: url, dataDir: "" });
      try {
        rows.push(...(await benchEngine("PostgreSQL", database)));
      } finally {
        await database.close();
      }
    } finally {
      if (dir) spawnSync("bash", ["scripts/pg-cluster.sh", "stop", dir], { cwd: root, stdio: "ignore" });
    }
  }
  printTable(rows, extra);
}

await main();
process.exit(0);

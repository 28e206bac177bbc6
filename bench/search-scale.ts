// Search at the scale of decision 053, printed as a table; nothing here asserts a timing.
//   npm run bench:search-scale                        1 M DJs, 1 M events, 100 k venues, productions and news on
//                                                      PostgreSQL; a tenth of that on PGlite
//   BENCH_SCALE=0.1 npm run bench:search-scale         a tenth of both (100 k DJs on PostgreSQL, 10 k on PGlite)
//   BENCH_ENGINES=postgres npm run bench:search-scale  one engine (postgres, pglite, or both: the default)
//   BENCH_HTTP=0                                       skip suggestions over HTTP (needs a build: BOOTH_BUILD_DIR)
// Rows are made inside the database with generate_series (seedBulk, one INSERT … SELECT per batch); the search
// indexes are dropped first and built once after, as any bulk load would. Searches run in this process as the app
// runs them (SearchIndex and SuggestionIndex with their memory bounds: past them, the database answers), uncached.
// The heap figure is what the two indexes hold after a forced GC (run with --expose-gc, as the npm script does);
// PGlite's WebAssembly memory is reported apart (external + array buffers).
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import getPort from "get-port";
import { DEFAULT_FLAGS, type Flags } from "~/core/site/flags";
import { type Database, openDatabase } from "~server/db/client.server";
import { migrateDatabase } from "~server/db/migrate.server";
import { rowsOf } from "~server/db/rows-of.server";
import { seedBulk } from "~server/db/seed/bulk-seed.server";
import { searchEverything } from "~server/domain/search/search-everything.server";
import { SearchIndex } from "~server/domain/search/search-index.server";
import { suggestSearch } from "~server/domain/search/suggest-search.server";
import { SuggestionIndex } from "~server/domain/search/suggestion-index.server";

const root = path.resolve(import.meta.dirname, "..");
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const ENGINES = (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",");
const WITH_HTTP = process.env.BENCH_HTTP !== "0";
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 3);
const HTTP_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FULL = { djs: 1_000_000, events: 1_000_000, venues: 100_000, productions: 100_000, news: 100_000 };
const countsFor = (factor: number) =>
  Object.fromEntries(Object.entries(FULL).map(([k, n]) => [k, Math.round(n * factor)])) as typeof FULL;

const FLAGS: Flags = {
  ...DEFAULT_FLAGS,
  venuesEnabled: true,
  eventsPageEnabled: true,
  productionLinesEnabled: true,
  newsEnabled: true,
  newsPageEnabled: true,
};

/** Names, cities, genres, prefixes, combinations, misspellings and odd input, over the bulk seed's words. */
const SEARCH_QUERIES = [
  "nova",
  "kairo voss",
  "echo",
  "berlin",
  "lagos",
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
  "techno berlin",
  "dnb",
  "zzqx",
  "x".repeat(5000),
  "%_\\",
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
  value: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(queries: string[], run: (q: string) => Promise<unknown>) {
  const samples: number[] = [];
  const slowest: Array<[number, string]> = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const q of queries) {
      const started = performance.now();
      await run(q);
      const ms = performance.now() - started;
      samples.push(ms);
      slowest.push([ms, q.length > 20 ? `${q.slice(0, 12)}…(${q.length})` : q]);
    }
  samples.sort((a, b) => a - b);
  slowest.sort((a, b) => b[0] - a[0]);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    slowest: slowest
      .slice(0, 3)
      .map(([ms, q]) => `${JSON.stringify(q)} ${ms.toFixed(1)} ms`)
      .join(", "),
  };
}

/** The trigram and prefix indexes of the searched tables: dropped before a bulk load, built once after it. */
async function searchIndexDefinitions(db: Database["db"]): Promise<Array<{ name: string; definition: string }>> {
  return rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`select indexname as name, indexdef as definition from pg_indexes
      where tablename in ('dj_profiles', 'venue_profiles', 'mate_events', 'event_lineup', 'production_lines', 'news_items')
      and (indexdef like '%gin_trgm_ops%' or indexdef like '%text_pattern_ops%')`),
  );
}

async function seed(database: Database, counts: typeof FULL): Promise<{ seedSeconds: number; indexSeconds: number }> {
  const db = database.db;
  const indexes = await searchIndexDefinitions(db);
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  const started = performance.now();
  let shown = 0;
  await seedBulk(
    db,
    counts,
    (p) => {
      if (p.overallDone - shown >= 200_000 || p.overallDone === p.overallTotal) {
        shown = p.overallDone;
        process.stderr.write(`  ${p.overallDone} / ${p.overallTotal} rows\n`);
      }
    },
    { batchSize: 20_000 },
  );
  const seedSeconds = (performance.now() - started) / 1000;
  const indexStarted = performance.now();
  for (const index of indexes) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      await tx.execute(sql.raw(index.definition));
    });
  }
  await db.execute(sql`analyze`);
  return { seedSeconds, indexSeconds: (performance.now() - indexStarted) / 1000 };
}

function heapAfterGc(): { heap: number; external: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with node --expose-gc (npm run bench:search-scale does)");
  gc();
  gc();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed, external: usage.external + usage.arrayBuffers };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function until(test: () => boolean, what: string) {
  const started = Date.now();
  while (!test()) {
    if (Date.now() - started > 600_000) throw new Error(`${what} not ready after 10 minutes`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function benchEngine(engine: string, database: Database, counts: typeof FULL): Promise<Row[]> {
  const rows: Row[] = [];
  const add = (what: string, value: string) => rows.push({ engine, what, value });
  add(
    "rows",
    Object.entries(counts)
      .map(([k, n]) => `${k} ${n.toLocaleString("en")}`)
      .join(", "),
  );
  const { seedSeconds, indexSeconds } = await seed(database, counts);
  add("bulk insert · index build", `${seedSeconds.toFixed(0)} s · ${indexSeconds.toFixed(0)} s`);
  const db = database.db;

  const before = heapAfterGc();
  const searchIndex = new SearchIndex(database);
  const suggestionIndex = new SuggestionIndex(database);
  const readStarted = performance.now();
  await searchIndex.start();
  await suggestionIndex.start();
  await until(() => searchIndex.ready && suggestionIndex.ready, "indexes");
  add("memory read at start", `${((performance.now() - readStarted) / 1000).toFixed(1)} s`);
  const after = heapAfterGc();
  add(
    "held in memory",
    Object.entries(searchIndex.held)
      .map(([type, held]) => `${type}: ${held ? `${held.size} ${held.kind}` : "–"}`)
      .join(", "),
  );
  add("search + suggestion heap after GC (target ≤ 100 MB)", mb(after.heap - before.heap));
  add("process heap after GC", mb(after.heap));
  if (engine === "PGlite") add("PGlite WebAssembly memory (external), apart", mb(after.external));

  const search = (q: string) =>
    searchEverything(db, { query: q, filters: {} }, { flags: FLAGS, fresh: true, index: searchIndex });
  for (const q of SEARCH_QUERIES.slice(0, 5)) await search(q);
  const s = await timed(SEARCH_QUERIES, search);
  add(
    `search p50 · p95, uncached (target p95 ≤ ${engine === "PGlite" ? 50 : 20} ms)`,
    `${s.p50.toFixed(1)} · ${s.p95.toFixed(1)} ms; slowest ${s.slowest}`,
  );
  const suggest = (q: string) => suggestSearch(db, q, { flags: FLAGS, fresh: true, index: suggestionIndex });
  for (const q of SUGGEST_QUERIES.slice(0, 5)) await suggest(q);
  const g = await timed(SUGGEST_QUERIES, suggest);
  add(
    `suggestions p50 · p95, uncached (target p95 ≤ ${engine === "PGlite" ? 10 : 5} ms)`,
    `${g.p50.toFixed(2)} · ${g.p95.toFixed(2)} ms; slowest ${g.slowest}`,
  );
  const filtered = await timed(["techno", "house", "nova"], (q) =>
    searchEverything(
      db,
      { query: q, filters: { genre: "Techno", city: "Berlin", types: ["dj"] } },
      { flags: FLAGS, fresh: true, index: searchIndex },
    ),
  );
  add("search with genre and city filters, DJs tab, p95", `${filtered.p95.toFixed(1)} ms`);
  const final = heapAfterGc();
  add("search + suggestion heap after the searches, after GC", mb(final.heap - before.heap));
  await suggestionIndex.stop();
  await searchIndex.stop();
  return rows;
}

/** Uncached suggestions over HTTP against the built app on this database (one process). */
async function httpSuggestions(env: NodeJS.ProcessEnv): Promise<string> {
  execFileSync(process.execPath, ["scripts/build-if-stale.mjs"], { cwd: root, stdio: "inherit" });
  const port = await getPort();
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 600; i++) {
      try {
        const health = await fetch(`${base}/api/health`);
        if (health.ok && (await health.json()).suggestions === "in-memory") break;
      } catch {}
      await new Promise((r) => setTimeout(r, 500));
    }
    const texts = uncachedTexts();
    let j = 0;
    const result = await autocannon({
      url: base,
      connections: 20,
      duration: HTTP_SECONDS,
      requests: [
        {
          method: "GET",
          setupRequest: (req: Record<string, unknown>) => ({
            ...req,
            path: `/api/search/suggestions?q=${texts[j++ % texts.length]}`,
          }),
        },
      ],
    });
    return `${Math.round(result.requests.average)} req/s, p97.5 ${result.latency.p97_5} ms (${j} distinct texts, 20 connections, ${HTTP_SECONDS} s, ${result.non2xx} non-2xx)`;
  } finally {
    child.kill("SIGTERM");
  }
}

/** Every 2- and 3-letter text, then 4-letter ones, shuffled with a fixed seed: each misses the answer cache. */
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

function printTable(rows: Row[]) {
  console.log("\n| engine | measurement | value |\n|---|---|---|");
  for (const r of rows) console.log(`| ${r.engine} | ${r.what} | ${r.value} |`);
}

async function main() {
  const rows: Row[] = [];
  if (ENGINES.includes("postgres")) {
    const env = execFileSync("bash", ["scripts/pg-cluster.sh", "start"], { cwd: root, encoding: "utf8" });
    const url = /TEST_DATABASE_URL=['"]?([^'"\n]+)/.exec(env)?.[1];
    const dir = /PG_CLUSTER_DIR=['"]?([^'"\n]+)/.exec(env)?.[1];
    try {
      if (!url) throw new Error("no PostgreSQL URL from scripts/pg-cluster.sh");
      const counts = countsFor(SCALE);
      console.error(`PostgreSQL: seeding ${JSON.stringify(counts)}…`);
      const database = await openDatabase({ databaseUrl: url, dataDir: "", statementTimeoutMs: 600_000 });
      try {
        await migrateDatabase(database);
        rows.push(...(await benchEngine("PostgreSQL", database, counts)));
      } finally {
        await database.close();
      }
      printTable(rows);
      if (WITH_HTTP)
        rows.push({
          engine: "PostgreSQL",
          what: "suggestions over HTTP, uncached (target ≥ 10 k req/s)",
          value: await httpSuggestions({ DATABASE_URL: url, DATA_DIR: mkdtempSync(path.join(tmpdir(), "booth-h-")) }),
        });
    } finally {
      if (dir) spawnSync("bash", ["scripts/pg-cluster.sh", "stop", dir], { cwd: root, stdio: "ignore" });
    }
  }
  if (ENGINES.includes("pglite")) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "booth-bench-scale-"));
    try {
      const counts = countsFor(SCALE / 10);
      console.error(`PGlite: seeding ${JSON.stringify(counts)}…`);
      const database = await openDatabase({ dataDir });
      try {
        await migrateDatabase(database);
        rows.push(...(await benchEngine("PGlite", database, counts)));
      } finally {
        await database.close();
      }
      printTable(rows);
      if (WITH_HTTP)
        rows.push({
          engine: "PGlite",
          what: "suggestions over HTTP, uncached (target ≥ 10 k req/s)",
          value: await httpSuggestions({ DATA_DIR: dataDir, DATABASE_URL: "" }),
        });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  printTable(rows);
}

await main();
process.exit(0);

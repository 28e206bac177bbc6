// Search quality over the demo seed: the judged queries of bench/search-quality/queries.json, run as /search
// runs them (the in-memory index, every type on), read as the All tab shows them, scored per group:
//   top-1  the first result is one the judge graded highest
//   MRR    1 / the position of the first such result (0 when none is shown)
//   NDCG@5 the graded gain of the first five results against the best possible order of the judged ones
//   npm run bench:search-quality                 prints the table
//   BENCH_QUALITY_VERBOSE=1 npm run bench:search-quality   also prints each query's first five results
// Nothing here asserts a figure: docs/performance.md quotes them beside the targets.
import { readFileSync } from "node:fs";
import path from "node:path";
import { SEARCH_RESULT_TYPES, type SearchResults, type SearchResultType } from "~/core/search/search";
import { searchAllTabOrder } from "~/core/search/search-page";
import { DEFAULT_FLAGS, type Flags } from "~/core/site/flags";
import { openInMemoryDatabase } from "~server/db/client.server";
import { migrateDatabase } from "~server/db/migrate.server";
import { seedDemoIfEmpty } from "~server/db/seed/demo-seed.server";
import { searchEverything } from "~server/domain/search/search-everything.server";
import { SearchIndex } from "~server/domain/search/search-index.server";

interface JudgedQuery {
  group: string;
  query: string;
  /** "<type>:<title>" → grade (3 the answer, 2 very relevant, 1 relevant). */
  judged: Record<string, number>;
  /** Only these types, as one of /search's type tabs shows them (e.g. the News tab); every type when absent. */
  types?: SearchResultType[];
}

const FLAGS: Flags = {
  ...DEFAULT_FLAGS,
  venuesEnabled: true,
  eventsPageEnabled: true,
  productionLinesEnabled: true,
  newsEnabled: true,
  newsPageEnabled: true,
};
const VERBOSE = process.env.BENCH_QUALITY_VERBOSE === "1";

/** The All tab as a visitor reads it: types in the tab's order, each type's results in order. */
export function allTabList(results: SearchResults): string[] {
  return searchAllTabOrder(results, SEARCH_RESULT_TYPES).flatMap((type) =>
    results.results[type].map((r) => `${type}:${r.title}`),
  );
}

export function scoreQuery(shown: string[], judged: Record<string, number>) {
  const best = Math.max(...Object.values(judged));
  const firstBest = shown.findIndex((key) => judged[key] === best);
  const gain = (grade: number) => 2 ** grade - 1;
  const dcg = shown.slice(0, 5).reduce((sum, key, i) => sum + gain(judged[key] ?? 0) / Math.log2(i + 2), 0);
  const ideal = Object.values(judged)
    .sort((a, b) => b - a)
    .slice(0, 5)
    .reduce((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);
  return { top1: firstBest === 0 ? 1 : 0, rr: firstBest >= 0 ? 1 / (firstBest + 1) : 0, ndcg: ideal ? dcg / ideal : 0 };
}

async function main() {
  const file = path.join(import.meta.dirname, "search-quality", "queries.json");
  const { queries } = JSON.parse(readFileSync(file, "utf8")) as { queries: JudgedQuery[] };
  const database = await openInMemoryDatabase();
  await migrateDatabase(database);
  await seedDemoIfEmpty(database.db);
  const index = new SearchIndex(database);
  await index.start();
  while (!index.ready) await new Promise((r) => setTimeout(r, 20));

  const groups = new Map<string, { n: number; top1: number; rr: number; ndcg: number }>();
  const all = { n: 0, top1: 0, rr: 0, ndcg: 0 };
  const misses: string[] = [];
  for (const judged of queries) {
    const results = await searchEverything(
      database.db,
      { query: judged.query, filters: judged.types ? { types: judged.types } : {} },
      { flags: FLAGS, fresh: true, index },
    );
    const shown = allTabList(results);
    const score = scoreQuery(shown, judged.judged);
    for (const sums of [groups.get(judged.group) ?? { n: 0, top1: 0, rr: 0, ndcg: 0 }, all]) {
      sums.n++;
      sums.top1 += score.top1;
      sums.rr += score.rr;
      sums.ndcg += score.ndcg;
      if (sums !== all) groups.set(judged.group, sums);
    }
    if (score.top1 === 0 || score.ndcg < 0.9 || VERBOSE)
      misses.push(
        `${JSON.stringify(judged.query)} (${judged.group}): top-1 ${score.top1}, NDCG@5 ${score.ndcg.toFixed(2)} — ${shown.slice(0, 5).join(" | ")}`,
      );
  }
  // The demo-sized site's latency, uncached, as /search runs it (three rounds of every judged query).
  const samples: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const judged of queries) {
      const started = performance.now();
      await searchEverything(
        database.db,
        { query: judged.query, filters: judged.types ? { types: judged.types } : {} },
        { flags: FLAGS, fresh: true, index },
      );
      samples.push(performance.now() - started);
    }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)];
  await index.stop();
  await database.close();

  const pct = (x: number, n: number) => `${((100 * x) / n).toFixed(1)} %`;
  console.log("\n| group | queries | top-1 | MRR | NDCG@5 |\n|---|---|---|---|---|");
  for (const [group, s] of [...groups, ["all", all] as const])
    console.log(
      `| ${group} | ${s.n} | ${pct(s.top1, s.n)} | ${(s.rr / s.n).toFixed(3)} | ${(s.ndcg / s.n).toFixed(3)} |`,
    );
  console.log(
    `\nUncached search over the demo seed (${samples.length} searches): p50 ${at(50).toFixed(2)} ms, p95 ${at(95).toFixed(2)} ms`,
  );
  if (misses.length) console.log(`\nBelow top-1 or NDCG@5 0.9 (${misses.length}):\n${misses.join("\n")}`);
}

await main();
process.exit(0);

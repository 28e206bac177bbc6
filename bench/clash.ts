// The lineup clash check on save at scale, printed as a table; nothing here asserts a timing.
//   npm run bench:clash                               1 M events, 100 k DJs on a throwaway PostgreSQL cluster
//                                                      (scripts/pg-cluster.sh): 20 k venues, 5 k production lines,
//                                                      three lineup DJs per event, holds and unavailable days
//   BENCH_CLASH_EVENTS=200000 BENCH_CLASH_DJS=20000 npm run bench:clash   a smaller run
// Rows are made inside the database with generate_series: events spread over two years around today, at venues in
// forty real cities (a tenth of the venues and lines with a radius clause), each with three DJs drawn across all of
// them. Then checkLineupClashes — what every event form runs before it saves a lineup — for bookings made of a
// random event's time and venue and a lineup of three DJs, one of whom plays that event: p50/p95, and the plan of the
// read of the DJs' other events.
import { execFileSync, spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "~server/db/client.server";
import { migrateDatabase } from "~server/db/migrate.server";
import { rowsOf } from "~server/db/rows-of.server";
import { checkLineupClashes } from "~server/domain/clashes/check-lineup-clashes.server";

const root = path.resolve(import.meta.dirname, "..");
const EVENTS = Number(process.env.BENCH_CLASH_EVENTS ?? 1_000_000);
const DJS = Number(process.env.BENCH_CLASH_DJS ?? 100_000);
const VENUES = Number(process.env.BENCH_CLASH_VENUES ?? 20_000);
const LINES = Number(process.env.BENCH_CLASH_LINES ?? 5_000);
const CHECKS = Number(process.env.BENCH_CLASH_CHECKS ?? 300);
const CHUNK = 100_000;

const CITIES = [
  ["Berlin", "Germany"],
  ["Potsdam", "Germany"],
  ["Leipzig", "Germany"],
  ["Hamburg", "Germany"],
  ["Munich", "Germany"],
  ["London", "UK"],
  ["Manchester", "UK"],
  ["Bristol", "UK"],
  ["Leeds", "UK"],
  ["Amsterdam", "Netherlands"],
  ["Rotterdam", "Netherlands"],
  ["Utrecht", "Netherlands"],
  ["Paris", "France"],
  ["Lyon", "France"],
  ["Brussels", "Belgium"],
  ["Antwerp", "Belgium"],
  ["Ibiza", "Spain"],
  ["Barcelona", "Spain"],
  ["Madrid", "Spain"],
  ["Lisbon", "Portugal"],
  ["Tbilisi", "Georgia"],
  ["Tel Aviv", "Israel"],
  ["Lagos", "Nigeria"],
  ["Johannesburg", "South Africa"],
  ["Cape Town", "South Africa"],
  ["New York", "USA"],
  ["Brooklyn", "USA"],
  ["Chicago", "USA"],
  ["Detroit", "USA"],
  ["Los Angeles", "USA"],
  ["São Paulo", "Brazil"],
  ["Rio de Janeiro", "Brazil"],
  ["Mexico City", "Mexico"],
  ["Tokyo", "Japan"],
  ["Seoul", "South Korea"],
  ["Melbourne", "Australia"],
  ["Sydney", "Australia"],
  ["Copenhagen", "Denmark"],
  ["Oslo", "Norway"],
  ["Some Village Nobody Knows", "Atlantis"],
] as const;

type Row = [string, string];
const table: Row[] = [];
const note = (what: string, value: string) => {
  table.push([what, value]);
  console.error(`${what}: ${value}`);
};
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;
const ms = (n: number) => `${n.toFixed(1)} ms`;
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const sqlArray = (list: readonly string[]) =>
  `ARRAY[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(",")}]::text[]`;
const CITY_NAMES = sqlArray(CITIES.map(([c]) => c));
const COUNTRIES = sqlArray(CITIES.map(([, c]) => c));
const N = CITIES.length;

async function seed(db: Database["db"]) {
  // Site search's trigram and prefix indexes are not what is measured: dropped for the load, as a bulk load would.
  for (const index of rowsOf<{ name: string }>(
    await db.execute(sql`select indexname as name from pg_indexes where tablename in ('dj_profiles', 'mate_events', 'venue_profiles', 'production_lines')
      and (indexdef like '%gin_trgm_ops%' or indexdef like '%text_pattern_ops%')`),
  ))
    await db.execute(sql.raw(`drop index "${index.name}"`));
  // The triggers that count a line's events and announce changes to search are not what is measured either: off for
  // the load, as an import turns them off (decision 033), and on again before the checks.
  const TABLES = ["venue_profiles", "production_lines", "dj_profiles", "mate_events", "event_lineup"];
  for (const t of TABLES) await db.execute(sql.raw(`alter table ${t} disable trigger user`));
  let started = performance.now();
  await db.execute(
    sql.raw(`insert into venue_profiles (name, slug, city, country, clash_radius_km, clash_days_before, clash_days_after)
    select 'Venue ' || g, 'bench-venue-' || g, (${CITY_NAMES})[1 + g % ${N}], (${COUNTRIES})[1 + g % ${N}],
      case when g % 10 = 0 then 50 end, case when g % 10 = 0 then 30 end, case when g % 10 = 0 then 30 end
    from generate_series(1, ${VENUES}) g`),
  );
  await db.execute(
    sql.raw(`insert into production_lines (name, slug, clash_radius_km, clash_days_before, clash_days_after)
    select 'Series ' || g, 'bench-line-' || g, case when g % 10 = 0 then 500 end, case when g % 10 = 0 then 0 end,
      case when g % 10 = 0 then 90 end
    from generate_series(1, ${LINES}) g`),
  );
  await db.execute(
    sql.raw(`insert into dj_profiles (slug, display_name, location, verification_status)
    select 'bench-dj-' || g, 'DJ ' || g, (${CITY_NAMES})[1 + g % ${N}] || ', ' || (${COUNTRIES})[1 + g % ${N}], 'verified'
    from generate_series(1, ${DJS}) g`),
  );
  note("venues / production lines / DJs (generate_series)", `${VENUES} / ${LINES} / ${DJS} in ${seconds(started)}`);

  started = performance.now();
  await db.execute(
    sql`create unlogged table bench_venues as select row_number() over (order by id) - 1 as n, id, name, city, country from venue_profiles`,
  );
  await db.execute(
    sql`create unlogged table bench_lines as select row_number() over (order by id) - 1 as n, id from production_lines`,
  );
  await db.execute(
    sql`create unlogged table bench_djs as select row_number() over (order by id) - 1 as n, id, display_name from dj_profiles`,
  );
  for (let from = 1; from <= EVENTS; from += CHUNK) {
    const to = Math.min(EVENTS, from + CHUNK - 1);
    // Two years around today, at 22:00 UTC give or take; a venue for nine in ten, a line for one in four.
    await db.execute(
      sql.raw(`insert into mate_events (event_id, event_name, event_date, end_date, time_zone, venue, location, status, venue_id, production_line_id)
      select 'bench-event-' || g, 'Night ' || g,
        date_trunc('day', now()) + ((g::bigint * 7919) % 730 - 365) * interval '1 day' + (22 + g % 5) * interval '1 hour',
        date_trunc('day', now()) + ((g::bigint * 7919) % 730 - 365) * interval '1 day' + (30 + g % 5) * interval '1 hour',
        'Europe/Berlin', v.name, v.city || ', ' || v.country, case when g % 10 = 0 then 'draft' else 'published' end,
        case when g % 10 <> 0 then v.id end, l.id
      from generate_series(${from}, ${to}) g
      join bench_venues v on v.n = (g * 31) % ${VENUES}
      left join bench_lines l on g % 4 = 0 and l.n = (g * 17) % ${LINES}`),
    );
    console.error(`  ${to} / ${EVENTS} events`);
  }
  note("events (generate_series)", `${EVENTS.toLocaleString("en-GB")} in ${seconds(started)}`);

  started = performance.now();
  // The lineup's two indexes are built once after the load, and its foreign keys are not checked row by row (the
  // rows point at what was just made): each of three million rows otherwise costs four index look-ups.
  const lineupIndexes = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`select indexname as name, indexdef as def from pg_indexes
      where tablename = 'event_lineup' and indexname <> 'event_lineup_pkey'`),
  );
  for (const index of lineupIndexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  await db.execute(
    sql`create unlogged table bench_events as select row_number() over (order by id) - 1 as n, id from mate_events`,
  );
  await db.execute(sql`create index on bench_events (n)`);
  for (let from = 0; from < EVENTS; from += CHUNK)
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql.raw(`insert into event_lineup (event_id, dj_profile_id, dj_name, position)
        select e.id, d.id, d.display_name, k
        from bench_events e cross join generate_series(0, 2) k
        join bench_djs d on d.n = (e.n * 3 + k * 7919 + (e.n / ${DJS}) * 13) % ${DJS}
        where e.n >= ${from} and e.n < ${from + CHUNK}`),
      );
    });
  for (const index of lineupIndexes)
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
      await tx.execute(sql.raw(index.def));
    });
  const lineups = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from event_lineup`))[0].n;
  note(
    "lineup rows (three DJs an event) and their indexes",
    `${lineups.toLocaleString("en-GB")} in ${seconds(started)}`,
  );

  started = performance.now();
  // A hold on one day in three for a tenth of the DJs, one marked day in five for another tenth.
  await db.execute(
    sql.raw(`insert into calendar_holds (dj_profile_id, day, rank, promoter_name, promoter_email, expires_at)
    select d.id, (current_date + (d.n % 300)::int)::date, 1, 'Promoter ' || d.n, 'p' || d.n || '@bench.test', now() + interval '30 days'
    from bench_djs d where d.n % 10 = 1`),
  );
  await db.execute(
    sql.raw(`insert into calendar_unavailable_days (dj_profile_id, day)
    select d.id, (current_date + (d.n % 200)::int)::date from bench_djs d where d.n % 10 = 2`),
  );
  for (const t of TABLES) await db.execute(sql.raw(`alter table ${t} enable trigger user`));
  for (const t of ["bench_venues", "bench_lines", "bench_djs", "bench_events"])
    await db.execute(sql.raw(`drop table ${t}`));
  await db.execute(sql`analyze`);
  note("holds, unavailable days, analyze", seconds(started));
}

async function measure(database: Database) {
  const db = database.db;
  const samples: number[] = [];
  let warnings = 0;
  let notes = 0;
  // Bookings: the time and venue of a random published event ± a few hours, and three DJs — one who plays it.
  const picks = rowsOf<{
    id: string;
    event_date: string;
    venue_id: string | null;
    production_line_id: string | null;
    location: string;
    dj: string;
  }>(
    await db.execute(sql`select e.id, e.event_date, e.venue_id, e.production_line_id, e.location,
        (select dj_profile_id from event_lineup where event_id = e.id limit 1) as dj
      from mate_events e tablesample bernoulli (5) where e.status = 'published' limit ${CHECKS}`),
  );
  const djs = rowsOf<{ id: string }>(
    await db.execute(sql`select id from dj_profiles order by random() limit ${CHECKS * 2}`),
  );
  // A few saves first, as a running server has made before: connections opened, the common cities read.
  for (const p of picks.slice(0, 20))
    await checkLineupClashes(db, {
      eventRowId: null,
      startsAt: new Date(p.event_date),
      endsAt: null,
      venueId: p.venue_id,
      productionLineId: p.production_line_id,
      location: p.location,
      djProfileIds: [p.dj],
      actorEmail: null,
    });
  for (const [i, p] of picks.entries()) {
    const startsAt = new Date(new Date(p.event_date).getTime() + ((i % 7) - 3) * 3_600_000);
    const started = performance.now();
    const report = await checkLineupClashes(db, {
      eventRowId: null,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 6 * 3_600_000),
      venueId: p.venue_id,
      productionLineId: p.production_line_id,
      location: p.location,
      djProfileIds: [p.dj, djs[(2 * i) % djs.length].id, djs[(2 * i + 1) % djs.length].id],
      actorEmail: "bench@booth.test",
    });
    samples.push(performance.now() - started);
    warnings += report.warnings.length;
    notes += report.notes.length;
  }
  const first = samples[0];
  samples.sort((a, b) => a - b);
  note(
    `checkLineupClashes, ${samples.length} saves of three DJs: after 20 warm-up saves: first / p50 / p95 / max (target p95 ≤ 20 ms)`,
    `${ms(first)} / ${ms(percentile(samples, 50))} / ${ms(percentile(samples, 95))} / ${ms(samples[samples.length - 1])}`,
  );
  note("machine load average (1 min) after the saves, on 2 cores", loadavg()[0].toFixed(1));
  note(
    "warnings / notes per save (mean)",
    `${(warnings / samples.length).toFixed(1)} / ${(notes / samples.length).toFixed(2)}`,
  );
  const dj = picks[0]?.dj;
  if (dj) {
    const plan = rowsOf<Record<string, string>>(
      await db.execute(sql`explain (analyze, buffers off) select e.id from event_lineup el join mate_events e on e.id = el.event_id
        where el.dj_profile_id = ${dj} and e.status = 'published'
          and e.event_date between now() - interval '365 days' and now() + interval '365 days'`),
    ).map((r) => Object.values(r)[0]);
    const index = plan.find((l) => l.includes("event_lineup_dj_profile_id_idx"))
      ? "event_lineup_dj_profile_id_idx"
      : "no index";
    const time = plan.find((l) => l.startsWith("Execution Time"))?.replace("Execution Time: ", "") ?? "?";
    note("plan of a DJ's other events (the main read)", `${index}; ${time}`);
  }
}

async function main() {
  const env = execFileSync("bash", ["scripts/pg-cluster.sh", "start"], { cwd: root, encoding: "utf8" });
  const url = /TEST_DATABASE_URL=['"]?([^'"\n]+)/.exec(env)?.[1];
  const dir = /PG_CLUSTER_DIR=['"]?([^'"\n]+)/.exec(env)?.[1];
  let database: Database | null = null;
  try {
    if (!url) throw new Error("no PostgreSQL URL from scripts/pg-cluster.sh");
    database = await openDatabase({ databaseUrl: url, dataDir: "", statementTimeoutMs: 3_600_000 });
    await migrateDatabase(database);
    await seed(database.db);
    await measure(database);
  } finally {
    await database?.close();
    if (dir) spawnSync("bash", ["scripts/pg-cluster.sh", "stop", dir], { cwd: root, stdio: "ignore" });
  }
  console.log("\n| measurement | value |\n|---|---|");
  for (const [what, value] of table) console.log(`| ${what} | ${value} |`);
}

await main();

// The booking desk at scale, printed as a table; nothing here asserts a timing.
//   npm run bench:booking-desk                          100 k DJs, 1 M events on a throwaway PostgreSQL cluster
//   BENCH_DESK_DJS=20000 BENCH_DESK_EVENTS=200000 npm run bench:booking-desk   a smaller run (the seed takes minutes)
//   BENCH_DESK_KEEP=1 keeps the seeded cluster (its URL is printed); BENCH_DESK_URL=… times it again without seeding
// Seeds DJs and events with the bulk seed (generate_series), then inside the database: each event's lineup (two DJs),
// holds on a fifth of the DJs' days ahead (ranked 1st and 2nd), unavailable days, and follows with cities. Then it
// times what the screens run: a calendar month (listCalendarDays, /mate/calendar's loader read) for random DJs, the
// public grid's six months (listBusyDays), and findFreeDjs (/find-djs) for random dates, with and without genre and
// city, by followers and by city demand; p50 / p95 over the rounds, and the plan of one /find-djs query.
import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import { gridRange } from "~/core/calendar/availability";
import { addDaysTo, addMonthsTo } from "~/core/calendar/calendar";
import { type Database, openDatabase } from "~server/db/client.server";
import { migrateDatabase } from "~server/db/migrate.server";
import { rowsOf } from "~server/db/rows-of.server";
import { seedBulk } from "~server/db/seed/bulk-seed.server";
import { findFreeDjs } from "~server/domain/dj-calendar/find-free-djs.server";
import { listBusyDays } from "~server/domain/dj-calendar/list-busy-days.server";
import { listCalendarDays } from "~server/domain/dj-calendar/list-calendar-days.server";

const root = path.resolve(import.meta.dirname, "..");
const DJS = Number(process.env.BENCH_DESK_DJS ?? 100_000);
const EVENTS = Number(process.env.BENCH_DESK_EVENTS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_DESK_ROUNDS ?? 40);

const table: [string, string][] = [];
const note = (what: string, value: string) => {
  table.push([what, value]);
  console.error(`${what}: ${value}`);
};
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

async function timed(runs: (() => Promise<unknown>)[]): Promise<string> {
  const times: number[] = [];
  for (const run of runs) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return `${percentile(times, 50).toFixed(1)} ms / ${percentile(times, 95).toFixed(1)} ms`;
}

async function seed(db: Database["db"]) {
  const started = performance.now();
  await seedBulk(db, { djs: DJS, events: EVENTS }, undefined, { batchSize: 50_000 });
  const today = new Date().toISOString().slice(0, 10);
  // Two DJs on each event's lineup, spread over every DJ.
  await db.execute(sql`
    insert into event_lineup (event_id, dj_profile_id, dj_name, position)
    select e.id, d.id, d.display_name, k from (select id, row_number() over () as n from mate_events) e
      cross join generate_series(0, 1) k
      join (select id, display_name, row_number() over (order by id) as n from dj_profiles) d
        on d.n = 1 + ((e.n * 7 + k * 13) % ${DJS})`);
  // Holds: a fifth of the DJs hold days ahead (one every ~9 days for 6 months), a 1st and, for some, a 2nd.
  await db.execute(sql`
    insert into calendar_holds (dj_profile_id, day, rank, status, promoter_name, expires_at)
    select d.id, ${today}::date + s.k, r.rank, 'active', 'Bulk promoter ' || r.rank, now() + interval '7 days'
    from (select id, row_number() over (order by id) as n from dj_profiles) d
      cross join generate_series(1, 180, 9) s(k)
      cross join generate_series(1, 2) r(rank)
    where d.n % 5 = 0 and (r.rank = 1 or (d.n + s.k) % 3 = 0)`);
  await db.execute(sql`
    insert into calendar_holds (dj_profile_id, day, rank, status, promoter_name, expires_at)
    select d.id, ${today}::date + 4 + s.k, null, 'confirmed', 'Bulk booking', now() + interval '7 days'
    from (select id, row_number() over (order by id) as n from dj_profiles) d
      cross join generate_series(1, 180, 15) s(k)
    where d.n % 7 = 0`);
  await db.execute(sql`
    insert into calendar_unavailable_days (dj_profile_id, day, note)
    select d.id, ${today}::date + 2 + s.k, 'Away'
    from (select id, row_number() over (order by id) as n from dj_profiles) d
      cross join generate_series(1, 180, 20) s(k)
    where d.n % 11 = 0`);
  // Follows: users to follow from, and about ten follows per DJ, a third with a city.
  await db.execute(sql`
    insert into users (id, name, email, email_verified, created_at, updated_at)
    select 'bulk-fan-' || g, 'Fan ' || g, 'fan' || g || '@bulk.test', true, now(), now() from generate_series(1, 20000) g`);
  await db.execute(sql`
    insert into dj_follows (user_id, dj_profile_id, city)
    select 'bulk-fan-' || (1 + (d.n * 31 + f) % 20000), d.id,
      case when f % 3 = 0 then split_part(d.location, ',', 1) else null end
    from (select id, location, row_number() over (order by id) as n from dj_profiles) d
      cross join generate_series(1, 10) f
    where (d.n + f) % 2 = 0
    on conflict do nothing`);
  await db.execute(sql`analyze`);
  const counts = rowsOf<Record<string, number>>(
    await db.execute(sql`select (select count(*) from dj_profiles)::int as djs,
      (select count(*) from mate_events)::int as events, (select count(*) from event_lineup)::int as lineup,
      (select count(*) from calendar_holds)::int as holds, (select count(*) from dj_follows)::int as follows`),
  )[0];
  note(
    "seeded",
    `${counts.djs} DJs, ${counts.events} events, ${counts.lineup} lineup rows, ${counts.holds} holds, ${counts.follows} follows in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function main() {
  // BENCH_DESK_URL: a database this bench seeded and kept before (BENCH_DESK_KEEP=1), timed again without seeding.
  const reuse = process.env.BENCH_DESK_URL;
  const env = reuse ? "" : execFileSync("bash", ["scripts/pg-cluster.sh", "start"], { cwd: root, encoding: "utf8" });
  const url = reuse ?? /TEST_DATABASE_URL=['"]?([^'"\n]+)/.exec(env)?.[1];
  const dir = process.env.BENCH_DESK_KEEP ? undefined : /PG_CLUSTER_DIR=['"]?([^'"\n]+)/.exec(env)?.[1];
  let database: Database | undefined;
  try {
    if (!url) throw new Error("no PostgreSQL URL from scripts/pg-cluster.sh");
    database = await openDatabase({ databaseUrl: url, dataDir: "", statementTimeoutMs: 3_600_000 });
    await migrateDatabase(database);
    const db = database.db;
    if (!reuse) await seed(db);
    if (process.env.BENCH_DESK_KEEP) console.error(`kept: BENCH_DESK_URL=${url}`);
    const ids = rowsOf<{ id: string }>(
      await db.execute(sql`select id from dj_profiles order by random() limit ${ROUNDS}`),
    ).map((r) => r.id);
    const today = new Date().toISOString().slice(0, 10);
    const month = (i: number) => `${addMonthsTo(today, i % 6).slice(0, 7)}-01`;
    note(
      `calendar month (listCalendarDays), ${ids.length} DJs: p50 / p95 (target p95 ≤ 50 ms)`,
      await timed(
        ids.map((id, i) => () => listCalendarDays(db, id, month(i), addDaysTo(addMonthsTo(month(i), 1), -1))),
      ),
    );
    const grid = gridRange(today);
    note(
      "public grid, six months (listBusyDays): p50 / p95",
      await timed(ids.map((id) => () => listBusyDays(db, id, grid.from, grid.to))),
    );
    const dates = Array.from({ length: ROUNDS }, (_, i) => addDaysTo(today, 1 + ((i * 17) % 170)));
    const find = (input: { genre: string | null; city: string | null; byCity: boolean }) =>
      timed(dates.map((date) => () => findFreeDjs(db, { date, ...input })));
    note(
      `/find-djs any genre, any city (${ROUNDS} dates): p50 / p95 (target p95 ≤ 100 ms)`,
      await find({ genre: null, city: null, byCity: false }),
    );
    note("/find-djs genre Techno: p50 / p95", await find({ genre: "Techno", city: null, byCity: false }));
    note("/find-djs city Berlin, by followers: p50 / p95", await find({ genre: null, city: "Berlin", byCity: false }));
    note(
      "/find-djs genre House, city Berlin, by city demand: p50 / p95",
      await find({ genre: "House", city: "Berlin", byCity: true }),
    );
    if (process.env.BENCH_PLANS) {
      const plan = rowsOf<{ "QUERY PLAN": string }>(
        await db.execute(sql`explain analyze select 1 from calendar_holds where day = ${dates[0]}::date`),
      );
      console.error(plan.map((r) => r["QUERY PLAN"]).join("\n"));
    }
  } finally {
    await database?.close();
    if (dir) spawnSync("bash", ["scripts/pg-cluster.sh", "stop", dir], { cwd: root, stdio: "ignore" });
  }
  console.log("\n| measurement | value |\n|---|---|");
  for (const [what, value] of table) console.log(`| ${what} | ${value} |`);
}

await main();

// DJ analytics at scale, printed as a table; nothing here asserts a timing.
//   npm run bench:analytics                              PGlite in memory, 1 M profile views + 200 k other rows
//   BENCH_ANALYTICS_ROLLUP_DAYS=30 npm run bench:analytics   roll up only the last 30 days (quicker)
//   BENCH_ANALYTICS_VIEWS=10000000 BENCH_ANALYTICS_URL=postgres://… npm run bench:analytics    PostgreSQL, 10 M
// 2,000 DJs (the bulk seed), rows spread over 13 months. Measures: generating the rows, the roll-up of every day
// (what `stats:backfill` does), the dashboard's reads (getDjDashboard: stored days + today live + last 24 hours +
// traffic sources + devices + countries + followers) p50/p95 for a 30- and a 365-day range, beacon ingest through
// the endpoint's handler (handleDjActivityBeacon, in process: a distinct client IP per request, as X-Forwarded-For
// from a trusted proxy gives, so the per-IP limit is not what is measured), and that a repeated view is refused.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { parseAnalyticsRange } from "~/core/admin/admin-analytics";
import { monthPartitionName, monthStart, rawRetentionCutoff } from "~/core/analytics/analytics-retention";
import { addDays } from "~/core/events/events";
import { adminAnalyticsData } from "~server/adapters/admin-analytics.server";
import { type Database, openDatabase, openInMemoryDatabase } from "~server/db/client.server";
import { migrateDatabase } from "~server/db/migrate.server";
import { seedBulk } from "~server/db/seed/bulk-seed.server";
import { getSiteAnalytics } from "~server/domain/analytics/get-site-analytics.server";
import { rollupSiteDailyStats } from "~server/domain/analytics/rollup-site-daily-stats.server";
import { ensureActivityPartitions } from "~server/domain/dj-analytics/ensure-activity-partitions.server";
import { getDjDashboard } from "~server/domain/dj-analytics/get-dj-dashboard.server";
import { rollupDjDailyStats } from "~server/domain/dj-analytics/rollup-dj-daily-stats.server";
import { summariseOldDjActivity } from "~server/domain/dj-analytics/summarise-old-dj-activity.server";
import { handleDjActivityBeacon } from "~server/http/dj-activity-beacon.server";
import { createProfileViewBuffer } from "~server/http/profile-view-buffer.server";

const VIEWS = Number(process.env.BENCH_ANALYTICS_VIEWS ?? 1_000_000);
const OTHER = Number(process.env.BENCH_ANALYTICS_OTHER ?? Math.round(VIEWS / 5));
const DJS = Number(process.env.BENCH_ANALYTICS_DJS ?? 2_000);
const DAYS = 395;
const ROUNDS = Number(process.env.BENCH_ANALYTICS_ROUNDS ?? 40);
/** Days rolled up before the reads (all 395 by default; fewer for a quick look — older days then read as zero). */
const ROLLUP_DAYS = Math.min(DAYS, Number(process.env.BENCH_ANALYTICS_ROLLUP_DAYS ?? DAYS));
const INGEST_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const URL = process.env.BENCH_ANALYTICS_URL;

const rows: string[][] = [["measure", "value"]];
const note = (measure: string, value: string) => {
  rows.push([measure, value]);
  console.log(`${measure}: ${value}`);
};
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function fill(database: Database, slugs: string[], already = 0) {
  const db = database.db;
  // Rows go in without the secondary indexes, which are rebuilt once at the end: maintaining three indexes row by
  // row made 10 M rows take 47 minutes on PostgreSQL; one sort per index after the load is minutes.
  const indexes = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`
      select indexname as name, indexdef as def from pg_indexes
      where tablename = 'dj_profile_views' and indexname not in (select conname from pg_constraint)`),
  );
  // A resumed fill finds them already dropped by the stopped run: rebuild the schema's own (migrations 0017/0021).
  if (indexes.length === 0)
    indexes.push(
      ...[
        ["dj_profile_views_slug_created_idx", "btree (dj_slug, created_at)"],
        ["dj_profile_views_created_idx", "btree (created_at)"],
        ["dj_profile_views_created_brin", "brin (created_at)"],
      ].map(([name, using]) => ({ name, def: `CREATE INDEX ${name} ON dj_profile_views USING ${using}` })),
    );
  for (const index of indexes) await db.execute(sql.raw(`drop index if exists ${index.name}`));
  const list = sql.raw(`array[${slugs.map((s) => `'${s}'`).join(",")}]`);
  const chunk = 200_000;
  const started = performance.now();
  // A run stopped part way is resumed from the rows already there.
  for (let done = already; done < VIEWS; done += chunk) {
    const n = Math.min(chunk, VIEWS - done);
    await db.execute(sql`
      insert into dj_profile_views (dj_slug, referrer, user_agent, country, city, utm_source, utm_campaign, view_key, created_at)
      select (${list})[1 + floor(random() * ${slugs.length})::int],
        (array[null, 'https://l.instagram.com/', 'https://www.google.com/', 'https://ra.co/dj', 'https://t.co/x', 'https://example.com/'])[1 + floor(random() * 6)::int],
        (array['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X)'])[1 + floor(random() * 3)::int],
        (array['DE', 'NL', 'GB', 'US'])[1 + floor(random() * 4)::int],
        (array['Berlin', 'Amsterdam', 'London', 'New York', 'Leipzig', null])[1 + floor(random() * 6)::int],
        case when random() < 0.1 then 'newsletter' end, case when random() < 0.1 then 'tour' end,
        'bench' || ${done} + g || ':x', now() - random() * interval '${sql.raw(String(DAYS))} days'
      from generate_series(1, ${n}) g`);
  }
  const others = [
    ["dj_radio_plays", "duration_seconds", "(30 + floor(random() * 300))::int"],
    ["dj_social_clicks", "platform", "(array['instagram', 'soundcloud', 'spotify'])[1 + floor(random() * 3)::int]"],
    ["dj_share_events", "platform", "(array['whatsapp', 'copy_link', 'x'])[1 + floor(random() * 3)::int]"],
    ["dj_media_plays", "media_type", "'soundcloud'"],
  ] as const;
  for (const [table, column, value] of others) {
    await db.execute(sql`
      insert into ${sql.raw(table)} (dj_slug, ${sql.raw(column)}, created_at)
      select (${list})[1 + floor(random() * ${slugs.length})::int], ${sql.raw(value)},
        now() - random() * interval '${sql.raw(String(DAYS))} days'
      from generate_series(1, ${Math.round(OTHER / others.length)}) g`);
  }
  for (const index of indexes) await db.execute(sql.raw(index.def.replace(" ON ONLY ", " ON ")));
  // The rows went in in random time order; real views arrive in time order, which the planner counts on for
  // today's index range scans. Cluster the current month by time (the only one "today" reads touch).
  if (database.engine === "postgres") {
    const month = monthPartitionName("dj_profile_views", monthStart(new Date(), 0));
    // The partition's b-tree on created_at (its name depends on the order the indexes were made in; BRIN cannot cluster).
    const [btree] = rowsOf<{ name: string }>(
      await db.execute(sql`
        select indexname as name from pg_indexes
        where tablename = ${month} and indexdef like '%USING btree (created_at)%' limit 1`),
    );
    if (btree) await db.execute(sql.raw(`cluster ${month} using ${btree.name}`));
  }
  await db.execute(sql`analyze`);
  const seconds = (performance.now() - started) / 1000;
  note(
    "rows generated",
    `${VIEWS.toLocaleString("en-GB")} views + ${OTHER.toLocaleString("en-GB")} other in ${seconds.toFixed(1)} s`,
  );
}

function printTable() {
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`\n${rows.map((r) => `${r[0].padEnd(width)}  ${r[1]}`).join("\n")}`);
}

async function main() {
  const database = URL
    ? await openDatabase({ databaseUrl: URL, dataDir: "", statementTimeoutMs: 0 })
    : await openInMemoryDatabase();
  note("engine", `${database.engine}${URL ? "" : " (in memory)"}`);
  await migrateDatabase(database);
  // BENCH_ANALYTICS_REUSE=1 on a database a previous run filled: the rows are kept and only the reads re-measured.
  const existing = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from dj_profile_views`),
  )[0].n;
  const reuse = process.env.BENCH_ANALYTICS_REUSE === "1" && existing >= VIEWS;
  if (!reuse && existing === 0) await seedBulk(database.db, { djs: DJS });
  const djs = (await database.db.execute<{ id: string; slug: string }>(
    sql`select id, slug from dj_profiles where active order by slug`,
  )) as unknown as { rows?: { id: string; slug: string }[] } & { id: string; slug: string }[];
  const profiles = djs.rows ?? djs;
  const slugs = profiles.map((p) => p.slug).slice(0, DJS);
  note("DJs", String(slugs.length));
  // The month partitions of the 13 months the rows span (the migration made this month's and the next two).
  const months = Array.from({ length: 15 }, (_, i) => monthStart(new Date(), -14 + i));
  note("month partitions created", String(await ensureActivityPartitions(database.db, months)));
  if (reuse) note("rows reused", `${existing.toLocaleString("en-GB")} views already there`);
  else await fill(database, slugs, process.env.BENCH_ANALYTICS_REUSE === "1" ? existing : 0);
  // BENCH_ANALYTICS_FILL_ONLY=1: only make the rows (for later BENCH_ANALYTICS_REUSE=1 runs against them).
  if (process.env.BENCH_ANALYTICS_FILL_ONLY === "1") {
    await database.close();
    return;
  }

  const today = new Date().toISOString().slice(0, 10);
  let started = performance.now();
  // All the days in one set-based statement per roll-up (what a backfill of a range amounts to).
  if (ROLLUP_DAYS > 0) {
    await rollupDjDailyStats(database.db, addDays(today, -ROLLUP_DAYS), addDays(today, -1));
    const djMs = performance.now() - started;
    await rollupSiteDailyStats(database.db, addDays(today, -ROLLUP_DAYS), addDays(today, -1));
    // As autovacuum leaves them a while after the nightly job (the visibility map lets reads use index-only scans).
    await database.db.execute(sql`vacuum analyze dj_daily_stats`);
    await database.db.execute(sql`vacuum analyze site_daily_stats`);
    const rollupMs = performance.now() - started;
    note(
      `roll-up of ${ROLLUP_DAYS} days (dj_daily_stats + site_daily_stats)`,
      `${(rollupMs / 1000).toFixed(1)} s (${(djMs / 1000).toFixed(1)} s DJs, ${((rollupMs - djMs) / 1000).toFixed(1)} s site; ${(rollupMs / ROLLUP_DAYS).toFixed(0)} ms a day)`,
    );
  }

  for (const days of [30, 365]) {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const dj = profiles[Math.floor(Math.random() * slugs.length)];
      const t = performance.now();
      const data = await getDjDashboard(database.db, {
        slug: dj.slug,
        djProfileId: dj.id,
        from: addDays(today, -(days - 1)),
        to: today,
      });
      times.push(performance.now() - t);
      if (data.failed) throw new Error("a dashboard read failed");
    }
    note(
      `dashboard reads, ${days} days (p50 / p95)`,
      `${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)} ms`,
    );
  }

  // /admin/analytics's loader reads (the target: p95 ≤ 300 ms at 10 M rows on PostgreSQL), for its 30- and 90-day
  // ranges, and the site figures alone over 365 days (no such range on the screen; how far the roll-ups go).
  for (const days of [30, 90, 365]) {
    const times: number[] = [];
    for (let i = 0; i < Math.max(5, Math.round(ROUNDS / 2)); i++) {
      const t = performance.now();
      if (days === 365) await getSiteAnalytics(database.db, new Date(`${addDays(today, -364)}T00:00:00Z`));
      else await adminAnalyticsData(database.db, parseAnalyticsRange(String(days)), new Date());
      times.push(performance.now() - t);
    }
    note(
      days === 365
        ? "site figures (getSiteAnalytics), 365 days (p50 / p95)"
        : `/admin/analytics reads, ${days} days (p50 / p95)`,
      `${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
  if (process.env.BENCH_ANALYTICS_READS_ONLY === "1") {
    printTable();
    await database.close();
    return;
  }

  // Ingest through the endpoint's handler, 32 in flight, each from its own client address (as X-Forwarded-For
  // from a trusted proxy gives), views batched as the app batches them (decision 035). The figure counts a
  // request once answered AND its row stored (the last batch is waited for).
  const viewBuffer = createProfileViewBuffer(database.db);
  const deps = (ip: string) => ({
    database,
    clientIp: ip,
    countryHeader: undefined,
    viewBuffer,
    resolveUserId: async () => null,
  });
  const beacon = (slug: string, viewId: string) =>
    new Request("http://bench.local/api/dj-activity", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://bench.local", "user-agent": "bench" },
      body: JSON.stringify({ kind: "view", slug, viewId }),
    });
  const countViews = async () =>
    (
      (await database.db.execute(sql`select count(*)::int as n from dj_profile_views`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n;
  const before = await countViews();
  let sent = 0;
  let failed = 0;
  const until = performance.now() + INGEST_SECONDS * 1000;
  started = performance.now();
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (performance.now() < until) {
        const n = sent++;
        const res = await handleDjActivityBeacon(
          beacon(slugs[n % slugs.length], `benchtab${n.toString(36).padStart(8, "0")}`),
          deps(`10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`),
        );
        if (res.status !== 204) failed++;
      }
    }),
  );
  const answeredMs = performance.now() - started;
  const pendingAtEnd = viewBuffer.pending;
  await viewBuffer.flush();
  const storedMs = performance.now() - started;
  const stored = (await countViews()) - before;
  note(
    "beacon ingest (handler, in process)",
    `${Math.round(stored / (storedMs / 1000)).toLocaleString("en-GB")} views/s stored (${Math.round(sent / (answeredMs / 1000)).toLocaleString("en-GB")} answered/s; ${pendingAtEnd.toLocaleString("en-GB")} still queued at the end; ${failed} refused; ${stored.toLocaleString("en-GB")} of ${sent.toLocaleString("en-GB")} stored)`,
  );

  // De-duplication: the same tab, DJ and hour twice is one view.
  const viewId = `dedupe${randomUUID().slice(0, 8)}`;
  // Twice in one batch, then once more in a later batch.
  await handleDjActivityBeacon(beacon(slugs[0], viewId), deps("10.255.0.1"));
  await handleDjActivityBeacon(beacon(slugs[0], viewId), deps("10.255.0.2"));
  await viewBuffer.flush();
  await handleDjActivityBeacon(beacon(slugs[0], viewId), deps("10.255.0.3"));
  await viewBuffer.flush();
  const counted = (await database.db.execute(
    sql`select count(*)::int as n from dj_profile_views where view_key like ${`${viewId}:%`}`,
  )) as unknown as { rows?: { n: number }[] } & { n: number }[];
  note("a view sent 3 times (same tab, DJ, hour)", `${(counted.rows ?? counted)[0].n} row stored`);

  // Summarising: as if only 12 months were kept, the oldest month is rolled up and its partitions dropped.
  // Not on reused rows: it would delete part of the data set later runs measure.
  if (reuse) {
    printTable();
    await database.close();
    return;
  }
  started = performance.now();
  const summarised = await summariseOldDjActivity(database.db, rawRetentionCutoff(new Date(), 12));
  note(
    "summarise raw rows older than 12 months",
    `${((performance.now() - started) / 1000).toFixed(1)} s (${summarised.days} days rolled up, ${summarised.partitionsDropped} partitions dropped)`,
  );

  printTable();
  await database.close();
}

await main();

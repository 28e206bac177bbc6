/**
 * Decision 035: the raw DJ activity tables partitioned by month, the view de-duplication across
 * partitions, partitions made ahead, and raw rows older than the kept months summarised into the roll-ups.
 * Runs on PGlite and (TEST_DATABASE_URL) PostgreSQL.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partitionMonths } from "~/core/analytics/analytics-retention";
import { type Database, type Db, openDatabase, openInMemoryDatabase } from "~server/db/client.server";
import { migrateDatabase, resolveMigrationsFolder } from "~server/db/migrate.server";
import { rowsOf } from "~server/db/rows-of.server";
import {
  djDailyStats,
  djProfileViewKeys,
  djProfileViews,
  djRadioPlays,
  djSocialClicks,
  userActivities,
  users,
} from "~server/db/schema";
import { seedDj, seedUser } from "~server/db/seed/factories.server";
import { recordProfileView } from "~server/domain/dj-activity/record-profile-view.server";
import { ensureActivityPartitions } from "~server/domain/dj-analytics/ensure-activity-partitions.server";
import { rollupDjDailyStats } from "~server/domain/dj-analytics/rollup-dj-daily-stats.server";
import { summariseOldDjActivity } from "~server/domain/dj-analytics/summarise-old-dj-activity.server";
import { backfillDjStats, maintainDjActivity } from "~server/jobs/dj-stats-jobs.server";
import { quoteIdent, withDatabaseName } from "./helpers/template";
import { createTestDatabase, testEngine } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function all<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The partition a view row is stored in. */
async function partitionsOf(db: Database, slug: string): Promise<string[]> {
  return (
    await all<{ p: string }>(
      db,
      sql`select tableoid::regclass::text as p from dj_profile_views where dj_slug = ${slug} order by created_at`,
    )
  ).map((r) => r.p);
}

const guest = { userId: null, userAgent: "Mozilla/5.0 (iPhone) Safari/605" };
const view = (slug: string, viewId: string | null) => ({
  slug,
  referrer: null,
  country: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  viewId,
});

/** A blank database of the engine under test, to migrate step by step. */
async function blankDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openInMemoryDatabase();
  const name = `booth_blank_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${quoteIdent(name)} template template0`);
  await admin.end();
  const db = await openDatabase({ databaseUrl: withDatabaseName(url, name), dataDir: "", poolMax: 2 });
  return {
    ...db,
    async close() {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${quoteIdent(name)} with (force)`);
      await c.end();
    },
  };
}

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "booth-migrations-"));
  cpSync(resolveMigrationsFolder(), dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * A public DJ in a database migrated only part of the way: the factory names every column of today's schema, and
 * later migrations add some.
 */
async function seedDjAtOldSchema(db: Db): Promise<{ id: string; slug: string }> {
  const slug = `dj-before-${randomUUID().slice(0, 8)}`;
  const result = await db.execute(sql`
    insert into dj_profiles (slug, display_name, active, verification_status)
    values (${slug}, ${slug}, true, 'verified') returning id, slug`);
  return rowsOf<{ id: string; slug: string }>(result)[0];
}

describe(`DJ activity partitioned by month (${testEngine()})`, () => {
  it("migration 0021 moves the rows already stored into month partitions, and their recent view keys still refuse a repeat", async () => {
    const blank = await blankDatabase();
    const folder = migrationsBefore("0021_analytics_partitions");
    try {
      await migrateDatabase(blank, { migrationsFolder: folder });
      const dj = await seedDjAtOldSchema(blank.db);
      const now = new Date();
      const hourKey = now.toISOString().slice(0, 13);
      await blank.db.execute(sql`
        insert into dj_profile_views (dj_slug, view_key, created_at) values
          (${dj.slug}, ${`tab-old:${dj.slug}:2025-12-03T10`}, '2025-12-03T10:00:00Z'),
          (${dj.slug}, null, '2026-02-14T08:00:00Z'),
          (${dj.slug}, ${`tab-now:${dj.slug}:${hourKey}`}, ${now.toISOString()}::timestamptz)`);
      await blank.db.execute(sql`
        insert into dj_radio_plays (dj_slug, duration_seconds, created_at) values (${dj.slug}, 90, '2026-01-05T12:00:00Z')`);
      await blank.db.execute(sql`
        insert into dj_social_clicks (dj_slug, platform, created_at) values (${dj.slug}, 'instagram', '2026-03-01T00:00:00Z')`);

      await migrateDatabase(blank);

      const partitioned = await all<{ name: string }>(
        blank,
        sql`select c.relname as name from pg_partitioned_table t join pg_class c on c.oid = t.partrelid order by 1`,
      );
      expect(partitioned.map((p) => p.name)).toEqual([
        "dj_media_plays",
        "dj_profile_views",
        "dj_radio_plays",
        "dj_share_events",
        "dj_social_clicks",
        "dj_whatsapp_connects",
        "user_activities",
      ]);
      expect(await partitionsOf(blank, dj.slug)).toEqual([
        "dj_profile_views_p202512",
        "dj_profile_views_p202602",
        `dj_profile_views_p${hourKey.slice(0, 4)}${hourKey.slice(5, 7)}`,
      ]);
      expect(
        await all(blank, sql`select tableoid::regclass::text as p, duration_seconds as s from dj_radio_plays`),
      ).toEqual([{ p: "dj_radio_plays_p202601", s: 90 }]);
      expect(await all(blank, sql`select tableoid::regclass::text as p, platform from dj_social_clicks`)).toEqual([
        { p: "dj_social_clicks_p202603", platform: "instagram" },
      ]);
      // The CHECK on platforms came along.
      await expect(
        blank.db.execute(sql`insert into dj_social_clicks (dj_slug, platform) values (${dj.slug}, 'Instagram')`),
      ).rejects.toThrow();
      // This hour's view key moved to dj_profile_view_keys: the same tab in the same hour is still one view.
      expect(await recordProfileView(blank.db, guest, view(dj.slug, "tab-now"), now)).toBe(false);
      expect(await recordProfileView(blank.db, guest, view(dj.slug, "tab-new"), now)).toBe(true);
      expect(await blank.db.select().from(djProfileViews).where(eq(djProfileViews.djSlug, dj.slug))).toHaveLength(4);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await blank.close();
    }
  });

  it("migration 0024 moves user_activities into month partitions; its user key and the beacon's writes still work", async () => {
    const blank = await blankDatabase();
    const folder = migrationsBefore("0024_follow_cities_user_activity_partitions");
    try {
      await migrateDatabase(blank, { migrationsFolder: folder });
      const dj = await seedDjAtOldSchema(blank.db);
      const fan = await seedUser(blank.db);
      const now = new Date();
      const thisMonth = `${now.toISOString().slice(0, 4)}${now.toISOString().slice(5, 7)}`;
      await blank.db.execute(sql`
        insert into user_activities (user_id, activity_type, target_id, metadata, created_at) values
          (${fan.id}, 'dj_profile_view', ${dj.slug}, '{"referrer": null}'::jsonb, '2025-11-03T10:00:00Z'),
          (null, 'news_view', 'some-article', '{}'::jsonb, '2026-01-31T23:59:59Z'),
          (${fan.id}, 'dj_share', ${dj.slug}, '{"platform": "x"}'::jsonb, ${now.toISOString()}::timestamptz)`);

      await migrateDatabase(blank);

      expect(
        await all(
          blank,
          sql`select tableoid::regclass::text as p, activity_type as type, metadata from user_activities order by created_at`,
        ),
      ).toEqual([
        { p: "user_activities_p202511", type: "dj_profile_view", metadata: { referrer: null } },
        { p: "user_activities_p202601", type: "news_view", metadata: {} },
        { p: `user_activities_p${thisMonth}`, type: "dj_share", metadata: { platform: "x" } },
      ]);
      // The batched view statement still writes its user_activities rows into the partitioned table.
      expect(await recordProfileView(blank.db, guest, view(dj.slug, "tab-after-0024"), now)).toBe(true);
      expect(
        await all(blank, sql`select count(*)::int as n from user_activities where activity_type = 'dj_profile_view'`),
      ).toEqual([{ n: 2 }]);
      // The key to users came along: deleting the account keeps its activity rows, without the user.
      await blank.db.delete(users).where(eq(users.id, fan.id));
      expect(await all(blank, sql`select count(*)::int as n from user_activities where user_id is null`)).toEqual([
        { n: 4 },
      ]);
      await expect(
        blank.db.execute(
          sql`insert into user_activities (user_id, activity_type) values ('no-such-user', 'dj_profile_view')`,
        ),
      ).rejects.toThrow();
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await blank.close();
    }
  });

  it("a repeated view is refused on both sides of a month boundary, each month's rows in its own partition", async () => {
    await ensureActivityPartitions(database.db, ["2026-01-01", "2026-02-01"]);
    const dj = await seedDj(database.db);
    const january = new Date("2026-01-31T23:40:00Z");
    const february = new Date("2026-02-01T00:10:00Z");
    expect(await recordProfileView(database.db, guest, view(dj.slug, "tab-boundary"), january)).toBe(true);
    // The next clock hour is a new view (spec: one per tab, DJ and hour) — in the next month's partition.
    expect(await recordProfileView(database.db, guest, view(dj.slug, "tab-boundary"), february)).toBe(true);
    expect(
      await recordProfileView(database.db, guest, view(dj.slug, "tab-boundary"), new Date("2026-01-31T23:59:59Z")),
    ).toBe(false);
    expect(
      await recordProfileView(database.db, guest, view(dj.slug, "tab-boundary"), new Date("2026-02-01T00:59:00Z")),
    ).toBe(false);
    expect(await partitionsOf(database, dj.slug)).toEqual(["dj_profile_views_p202601", "dj_profile_views_p202602"]);
    // A view whose month has no partition lands in the default one and is de-duplicated the same way.
    const far = new Date("2033-07-04T12:00:00Z");
    expect(await recordProfileView(database.db, guest, view(dj.slug, "tab-far"), far)).toBe(true);
    expect(await recordProfileView(database.db, guest, view(dj.slug, "tab-far"), far)).toBe(false);
    expect((await partitionsOf(database, dj.slug)).at(-1)).toBe("dj_profile_views_default");
  });

  it("making a month's partition later moves that month's rows out of the default partition", async () => {
    const dj = await seedDj(database.db);
    await database.db.insert(djRadioPlays).values([
      { djSlug: dj.slug, durationSeconds: 30, createdAt: new Date("2034-03-01T00:00:00Z") },
      { djSlug: dj.slug, durationSeconds: 40, createdAt: new Date("2034-03-31T23:59:59Z") },
      { djSlug: dj.slug, durationSeconds: 50, createdAt: new Date("2034-04-01T00:00:00Z") },
    ]);
    // The six DJ tables and user_activities.
    expect(await ensureActivityPartitions(database.db, ["2034-03-15"])).toBe(7);
    expect(await ensureActivityPartitions(database.db, ["2034-03-15"])).toBe(0);
    expect(
      await all(
        database,
        sql`select tableoid::regclass::text as p, duration_seconds as s from dj_radio_plays where dj_slug = ${dj.slug} order by created_at`,
      ),
    ).toEqual([
      { p: "dj_radio_plays_p203403", s: 30 },
      { p: "dj_radio_plays_p203403", s: 40 },
      { p: "dj_radio_plays_default", s: 50 },
    ]);
  });

  it("summarising: the roll-ups equal the raw rows before and after the old raw rows are dropped; newer rows stay", async () => {
    const dj = await seedDj(database.db);
    const slug = dj.slug;
    await ensureActivityPartitions(database.db, ["2024-05-01", "2024-06-01", "2024-07-01"]);
    await database.db.insert(djProfileViews).values([
      { djSlug: slug, viewKey: `tab-a:${slug}:x`, createdAt: new Date("2024-05-10T09:00:00Z") },
      { djSlug: slug, viewKey: `tab-a:${slug}:y`, createdAt: new Date("2024-05-10T10:00:00Z") },
      { djSlug: slug, viewKey: `tab-b:${slug}:y`, createdAt: new Date("2024-05-10T10:30:00Z") },
      { djSlug: slug, createdAt: new Date("2024-06-30T23:59:59Z") },
      // Kept: on or after the cut-off.
      { djSlug: slug, createdAt: new Date("2024-07-01T00:00:00Z") },
    ]);
    await database.db.insert(djSocialClicks).values([
      { djSlug: slug, platform: "instagram", createdAt: new Date("2024-05-10T11:00:00Z") },
      { djSlug: slug, platform: "instagram", createdAt: new Date("2024-05-10T12:00:00Z") },
      { djSlug: slug, platform: "soundcloud", createdAt: new Date("2024-05-10T13:00:00Z") },
    ]);
    // An old row no month partition took (in the default partition) goes too.
    await database.db
      .insert(djRadioPlays)
      .values({ djSlug: slug, durationSeconds: 61, createdAt: new Date("2019-02-02T02:00:00Z") });
    // user_activities follows the same rule: its month before the cut-off goes, its later rows stay.
    await database.db.insert(userActivities).values([
      { activityType: "dj_profile_view", targetId: slug, createdAt: new Date("2024-05-10T09:00:00Z") },
      { activityType: "dj_profile_view", targetId: slug, createdAt: new Date("2024-07-01T00:00:00Z") },
    ]);

    const raw = async () =>
      all<{ day: string; views: number }>(
        database,
        sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as views
            from dj_profile_views where dj_slug = ${slug} group by 1 order by 1`,
      );
    const stored = async () =>
      (
        await database.db
          .select({
            date: djDailyStats.date,
            views: djDailyStats.views,
            uniqueViews: djDailyStats.uniqueViews,
            clicks: djDailyStats.clicks,
            clicksByPlatform: djDailyStats.clicksByPlatform,
            plays: djDailyStats.plays,
            playSeconds: djDailyStats.playSeconds,
          })
          .from(djDailyStats)
          .where(eq(djDailyStats.djSlug, slug))
          .orderBy(djDailyStats.date)
      ).filter((r) => r.date < "2024-07-01");

    const before = await raw();
    for (const day of ["2019-02-02", "2024-05-10", "2024-06-30"]) await rollupDjDailyStats(database.db, day);
    const rolledUp = await stored();
    expect(rolledUp.map((r) => ({ day: r.date, views: r.views })).filter((r) => r.views > 0)).toEqual(
      before.filter((r) => r.day < "2024-07-01"),
    );

    const result = await summariseOldDjActivity(database.db, "2024-07-01");
    expect(result.days).toBeGreaterThanOrEqual(2);
    // The roll-ups are kept exactly; only the raw rows before the cut-off went.
    expect(await stored()).toEqual(rolledUp);
    expect(rolledUp.find((r) => r.date === "2024-05-10")).toMatchObject({
      views: 3,
      uniqueViews: 2,
      clicks: 3,
      clicksByPlatform: { instagram: 2, soundcloud: 1 },
    });
    expect(rolledUp.find((r) => r.date === "2019-02-02")).toMatchObject({ plays: 1, playSeconds: 61 });
    expect(await raw()).toEqual([{ day: "2024-07-01", views: 1 }]);
    expect(
      await all(database, sql`select count(*)::int as n from dj_radio_plays where created_at < '2024-07-01'`),
    ).toEqual([{ n: 0 }]);
    const left = await all<{ name: string }>(
      database,
      sql`select relname as name from pg_class where relname in ('dj_profile_views_p202405', 'dj_profile_views_p202406', 'dj_profile_views_p202407')`,
    );
    expect(left.map((r) => r.name)).toEqual(["dj_profile_views_p202407"]);
    expect(
      await all(
        database,
        sql`select tableoid::regclass::text as p from user_activities where target_id = ${slug} order by created_at`,
      ),
    ).toEqual([{ p: "user_activities_p202407" }]);
    expect(
      await all(database, sql`select count(*)::int as n from pg_class where relname = 'user_activities_p202405'`),
    ).toEqual([{ n: 0 }]);

    // A backfill over summarised days keeps their figures (their raw rows are gone, a re-roll would zero them).
    await backfillDjStats(database.db, { from: "2024-05-10", to: "2024-05-10" }, undefined, {
      rawMonths: 13,
      now: new Date("2025-08-15T00:00:00Z"),
    });
    expect(await stored()).toEqual(rolledUp);
  });

  it("the nightly upkeep makes the months ahead and forgets view keys whose hour is over", async () => {
    const now = new Date();
    await database.db.insert(djProfileViewKeys).values([
      { viewKey: "tab-stale:x:old", createdAt: new Date(now.getTime() - 3 * 3600_000) },
      { viewKey: "tab-fresh:x:new", createdAt: now },
    ]);
    const upkeep = await maintainDjActivity(database.db, 13, now);
    expect(upkeep.keysPruned).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.select().from(djProfileViewKeys)).map((k) => k.viewKey);
    expect(keys).toContain("tab-fresh:x:new");
    expect(keys).not.toContain("tab-stale:x:old");
    const names = new Set(
      (await all<{ name: string }>(database, sql`select relname as name from pg_class where relkind = 'r'`)).map(
        (r) => r.name,
      ),
    );
    for (const month of partitionMonths(now)) {
      expect(names.has(`dj_media_plays_p${month.slice(0, 4)}${month.slice(5, 7)}`)).toBe(true);
      expect(names.has(`user_activities_p${month.slice(0, 4)}${month.slice(5, 7)}`)).toBe(true);
    }
  });
});

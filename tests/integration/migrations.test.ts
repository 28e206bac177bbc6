import { eq, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { migrateDatabase } from "~server/db/migrate.server";
import * as schema from "~server/db/schema";
import { seedDj, seedFollow, seedUser } from "~server/db/seed/factories.server";
import { checkDatabase } from "~server/domain/health/check-database.server";
import { createTestDatabase, testEngine } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

describe(`migrations (${testEngine()})`, () => {
  // Every query the app runs goes through server/db/schema.ts: a table or column declared there but missing
  // from the migrations would fail only when someone reaches that page.
  it("creates every table and column the app's schema declares", async () => {
    const existing = new Set(
      (
        await rows<{ table_schema: string; table_name: string; column_name: string }>(
          sql`select table_schema, table_name, column_name from information_schema.columns`,
        )
      ).map((r) => `${r.table_schema}.${r.table_name}.${r.column_name}`),
    );
    const declared = (Object.values(schema) as unknown[]).flatMap((value) => {
      if (!is(value, PgTable)) return [];
      const config = getTableConfig(value);
      // A table of its own schema (the gazetteer's) is looked for there, the others in public.
      return config.columns.map((column) => `${config.schema ?? "public"}.${config.name}.${column.name}`);
    });
    expect(declared.length).toBeGreaterThan(100);
    expect(declared.filter((column) => !existing.has(column))).toEqual([]);
  });

  it("re-running the migrations is a no-op", async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(before[0].n).toBeGreaterThanOrEqual(3);
    await migrateDatabase(database);
    // Several processes starting together (advisory lock on PostgreSQL; serial on PGlite).
    await Promise.all([migrateDatabase(database), migrateDatabase(database)]);
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(after[0].n).toBe(before[0].n);
  });

  it("creates every table of the schema", async () => {
    const tables = (
      await rows<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )
    ).map((r) => r.table_name);
    for (const t of [
      "users",
      "sessions",
      "accounts",
      "verifications",
      "dj_profiles",
      "dj_follows",
      "dj_profile_claims",
      "booking_inquiries",
      "booking_inquiry_status_history",
      "settings",
      "feature_flags",
      "venue_profiles",
      "venue_managers",
      "user_roles",
      "mate_events",
      "event_lineup",
      "event_views",
      "production_lines",
      "production_line_follows",
      "venue_invitations",
      "venue_staff_log",
      "venue_media",
      "venue_views",
      "news_categories",
      "news_items",
      "search_analytics",
      "dj_profile_views",
      "dj_radio_plays",
      "dj_social_clicks",
      "dj_share_events",
      "dj_whatsapp_connects",
      "dj_media_plays",
      "user_activities",
      "dj_daily_stats",
      "user_consent_records",
      "consent_preferences",
      "radio_tracks",
    ]) {
      expect(tables).toContain(t);
    }
  });

  it("enables pg_trgm and the trigram search indexes", async () => {
    const ext = await rows<{ extname: string }>(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext).toHaveLength(1);
    const limit = await rows<{ l: number }>(sql`select show_limit() as l`);
    expect(limit[0].l).toBeCloseTo(0.3);
    const idx = await rows<{ indexname: string }>(
      sql`select indexname from pg_indexes where indexdef like '%gin_trgm_ops%' order by indexname`,
    );
    expect(idx.map((i) => i.indexname)).toEqual(
      expect.arrayContaining([
        "dj_profiles_display_name_trgm_idx",
        "dj_profiles_real_name_trgm_idx",
        "venue_profiles_name_trgm_idx",
        "venue_profiles_city_trgm_idx",
        "venue_profiles_country_trgm_idx",
        "mate_events_event_name_trgm_idx",
        "mate_events_venue_trgm_idx",
        "mate_events_location_trgm_idx",
        "production_lines_name_trgm_idx",
        "production_lines_description_trgm_idx",
        "news_items_title_trgm_idx",
        "news_items_excerpt_trgm_idx",
      ]),
    );
  });

  // Every start migrates (server/main.ts): a restart must never touch what people stored.
  it("migrating again keeps the accounts, profiles and follows already stored", async () => {
    const fan = await seedUser(database.db);
    const dj = await seedDj(database.db);
    await seedFollow(database.db, fan.id, dj.id);
    const snapshot = async () => ({
      user: await database.db.select().from(schema.users).where(eq(schema.users.id, fan.id)),
      dj: await database.db.select().from(schema.djProfiles).where(eq(schema.djProfiles.id, dj.id)),
      follows: await database.db.select().from(schema.djFollows).where(eq(schema.djFollows.userId, fan.id)),
    });
    const before = await snapshot();
    expect(before.follows).toHaveLength(1);
    await migrateDatabase(database);
    expect(await snapshot()).toEqual(before);
  });

  it("reports the database as up", async () => {
    const health = await checkDatabase(database);
    expect(health).toMatchObject({ status: "up", engine: testEngine() });
    expect(health.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("reports a closed database as down", async () => {
    const other = await createTestDatabase();
    await other.close();
    const health = await checkDatabase(other);
    expect(health.status).toBe("down");
  });
});

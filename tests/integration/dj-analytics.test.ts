import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptySourceCounts, TRAFFIC_SOURCES } from "~/core/analytics/traffic-source";
import type { Database, Db } from "~server/db/client.server";
import {
  bookingInquiries,
  djDailyStats,
  djFollowEvents,
  djMediaPlays,
  djProfileViews,
  djRadioPlays,
  djShareEvents,
  djSocialClicks,
  djWhatsappConnects,
  eventInteractions,
  eventViews,
} from "~server/db/schema";
import { seedDj, seedEvent, seedUser, seedUserRole } from "~server/db/seed/factories.server";
import { getDashboardProfiles } from "~server/domain/dj-analytics/get-dashboard-profiles.server";
import { getDjDashboard } from "~server/domain/dj-analytics/get-dj-dashboard.server";
import { listDjEventBreakdown } from "~server/domain/dj-analytics/list-dj-event-breakdown.server";
import { rollupDjDailyStats } from "~server/domain/dj-analytics/rollup-dj-daily-stats.server";
import { followDj } from "~server/domain/djs/follow-dj.server";
import { unfollowDj } from "~server/domain/djs/unfollow-dj.server";
import { enqueueJob } from "~server/domain/jobs/enqueue-job.server";
import { backfillDjStats, DJ_STATS_ROLLUP_JOB, djStatsHandlers } from "~server/jobs/dj-stats-jobs.server";
import { createJobRunner } from "~server/jobs/job-runner.server";
import { TRAFFIC_FIXTURE } from "./fixtures/dj-traffic-fixture";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const DAY = "2026-10-14";
const at = (time: string) => new Date(`${DAY}T${time}Z`);
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";

/** A day of activity for one DJ: 5 views from 3 tabs (+1 without a tab id), plays, clicks, shares and the rest. */
async function seedActivity(db: Db, slug: string, djProfileId: string) {
  await db.insert(djProfileViews).values([
    { djSlug: slug, viewKey: `tab-aaaa:${slug}:${DAY}T10`, createdAt: at("10:00:00"), userAgent: IPHONE },
    { djSlug: slug, viewKey: `tab-aaaa:${slug}:${DAY}T11`, createdAt: at("11:00:00"), userAgent: IPHONE },
    { djSlug: slug, viewKey: `tab-bbbb:${slug}:${DAY}T11`, createdAt: at("11:30:00"), userAgent: IPAD },
    { djSlug: slug, viewKey: `tab-cccc:${slug}:${DAY}T23`, createdAt: at("23:59:59") },
    { djSlug: slug, viewKey: null, createdAt: at("00:00:00") },
    // The next day's first second belongs to the next day.
    { djSlug: slug, viewKey: `tab-dddd:${slug}:next`, createdAt: new Date("2026-10-15T00:00:00Z") },
  ]);
  await db.insert(djRadioPlays).values([
    { djSlug: slug, durationSeconds: 120, createdAt: at("12:00:00") },
    { djSlug: slug, durationSeconds: 61, createdAt: at("13:00:00") },
  ]);
  await db.insert(djSocialClicks).values([
    { djSlug: slug, platform: "instagram", createdAt: at("12:00:00") },
    { djSlug: slug, platform: "instagram", createdAt: at("12:01:00") },
    { djSlug: slug, platform: "soundcloud", createdAt: at("12:02:00") },
  ]);
  await db.insert(djShareEvents).values([{ djSlug: slug, platform: "whatsapp", createdAt: at("14:00:00") }]);
  await db.insert(djWhatsappConnects).values([{ djSlug: slug, createdAt: at("15:00:00") }]);
  await db
    .insert(djMediaPlays)
    .values([
      { djSlug: slug, mediaType: "soundcloud", mediaUrl: "https://soundcloud.com/x", createdAt: at("16:00:00") },
    ]);
  await db.insert(djFollowEvents).values([
    { djProfileId, kind: "follow", createdAt: at("09:00:00") },
    { djProfileId, kind: "follow", createdAt: at("09:05:00") },
    { djProfileId, kind: "unfollow", createdAt: at("20:00:00") },
  ]);
  await db
    .insert(bookingInquiries)
    .values([{ djProfileId, name: "Promoter", email: "p@example.com", createdAt: at("17:00:00") }]);
}

async function storedRow(db: Db, slug: string, day: string) {
  const [row] = await db
    .select()
    .from(djDailyStats)
    .where(sql`${djDailyStats.djSlug} = ${slug} and ${djDailyStats.date} = ${day}`);
  if (!row) return null;
  const { id: _id, updatedAt: _updated, ...figures } = row;
  return figures;
}

describe("the daily roll-up (dj_daily_stats)", () => {
  it("counts the raw rows of the day, and rerunning the day gives the same row", async () => {
    const db = database.db;
    const dj = await seedDj(db, { verificationStatus: "mate" });
    await seedActivity(db, dj.slug, dj.id);

    await rollupDjDailyStats(db, DAY);
    const first = await storedRow(db, dj.slug, DAY);
    expect(first).toEqual({
      djSlug: dj.slug,
      date: DAY,
      views: 5,
      uniqueViews: 4,
      plays: 2,
      playSeconds: 181,
      clicks: 3,
      shares: 1,
      whatsappConnects: 1,
      mediaPlays: 1,
      followsGained: 2,
      followsLost: 1,
      bookingInquiries: 1,
      clicksByPlatform: { instagram: 2, soundcloud: 1 },
      sharesByPlatform: { whatsapp: 1 },
      // The day's views by origin, device and place, keyed by the JSON array of the grouped values (decision 037).
      origins: { "[null, null, null, null]": 5 },
      userAgents: { [JSON.stringify([IPHONE])]: 2, [JSON.stringify([IPAD])]: 1, "[null]": 2 },
      countries: { "[null]": 5 },
      cities: { "[null]": 5 },
    });
    await rollupDjDailyStats(db, DAY);
    await backfillDjStats(db, { from: DAY, to: DAY });
    expect(await storedRow(db, dj.slug, DAY)).toEqual(first);
    const rows = await db.select().from(djDailyStats).where(eq(djDailyStats.djSlug, dj.slug));
    expect(rows).toHaveLength(1);

    // Totals equal the raw rows: every view of the day, nothing from the next.
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(djProfileViews)
      .where(
        sql`${djProfileViews.djSlug} = ${dj.slug} and ${djProfileViews.createdAt} >= ${`${DAY}T00:00:00Z`}::timestamptz and ${djProfileViews.createdAt} < '2026-10-15T00:00:00Z'::timestamptz`,
      );
    expect(first?.views).toBe(n);
  });

  it("runs as a job on the jobs table, and a backfill covers a range", async () => {
    const db = database.db;
    const dj = await seedDj(db, { verificationStatus: "mate" });
    await db.insert(djRadioPlays).values([
      { djSlug: dj.slug, durationSeconds: 30, createdAt: new Date("2026-09-01T08:00:00Z") },
      { djSlug: dj.slug, durationSeconds: 30, createdAt: new Date("2026-09-03T08:00:00Z") },
    ]);
    await enqueueJob(db, { kind: DJ_STATS_ROLLUP_JOB, payload: { day: "2026-09-01" }, key: "test:2026-09-01" });
    const runner = createJobRunner({ db, handlers: djStatsHandlers(db) });
    expect(await runner.drain([DJ_STATS_ROLLUP_JOB])).toBe(1);
    expect(await storedRow(db, dj.slug, "2026-09-01")).toMatchObject({ plays: 1, playSeconds: 30 });

    const result = await backfillDjStats(db, { from: "2026-09-01", to: "2026-09-03" });
    expect(result.days).toBe(3);
    expect(await storedRow(db, dj.slug, "2026-09-02")).toBeNull();
    expect(await storedRow(db, dj.slug, "2026-09-03")).toMatchObject({ plays: 1 });
  });

  it("logs follows and unfollows (unfollowing deletes the follow row) through the database's trigger", async () => {
    const db = database.db;
    const dj = await seedDj(db, { verificationStatus: "verified" });
    const fan = await seedUser(db);
    await followDj(db, fan.id, dj.slug);
    await unfollowDj(db, fan.id, dj.slug);
    await followDj(db, fan.id, dj.slug);
    const events = await db
      .select({ kind: djFollowEvents.kind, userId: djFollowEvents.userId })
      .from(djFollowEvents)
      .where(eq(djFollowEvents.djProfileId, dj.id))
      .orderBy(djFollowEvents.createdAt);
    expect(events.map((e) => e.kind).sort()).toEqual(["follow", "follow", "unfollow"]);
    expect(new Set(events.map((e) => e.userId))).toEqual(new Set([fan.id]));
  });

  it("places followers gained by the city their follow came from; an unfollow carries its follow's city", async () => {
    const db = database.db;
    const dj = await seedDj(db, { verificationStatus: "mate" });
    const [a, b, c, d] = await Promise.all([seedUser(db), seedUser(db), seedUser(db), seedUser(db)]);
    await followDj(db, a.id, dj.slug, { city: "Leipzig" });
    await followDj(db, b.id, dj.slug, { city: "Leipzig" });
    await followDj(db, c.id, dj.slug, { city: "Kraków" });
    // No CITY_HEADER: counted among the followers gained, in no city.
    await followDj(db, d.id, dj.slug);
    // Following again (a double tap from elsewhere) keeps the first follow and its city.
    await followDj(db, c.id, dj.slug, { city: "Lyon" });
    await unfollowDj(db, b.id, dj.slug);
    const events = await db
      .select({ kind: djFollowEvents.kind, userId: djFollowEvents.userId, city: djFollowEvents.city })
      .from(djFollowEvents)
      .where(eq(djFollowEvents.djProfileId, dj.id));
    expect(events.find((e) => e.kind === "unfollow")).toEqual({ kind: "unfollow", userId: b.id, city: "Leipzig" });
    expect(
      events
        .filter((e) => e.kind === "follow")
        .map((e) => e.city ?? "-")
        .sort(),
    ).toEqual(["-", "Kraków", "Leipzig", "Leipzig"]);

    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const data = await getDjDashboard(db, { slug: dj.slug, djProfileId: dj.id, from: today, to: today, now });
    expect(data.failed).toBe(false);
    // Gained in the range (the unfollow does not take Leipzig's follow back: these are followers gained).
    expect(data.followerCities).toEqual([
      { city: "Leipzig", followers: 2 },
      { city: "Kraków", followers: 1 },
    ]);
    expect(data.days.at(-1)).toMatchObject({ followsGained: 4, followsLost: 1 });
    // A range that ended before the follows has none.
    const before = await getDjDashboard(db, { slug: dj.slug, djProfileId: dj.id, from: DAY, to: DAY, now });
    expect(before.followerCities).toEqual([]);
  });
});

describe("the dashboard's reads", () => {
  it("adds today's live figures to the stored days and compares with the previous period", async () => {
    const db = database.db;
    const dj = await seedDj(db, { verificationStatus: "mate" });
    const fan = await seedUser(db);
    await seedActivity(db, dj.slug, dj.id);
    await rollupDjDailyStats(db, DAY);
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    await db.insert(djProfileViews).values([{ djSlug: dj.slug, createdAt: now, referrer: "https://www.google.com/" }]);
    await followDj(db, fan.id, dj.slug);

    const data = await getDjDashboard(db, { slug: dj.slug, djProfileId: dj.id, from: DAY, to: today, now });
    expect(data.failed).toBe(false);
    expect(data.days[0]).toMatchObject({ date: DAY, views: 5, plays: 2 });
    expect(data.days.at(-1)).toMatchObject({ date: today, views: 1, followsGained: 1 });
    expect(data.days.reduce((sum, d) => sum + d.views, 0)).toBe(6);
    expect(data.previousDays).toHaveLength(data.days.length);
    expect(data.recent).toHaveLength(24);
    expect(data.recent.at(-1)?.views).toBe(1);
    expect(data.followersNow).toBe(1);
    expect(data.devices).toEqual([
      { device: "mobile", views: 2 },
      // Two of the rolled-up day's views and today's carry no agent: desktop, so no view is lost. The next day's view
      // (2026-10-15, not rolled up here) is in neither the days nor the devices: both read the roll-ups.
      { device: "desktop", views: 3 },
      { device: "tablet", views: 1 },
    ]);
  });

  it("files fifty referrer and utm combinations under the spec's six sources", async () => {
    const db = database.db;
    const dj = await seedDj(db, { verificationStatus: "mate" });
    const now = new Date();
    expect(TRAFFIC_FIXTURE).toHaveLength(50);
    await db.insert(djProfileViews).values(
      TRAFFIC_FIXTURE.map((v) => ({
        djSlug: dj.slug,
        referrer: v.referrer,
        utmSource: v.utmSource ?? null,
        utmMedium: v.utmMedium ?? null,
        utmCampaign: v.utmCampaign ?? null,
        createdAt: now,
      })),
    );
    const today = now.toISOString().slice(0, 10);
    const data = await getDjDashboard(db, { slug: dj.slug, djProfileId: dj.id, from: today, to: today, now });
    const expected = emptySourceCounts();
    for (const v of TRAFFIC_FIXTURE) expected[v.expected] += 1;
    expect(data.sources).toEqual(TRAFFIC_SOURCES.map((source) => ({ source, views: expected[source] })));
    expect(data.sources.reduce((sum, s) => sum + s.views, 0)).toBe(50);
    expect(data.topReferrers[0]).toEqual({ host: "google.com", views: 2 });
    expect(data.topCampaigns.map((c) => c.campaign)).toContain("nov-tour");
  });

  it("gives empty data, not an error, when the reads fail (spec §8)", async () => {
    const broken = new Proxy(database.db, {
      get(target, key) {
        if (key === "execute" || key === "select") return () => Promise.reject(new Error("connection lost"));
        return Reflect.get(target, key);
      },
    }) as Db;
    const data = await getDjDashboard(broken, {
      slug: "dj-nobody",
      djProfileId: "00000000-0000-0000-0000-000000000000",
      from: "2026-11-01",
      to: "2026-11-07",
      now: new Date("2026-11-26T12:00:00Z"),
    });
    expect(data.failed).toBe(true);
    expect(data.days).toHaveLength(7);
    expect(data.days.every((d) => d.views === 0 && d.plays === 0)).toBe(true);
    expect(data.sources).toEqual(TRAFFIC_SOURCES.map((source) => ({ source, views: 0 })));
    expect(data.recent.every((h) => h.views === 0 && h.plays === 0)).toBe(true);
  });
});

describe("the dashboard's profile", () => {
  it("is the asked one of the user's own, else their primary dj_manager profile; another DJ's is unknown", async () => {
    const db = database.db;
    const user = await seedUser(db);
    const owned = await seedDj(db, { verificationStatus: "mate", userId: user.id, displayName: "Aaa Owned" });
    const managed = await seedDj(db, { verificationStatus: "mate", displayName: "Zzz Managed" });
    const stranger = await seedDj(db, { verificationStatus: "mate" });
    await seedUserRole(db, {
      userId: user.id,
      roleType: "dj_manager",
      resourceType: "dj_profile",
      resourceId: managed.id,
      isPrimary: true,
    });

    const byDefault = await getDashboardProfiles(db, user.id, null);
    expect(byDefault.profiles.map((p) => p.slug).sort()).toEqual([owned.slug, managed.slug].sort());
    expect(byDefault.active?.slug).toBe(managed.slug);
    expect((await getDashboardProfiles(db, user.id, owned.slug)).active?.slug).toBe(owned.slug);
    expect(await getDashboardProfiles(db, user.id, stranger.slug)).toMatchObject({ active: null, unknown: true });
  });
});

describe("the extended workspace's events", () => {
  it("lists the DJ's events with their views, ticket clicks and shares in the range, most viewed first", async () => {
    const db = database.db;
    const dj = await seedDj(db, { verificationStatus: "mate" });
    const busy = await seedEvent(db, { lineupDjs: [dj] });
    const quiet = await seedEvent(db, { lineupDjs: [dj] });
    const silent = await seedEvent(db, { lineupDjs: [dj] });
    const elsewhere = await seedEvent(db);
    const inRange = new Date(`${DAY}T12:00:00Z`);
    await db.insert(eventViews).values([
      { eventId: busy.id, createdAt: inRange },
      { eventId: busy.id, createdAt: inRange },
      { eventId: quiet.id, createdAt: inRange },
      { eventId: silent.id, createdAt: new Date("2026-01-01T12:00:00Z") },
      { eventId: elsewhere.id, createdAt: inRange },
    ]);
    await db.insert(eventInteractions).values([
      { eventId: busy.id, kind: "ticket_click", createdAt: inRange },
      { eventId: quiet.id, kind: "share", platform: "whatsapp", createdAt: inRange },
    ]);
    const rows = await listDjEventBreakdown(db, { djProfileId: dj.id, from: DAY, to: DAY });
    expect(rows.map((r) => [r.eventId, r.views, r.ticketClicks, r.shares])).toEqual([
      [busy.eventId, 2, 1, 0],
      [quiet.eventId, 1, 0, 1],
    ]);
  });
});

describe("where your fans are", () => {
  it("lists every city with views, not only the ten biggest (a city with one view is still on the table)", async () => {
    const db = database.db;
    const dj = await seedDj(db, { verificationStatus: "mate" });
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    // Twelve cities of three views each, then one city with a single view: the thirteenth, and the last.
    const big = Array.from({ length: 12 }, (_, i) => `City ${String.fromCharCode(65 + i)}`);
    await db
      .insert(djProfileViews)
      .values([
        ...big.flatMap((city) => [1, 2, 3].map(() => ({ djSlug: dj.slug, city, createdAt: now }))),
        { djSlug: dj.slug, city: "Zwickau", createdAt: now },
        { djSlug: dj.slug, city: null, createdAt: now },
      ]);
    const data = await getDjDashboard(db, { slug: dj.slug, djProfileId: dj.id, from: today, to: today, now });
    expect(data.cities).toHaveLength(13);
    expect(data.cities.slice(0, 2)).toEqual([
      { city: "City A", views: 3 },
      { city: "City B", views: 3 },
    ]);
    expect(data.cities.at(-1)).toEqual({ city: "Zwickau", views: 1 });
  });
});

import { and, countDistinct, eq, gt, inArray, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DJ_SLUG_PATTERN } from "~/core/analytics/dj-activity";
import { defaultAnalyticsEvent } from "~/core/analytics/event-analytics";
import { classifyTrafficSource } from "~/core/analytics/traffic-source";
import { slugify } from "~/core/text/slugs";
import type { Database } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";
import {
  djProfiles,
  djProfileViews,
  eventInteractions,
  eventLineup,
  eventViews,
  mateEvents,
  newsItems,
  productionLines,
  radioTracks,
  tracklists,
  venueProfiles,
} from "~server/db/schema";
import { seedBulk } from "~server/db/seed/bulk-seed.server";
import { seedDemoNewsViews } from "~server/db/seed/demo-news-views.server";
import { isDemoSeeded, seedDemoIfEmpty } from "~server/db/seed/demo-seed.server";
import { getDashboardProfiles } from "~server/domain/dj-analytics/get-dashboard-profiles.server";
import { listPublicDjs } from "~server/domain/djs/list-public-djs.server";
import { getEventAnalytics } from "~server/domain/events/get-event-analytics.server";
import { listManagedEventSummaries } from "~server/domain/events/list-managed-event-summaries.server";
import { listFollowedProductions } from "~server/domain/productions/list-followed-productions.server";
import { listMyProductions } from "~server/domain/productions/list-my-productions.server";
import { listEventTracklists } from "~server/domain/tracklists/list-event-tracklists.server";
import { seedDemoAccounts } from "~server/domain/users/seed-demo-accounts.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const count = async (table: PgTable, where?: SQL) => {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return row.n;
};

describe("demo seed", () => {
  it("seeds a lively first start once", async () => {
    const db = database.db;
    expect(await isDemoSeeded(db)).toBe(false);
    const summary = await seedDemoIfEmpty(db);
    expect(summary).not.toBeNull();
    expect(await isDemoSeeded(db)).toBe(true);

    expect(await count(djProfiles)).toBeGreaterThanOrEqual(40);
    expect((await listPublicDjs(db)).length).toBeGreaterThanOrEqual(24);
    expect(
      (await count(djProfiles, eq(djProfiles.active, false))) +
        (await count(djProfiles, eq(djProfiles.verificationStatus, "none"))),
    ).toBeGreaterThan(0);
    expect(await count(djProfiles, eq(djProfiles.homepageFeatured, true))).toBeGreaterThanOrEqual(3);
    expect(await count(djProfiles, eq(djProfiles.isSuggested, true))).toBeGreaterThanOrEqual(3);
    expect(await count(djProfiles, sql`${djProfiles.whatsapp} is not null`)).toBeGreaterThan(0);
    expect(await count(djProfiles, eq(djProfiles.bookingEnabled, true))).toBeGreaterThan(0);
    expect(await count(venueProfiles)).toBeGreaterThanOrEqual(10);
    expect(await count(productionLines)).toBeGreaterThanOrEqual(8);
    // Production lines: verified and featured ones, followers and events as rows, the counts exact.
    expect(await count(productionLines, eq(productionLines.isFeatured, true))).toBeGreaterThanOrEqual(2);
    expect(await count(productionLines, eq(productionLines.isVerified, false))).toBeGreaterThan(0);
    const lineCounts = await db
      .select({
        name: productionLines.name,
        events: productionLines.eventCount,
        followers: productionLines.followerCount,
        realEvents: sql<number>`(select count(*)::int from mate_events e where e.production_line_id = production_lines.id and e.status = 'published')`,
        realFollowers: sql<number>`(select count(*)::int from production_line_follows f where f.production_line_id = production_lines.id)`,
      })
      .from(productionLines);
    for (const line of lineCounts) {
      expect(line.followers, line.name).toBe(line.realFollowers);
      expect(line.events, line.name).toBe(line.realEvents);
      expect(line.followers, line.name).toBeGreaterThan(0);
      expect(line.events, line.name).toBeGreaterThan(0);
    }

    // Public DJs: followed by the crowd, counted exactly by the triggers, from cities, dated over past weeks.
    const djCounts = rowsOf<{ name: string; followers: number; real: number; cities: number; logged: number }>(
      await db.execute(sql`
        select d.display_name as name, coalesce(c.followers, 0) as followers,
          (select count(*)::int from dj_follows f where f.dj_profile_id = d.id) as real,
          (select count(distinct f.city)::int from dj_follows f where f.dj_profile_id = d.id) as cities,
          (select count(*)::int from dj_follow_events e
            where e.dj_profile_id = d.id and e.kind = 'follow' and e.created_at < now() - interval '1 hour') as logged
        from dj_profiles d left join dj_follower_counts c on c.dj_profile_id = d.id
        where d.active and d.verification_status in ('verified', 'mate')`),
    );
    expect(djCounts.length).toBeGreaterThan(10);
    for (const dj of djCounts) {
      expect(dj.followers, dj.name).toBe(dj.real);
      expect(dj.followers, dj.name).toBeGreaterThanOrEqual(3);
      expect(dj.logged, `${dj.name}: follow log dated like its follows`).toBeGreaterThan(0);
    }
    expect(Math.max(...djCounts.map((d) => d.cities))).toBeGreaterThan(2);
    expect(new Set(djCounts.map((d) => d.followers)).size).toBeGreaterThan(3);

    const now = new Date();
    expect(await count(mateEvents, eq(mateEvents.status, "published"))).toBeGreaterThanOrEqual(30);
    expect(await count(mateEvents, lt(mateEvents.eventDate, now))).toBeGreaterThan(0);
    expect(await count(mateEvents, gt(mateEvents.eventDate, now))).toBeGreaterThan(0);
    // Events: ≈ 40 listed, one cancelled (and one date of the residency), local time zones, free-text guests beside
    // the DJs.
    expect(await count(mateEvents, eq(mateEvents.status, "published"))).toBeGreaterThanOrEqual(38);
    expect(await count(mateEvents, eq(mateEvents.status, "cancelled"))).toBe(2);
    // The residency (decision 059): 8 Thursdays, each an event of its own, the third called off.
    const residency = await db
      .select({ status: mateEvents.status, seriesId: mateEvents.seriesId })
      .from(mateEvents)
      .where(eq(mateEvents.eventName, "Kessel Thursdays"))
      .orderBy(mateEvents.eventDate);
    expect(residency.map((r) => r.status)).toEqual([
      "published",
      "published",
      "cancelled",
      ...Array(5).fill("published"),
    ]);
    expect(new Set(residency.map((r) => r.seriesId)).size).toBe(1);
    expect(residency[0].seriesId).not.toBeNull();
    expect(await count(mateEvents, sql`${mateEvents.timeZone} <> 'Europe/London'`)).toBeGreaterThan(20);
    expect(await count(eventLineup, isNull(eventLineup.djProfileId))).toBeGreaterThan(0);
    // Published tracklists on three past gigs, one with an unreleased ID.
    const lists = await db
      .select({ eventId: tracklists.eventId })
      .from(tracklists)
      .where(isNotNull(tracklists.publishedAt));
    expect(lists).toHaveLength(3);
    const shown = await Promise.all(lists.map((l) => listEventTracklists(db, l.eventId)));
    expect(shown.map((s) => s.length)).toEqual([1, 1, 1]);
    expect(shown.flat().some((s) => s.tracks.some((t) => t.unreleased && t.artist === "ID"))).toBe(true);
    // Lineups reference seeded public DJs (free-text guests have none).
    const lineupDjIds = await db
      .selectDistinct({ id: eventLineup.djProfileId })
      .from(eventLineup)
      .where(isNotNull(eventLineup.djProfileId));
    expect(lineupDjIds.length).toBeGreaterThan(10);
    const referenced = await db
      .select({ id: djProfiles.id })
      .from(djProfiles)
      .where(
        and(
          inArray(
            djProfiles.id,
            lineupDjIds.map((r) => r.id!),
          ),
          eq(djProfiles.active, true),
          inArray(djProfiles.verificationStatus, ["verified", "mate"]),
        ),
      );
    expect(referenced).toHaveLength(lineupDjIds.length);

    expect(await count(newsItems, eq(newsItems.published, true))).toBeGreaterThanOrEqual(12);
    const [{ categories }] = await db.select({ categories: countDistinct(newsItems.categoryId) }).from(newsItems);
    expect(categories).toBeGreaterThanOrEqual(4);
    expect(await count(newsItems, sql`length(${newsItems.content}) > 500`)).toBeGreaterThan(0);
    expect(await count(radioTracks, eq(radioTracks.active, true))).toBeGreaterThanOrEqual(8);
    // The published articles have readers for "Top articles", each view_count equal to its rows; seeding
    // the views again adds none.
    const reads = () =>
      db
        .select({
          stored: newsItems.viewCount,
          rows: sql<number>`(select count(*)::int from news_article_views v where v.news_item_id = news_items.id)`,
        })
        .from(newsItems)
        .where(eq(newsItems.published, true));
    const articleReads = await reads();
    expect(articleReads.filter((a) => a.rows > 0).length).toBeGreaterThanOrEqual(10);
    for (const a of articleReads) expect(a.stored).toBe(a.rows);
    expect(await seedDemoNewsViews(db)).toBe(0);
    expect(await reads()).toEqual(articleReads);

    // Images are local generative artwork only.
    const images = await db.select({ img: djProfiles.profileImage }).from(djProfiles);
    for (const { img } of images) expect(img).toMatch(/^\/art\/dj\/[a-z0-9-]+\.svg$/);
    const eventImages = await db.select({ img: mateEvents.eventImage, id: mateEvents.eventId }).from(mateEvents);
    for (const e of eventImages) expect(e.img).toBe(`/art/event/${e.id}.svg`);
  });

  it("gives every demo row a slug with all its letters (transliterated, not dropped)", async () => {
    const db = database.db;
    const [selin] = await db
      .select({ slug: djProfiles.slug, image: djProfiles.profileImage, instagram: djProfiles.instagramUrl })
      .from(djProfiles)
      .where(eq(djProfiles.displayName, "Selin Aydın"));
    expect(selin).toEqual({
      slug: "selin-aydin",
      image: "/art/dj/selin-aydin.svg",
      instagram: "https://www.instagram.com/selinaydin",
    });
    const slugs = [
      ...(await db.select({ name: djProfiles.displayName, slug: djProfiles.slug }).from(djProfiles)),
      ...(await db.select({ name: venueProfiles.name, slug: venueProfiles.slug }).from(venueProfiles)),
      ...(await db.select({ name: productionLines.name, slug: productionLines.slug }).from(productionLines)),
      ...(await db.select({ name: newsItems.title, slug: newsItems.slug }).from(newsItems)),
    ];
    for (const { name, slug } of slugs) {
      expect(slug, name).toBe(slugify(name));
      expect(slug, name).toMatch(DJ_SLUG_PATTERN);
    }
    expect(new Set(slugs.map((s) => s.slug)).size).toBe(slugs.length);
    const [{ slug: news }] = await db
      .select({ slug: newsItems.slug })
      .from(newsItems)
      .where(eq(newsItems.title, "How Amapiano Took Over the World's Dancefloors"));
    expect(news).toBe("how-amapiano-took-over-the-worlds-dancefloors");
  });

  it("does nothing the second time", async () => {
    const before = await count(djProfiles);
    expect(await seedDemoIfEmpty(database.db)).toBeNull();
    expect(await count(djProfiles)).toBe(before);
  });

  it("never seeds over an instance that already has DJs", async () => {
    const other = await createTestDatabase();
    try {
      await other.db.insert(djProfiles).values({ slug: "only-one", displayName: "Only One" });
      expect(await seedDemoIfEmpty(other.db)).toBeNull();
      expect(await isDemoSeeded(other.db)).toBe(false);
    } finally {
      await other.close();
    }
  });
});

describe("demo mate's events", () => {
  it("gives the demo mate past, upcoming, pending, draft and cancelled events with weeks of audience", async () => {
    const db = database.db;
    const ids = await seedDemoAccounts(db, "demo passphrase 1");
    const owned = await db
      .select({ id: mateEvents.id, eventId: mateEvents.eventId, status: mateEvents.status, date: mateEvents.eventDate })
      .from(mateEvents)
      .where(eq(mateEvents.createdBy, ids.mate));
    const now = new Date();
    const statuses = owned.map((e) => e.status);
    expect(statuses).toEqual(expect.arrayContaining(["published", "pending", "draft", "cancelled"]));
    expect(owned.some((e) => e.status === "published" && e.date < now)).toBe(true);
    expect(owned.some((e) => e.status === "published" && e.date > now)).toBe(true);
    // Every one of them has the mate's DJ on the lineup.
    const [mateDj] = await db.select({ id: djProfiles.id }).from(djProfiles).where(eq(djProfiles.userId, ids.mate));
    for (const event of owned) {
      const lineup = await db
        .select({ dj: eventLineup.djProfileId })
        .from(eventLineup)
        .where(eq(eventLineup.eventId, event.id));
      expect(
        lineup.map((l) => l.dj),
        event.eventId,
      ).toContain(mateDj.id);
    }
    // Only the two organisers (the mate and the multi-role account) got events; nobody owns an event twice.
    const multiOwns = await count(mateEvents, eq(mateEvents.createdBy, ids.multi));
    expect(multiOwns).toBeGreaterThan(0);
    expect(await count(mateEvents, isNotNull(mateEvents.createdBy))).toBe(owned.length + multiOwns);

    const ownedIds = owned.map((e) => e.id);
    const views = await db
      .select({ referrer: eventViews.referrer, utmSource: eventViews.utmSource, at: eventViews.createdAt })
      .from(eventViews)
      .where(inArray(eventViews.eventId, ownedIds));
    expect(views.length).toBeGreaterThan(500);
    const days = new Set(views.map((v) => v.at.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(30);
    expect(views.every((v) => v.at <= now)).toBe(true);
    const sources = new Set(views.map((v) => classifyTrafficSource(v)));
    for (const source of ["direct", "campaign", "social", "search", "referral"]) expect(sources).toContain(source);
    const interactions = await db
      .select({ kind: eventInteractions.kind })
      .from(eventInteractions)
      .where(inArray(eventInteractions.eventId, ownedIds));
    expect(interactions.filter((i) => i.kind === "ticket_click").length).toBeGreaterThan(20);
    expect(interactions.filter((i) => i.kind === "share").length).toBeGreaterThan(10);
    // Drafts and pending events have no public page, so nobody has viewed them.
    const unpublished = owned.filter((e) => e.status === "draft" || e.status === "pending").map((e) => e.id);
    expect(await count(eventViews, inArray(eventViews.eventId, unpublished))).toBe(0);

    // The analytics screen's default event (the next one) shows figures over the default 30 days.
    const summaries = await listManagedEventSummaries(db, { userId: ids.mate, isAdmin: false });
    const next = defaultAnalyticsEvent(summaries, now);
    const analytics = await getEventAnalytics(db, { userId: ids.mate, isAdmin: false }, next!.eventId, { days: 30 });
    expect(analytics!.totals.views).toBeGreaterThan(100);
    expect(analytics!.totals.ticketClicks).toBeGreaterThan(0);
  });

  it("adds nothing when the accounts are seeded again", async () => {
    const db = database.db;
    const before = [await count(mateEvents), await count(eventViews), await count(eventInteractions)];
    await seedDemoAccounts(db, "demo passphrase 1");
    expect([await count(mateEvents), await count(eventViews), await count(eventInteractions)]).toEqual(before);
  });
});

describe("demo producer and followers", () => {
  it("the producer holds one line as producer and another as owner; the fan follows lines; counts stay exact on reseeding", async () => {
    const db = database.db;
    const ids = await seedDemoAccounts(db, "demo passphrase 1");
    const mine = await listMyProductions(db, ids.producer);
    expect(mine.map((l) => l.role).sort()).toEqual(["producer", "production_line_owner"]);
    expect(mine.every((l) => l.eventCount > 0)).toBe(true);
    expect((await listFollowedProductions(db, ids.user, new Date())).length).toBe(3);
    const exact = async () =>
      db
        .select({ id: productionLines.id })
        .from(productionLines)
        .where(
          sql`${productionLines.followerCount} <> (select count(*)::int from production_line_follows f where f.production_line_id = production_lines.id)`,
        );
    expect(await exact()).toEqual([]);
    await seedDemoAccounts(db, "demo passphrase 1");
    expect(await exact()).toEqual([]);
    expect(await listMyProductions(db, ids.producer)).toEqual(mine);
  });
});

describe("bulk seed", () => {
  it("inserts the requested rows in batches and reports progress", async () => {
    const before = await count(djProfiles);
    const progress: number[] = [];
    const result = await seedBulk(
      database.db,
      { djs: 250, events: 40, venues: 15, news: 12, productions: 7, views: 30 },
      (p) => progress.push(p.overallDone),
      { batchSize: 100 },
    );
    expect(result.inserted).toEqual({ djs: 250, events: 40, venues: 15, news: 12, productions: 7, views: 30 });
    expect(await count(djProfiles)).toBe(before + 250);
    expect(await count(djProfiles, sql`${djProfiles.slug} like ${`bulk-${result.run}-dj-%`}`)).toBe(250);
    expect(progress.at(-1)).toBe(354);
    expect(progress.length).toBeGreaterThanOrEqual(3 + 1 + 1 + 1 + 1 + 1);
    // Profile views of the DJs there are (the data-move measurement's rows: decision 042).
    const views = (await database.db.execute(
      sql`select count(*)::int as n, count(distinct dj_slug)::int as djs from dj_profile_views where view_key like ${`bulk-${result.run}-%`}`,
    )) as unknown as { rows: { n: number; djs: number }[] };
    expect(views.rows[0]).toEqual({ n: 30, djs: 30 });
    // Repeatable: a second run uses a new run id.
    const again = await seedBulk(database.db, { djs: 10 });
    expect(again.run).not.toBe(result.run);
  });
});

describe("demo multi-role account's DJ profiles", () => {
  it("manages its own profile and a second act, the primary one first on the dashboard; reseeding adds no third", async () => {
    const db = database.db;
    const ids = await seedDemoAccounts(db, "demo passphrase 1");
    const first = await getDashboardProfiles(db, ids.multi, null);
    expect(first.profiles).toHaveLength(2);
    const [owned] = await db.select({ id: djProfiles.id }).from(djProfiles).where(eq(djProfiles.userId, ids.multi));
    // The dashboard opens on the profile they own (their primary dj_manager role), not the act they look after.
    expect(first.active?.id).toBe(owned.id);
    expect(first.profiles.map((p) => p.slug)).not.toContain("nadia-voss");
    // The act has an audience of its own, so switching to it shows a living dashboard.
    const act = first.profiles.find((p) => p.id !== owned.id);
    expect(await count(djProfileViews, eq(djProfileViews.djSlug, act?.slug ?? ""))).toBeGreaterThan(50);
    const mates = await getDashboardProfiles(db, ids.mate, null);
    expect(mates.profiles).toHaveLength(1);
    expect(first.profiles.map((p) => p.id)).not.toContain(mates.profiles[0].id);
    await seedDemoAccounts(db, "demo passphrase 1");
    expect((await getDashboardProfiles(db, ids.multi, null)).profiles).toEqual(first.profiles);
  });
});

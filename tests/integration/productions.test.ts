import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseProductionFilters } from "~/core/productions/productions";
import type { Database, Db } from "~server/db/client.server";
import { productionLineFollows, productionLines } from "~server/db/schema";
import {
  seedDj,
  seedEvent,
  seedProductionLine,
  seedUser,
  seedUserRole,
  type User,
} from "~server/db/seed/factories.server";
import { cancelEvent } from "~server/domain/events/cancel-event.server";
import { createEvent } from "~server/domain/events/create-event.server";
import { deleteEvent } from "~server/domain/events/delete-event.server";
import { updateEvent } from "~server/domain/events/update-event.server";
import { followProduction } from "~server/domain/productions/follow-production.server";
import { getManagedProductionLine } from "~server/domain/productions/get-managed-production-line.server";
import { getProductionDashboardStats } from "~server/domain/productions/get-production-dashboard-stats.server";
import { getPublicProduction } from "~server/domain/productions/get-public-production.server";
import { listFollowedProductions } from "~server/domain/productions/list-followed-productions.server";
import { listMyProductions } from "~server/domain/productions/list-my-productions.server";
import { listProductionDjs } from "~server/domain/productions/list-production-djs.server";
import { listPublicProductions } from "~server/domain/productions/list-public-productions.server";
import { listSitemapProductions } from "~server/domain/productions/list-sitemap-productions.server";
import { unfollowProduction } from "~server/domain/productions/unfollow-production.server";
import { updateProductionLine } from "~server/domain/productions/update-production-line.server";
import { expectAppError } from "./helpers/expect-app-error";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
let db: Db;
let admin: User;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  admin = await seedUser(db, { role: "admin" });
});
afterAll(async () => {
  await database?.close();
});

async function countsOf(id: string) {
  const [row] = await db
    .select({ events: productionLines.eventCount, followers: productionLines.followerCount })
    .from(productionLines)
    .where(eq(productionLines.id, id));
  return row;
}

const list = (query: string) =>
  listPublicProductions(db, {
    filters: parseProductionFilters(new URLSearchParams(query)),
    now: new Date(),
    limit: 50,
  });

describe("/productions listing", () => {
  it("lists active lines featured first, then the most followed, then by name; filters narrow it", async () => {
    const plain = await seedProductionLine(db, { name: "Zebra Quokka Nights", isVerified: false });
    const featured = await seedProductionLine(db, { name: "Apple Quokka Series", isFeatured: true, isVerified: false });
    const followed = await seedProductionLine(db, { name: "Mango Quokka Club" });
    await seedProductionLine(db, { name: "Hidden Quokka Crew", isActive: false });
    await followProduction(db, (await seedUser(db)).id, followed.slug);
    await seedEvent(db, { productionLineId: plain.id, eventDate: inDays(5) });
    await seedEvent(db, { productionLineId: featured.id, eventDate: inDays(-5), endDate: inDays(-5) });

    const all = await list("q=quokka");
    expect(all.productions.map((p) => p.name)).toEqual([
      "Apple Quokka Series",
      "Mango Quokka Club",
      "Zebra Quokka Nights",
    ]);
    expect(all.total).toBe(3);
    expect(all.productions[1]).toMatchObject({ isVerified: true, followerCount: 1, eventCount: 0 });
    expect(all.productions[2]).toMatchObject({ eventCount: 1 });

    expect((await list("q=quokka&verified=1")).productions.map((p) => p.name)).toEqual(["Mango Quokka Club"]);
    // Only a published event still to come counts as "upcoming".
    expect((await list("q=quokka&upcoming=1")).productions.map((p) => p.name)).toEqual(["Zebra Quokka Nights"]);
    expect((await list("q=zebra quokka")).total).toBe(1);
    // Paging: the offset skips, the total stays.
    const second = await listPublicProductions(db, {
      filters: parseProductionFilters(new URLSearchParams("q=quokka")),
      now: new Date(),
      limit: 2,
      offset: 2,
    });
    expect(second).toMatchObject({ total: 3, productions: [{ name: "Zebra Quokka Nights" }] });
  });

  it("shows a page only for active lines (inactive and unknown are both null → 404) and lists them in the sitemap", async () => {
    const active = await seedProductionLine(db);
    const inactive = await seedProductionLine(db, { isActive: false });
    expect((await getPublicProduction(db, active.slug))?.id).toBe(active.id);
    expect(await getPublicProduction(db, inactive.slug)).toBeNull();
    expect(await getPublicProduction(db, "no-such-line")).toBeNull();
    expect(await getPublicProduction(db, "../etc")).toBeNull();
    const sitemap = (await listSitemapProductions(db)).map((r) => r.slug);
    expect(sitemap).toContain(active.slug);
    expect(sitemap).not.toContain(inactive.slug);
  });

  it("lists the public DJs who played the line's published events, most appearances first", async () => {
    const line = await seedProductionLine(db);
    const often = await seedDj(db, { displayName: "Often Played" });
    const once = await seedDj(db, { displayName: "Once Played" });
    const hidden = await seedDj(db, { displayName: "Hidden Player", verificationStatus: "none" });
    await seedEvent(db, { productionLineId: line.id, lineupDjs: [often, hidden] });
    await seedEvent(db, { productionLineId: line.id, lineupDjs: [often, once] });
    await seedEvent(db, { productionLineId: line.id, lineupDjs: [once], status: "draft" });
    expect((await listProductionDjs(db, line.id)).map((d) => d.displayName)).toEqual(["Often Played", "Once Played"]);
  });
});

describe("counts stay exact", () => {
  it("follower_count follows follows and unfollows (idempotent), for active lines only", async () => {
    const line = await seedProductionLine(db);
    const [a, b] = [await seedUser(db), await seedUser(db)];
    expect(await followProduction(db, a.id, line.slug)).toEqual({ followers: 1, following: true });
    expect(await followProduction(db, a.id, line.slug)).toEqual({ followers: 1, following: true });
    expect(await followProduction(db, b.id, line.slug)).toEqual({ followers: 2, following: true });
    expect(await unfollowProduction(db, a.id, line.slug)).toEqual({ followers: 1, following: false });
    expect(await unfollowProduction(db, a.id, line.slug)).toEqual({ followers: 1, following: false });
    expect((await countsOf(line.id)).followers).toBe(1);
    // A follow row removed with its user (cascade) is counted out too.
    await db.delete(productionLineFollows).where(eq(productionLineFollows.userId, b.id));
    expect((await countsOf(line.id)).followers).toBe(0);
    const inactive = await seedProductionLine(db, { isActive: false });
    expect(await followProduction(db, a.id, inactive.slug)).toBeNull();
    expect(await followProduction(db, a.id, "no-such-line")).toBeNull();
  });

  it("event_count counts published events across create, cancel, move between lines and delete", async () => {
    const mate = await seedUser(db);
    const lineA = await seedProductionLine(db);
    const lineB = await seedProductionLine(db);
    const created = await createEvent(db, {
      name: "Counted Night",
      startsAt: inDays(10),
      status: "published",
      productionLineId: lineA.id,
      lineup: [{ name: "Guest" }],
      createdBy: mate.id,
    });
    await createEvent(db, {
      name: "Draft Night",
      startsAt: inDays(11),
      status: "draft",
      productionLineId: lineA.id,
      lineup: [{ name: "Guest" }],
      createdBy: mate.id,
    });
    expect(await countsOf(lineA.id)).toMatchObject({ events: 1 });

    const asMate = { userId: mate.id, isAdmin: false };
    await updateEvent(db, asMate, created.eventId, {
      name: "Counted Night",
      startsAt: inDays(10),
      productionLineId: lineB.id,
      lineup: [{ name: "Guest" }],
      intent: "save",
      approvalRequired: false,
    });
    expect((await countsOf(lineA.id)).events).toBe(0);
    expect((await countsOf(lineB.id)).events).toBe(1);

    await cancelEvent(db, asMate, created.eventId);
    expect((await countsOf(lineB.id)).events).toBe(0);

    const second = await createEvent(db, {
      name: "Deleted Night",
      startsAt: inDays(12),
      status: "published",
      productionLineId: lineB.id,
      lineup: [{ name: "Guest" }],
      createdBy: mate.id,
    });
    expect((await countsOf(lineB.id)).events).toBe(1);
    await deleteEvent(db, { userId: admin.id, isAdmin: true }, second.eventId);
    expect((await countsOf(lineB.id)).events).toBe(0);
  });
});

describe("producers", () => {
  it("getManagedProductionLine: owner, producer and admin get the line; anyone else the not_found of an unknown slug", async () => {
    const line = await seedProductionLine(db);
    const other = await seedProductionLine(db);
    const [owner, producer, stranger, otherProducer] = [
      await seedUser(db),
      await seedUser(db),
      await seedUser(db),
      await seedUser(db),
    ];
    const grant = (userId: string, roleType: string, id: string) =>
      seedUserRole(db, { userId, roleType, resourceType: "production_line", resourceId: id });
    await grant(owner.id, "production_line_owner", line.id);
    await grant(producer.id, "producer", line.id);
    await grant(otherProducer.id, "producer", other.id);

    expect(await getManagedProductionLine(db, { id: owner.id }, line.slug)).toMatchObject({
      role: "production_line_owner",
      viaAdmin: false,
    });
    expect(await getManagedProductionLine(db, { id: producer.id }, line.slug)).toMatchObject({ role: "producer" });
    expect(await getManagedProductionLine(db, { id: admin.id }, line.slug)).toMatchObject({
      role: null,
      viaAdmin: true,
    });
    await expectAppError(
      getManagedProductionLine(db, { id: stranger.id }, line.slug),
      "not_found",
      "Production line not found",
    );
    // IDOR: a producer of another line learns nothing more than from an unknown slug.
    await expectAppError(
      getManagedProductionLine(db, { id: otherProducer.id }, line.slug),
      "not_found",
      "Production line not found",
    );
    await expectAppError(
      getManagedProductionLine(db, { id: owner.id }, "no-such-line"),
      "not_found",
      "Production line not found",
    );

    // A deactivated line is the admins' alone.
    await db.update(productionLines).set({ isActive: false }).where(eq(productionLines.id, line.id));
    await expectAppError(
      getManagedProductionLine(db, { id: owner.id }, line.slug),
      "not_found",
      "Production line not found",
    );
    expect(await getManagedProductionLine(db, { id: admin.id }, line.slug)).toMatchObject({ viaAdmin: true });

    // /producer/my-productions lists what the person holds (the owner role when both), nothing for others.
    await grant(otherProducer.id, "production_line_owner", other.id);
    expect(await listMyProductions(db, otherProducer.id)).toEqual([
      expect.objectContaining({ slug: other.slug, role: "production_line_owner" }),
    ]);
    expect(await listMyProductions(db, owner.id)).toEqual([
      expect.objectContaining({ slug: line.slug, role: "production_line_owner", isActive: false }),
    ]);
    expect(await listMyProductions(db, stranger.id)).toEqual([]);
  });

  it("saves the edit form sanitised and the dashboard counts follows and event views", async () => {
    const line = await seedProductionLine(db);
    await updateProductionLine(db, line.id, {
      name: "Renamed Line",
      description: '<p>Hello <script>alert(1)</script><a href="javascript:x">bad</a> <strong>world</strong></p>',
    });
    const saved = await getPublicProduction(db, line.slug);
    expect(saved?.name).toBe("Renamed Line");
    expect(saved?.description).toBe(
      '<p>Hello <a rel="noopener noreferrer nofollow">bad</a> <strong>world</strong></p>',
    );

    await followProduction(db, (await seedUser(db)).id, line.slug);
    await followProduction(db, (await seedUser(db)).id, line.slug);
    await seedEvent(db, { productionLineId: line.id, eventName: "Viewed Night" });
    const stats = await getProductionDashboardStats(db, line.id, new Date());
    expect(stats.followers).toHaveLength(30);
    expect(stats.followers.at(-1)?.total).toBe(2);
    expect(stats.newFollowers).toBe(2);
    expect(stats.eventViews).toEqual([expect.objectContaining({ name: "Viewed Night", views: 0 })]);
  });
});

describe("/my/following/productions", () => {
  it("lists the active lines a user follows, newest first, each with its next published events", async () => {
    const fan = await seedUser(db);
    const first = await seedProductionLine(db, { name: "First Followed Line" });
    const second = await seedProductionLine(db, { name: "Second Followed Line" });
    const gone = await seedProductionLine(db, { name: "Gone Line" });
    await seedEvent(db, { productionLineId: first.id, eventName: "Soon", eventDate: inDays(2) });
    await seedEvent(db, { productionLineId: first.id, eventName: "Later", eventDate: inDays(9) });
    await seedEvent(db, { productionLineId: first.id, eventName: "Past", eventDate: inDays(-9), endDate: inDays(-9) });
    await seedEvent(db, { productionLineId: first.id, eventName: "Draft", eventDate: inDays(3), status: "draft" });
    for (const [i, name] of ["A", "B", "C", "D"].entries())
      await seedEvent(db, { productionLineId: second.id, eventName: `Second ${name}`, eventDate: inDays(20 + i) });
    await followProduction(db, fan.id, first.slug);
    await new Promise((r) => setTimeout(r, 5));
    await followProduction(db, fan.id, second.slug);
    await followProduction(db, fan.id, gone.slug);
    await db.update(productionLines).set({ isActive: false }).where(eq(productionLines.id, gone.id));

    const followed = await listFollowedProductions(db, fan.id, new Date());
    expect(followed.map((f) => f.name)).toEqual(["Second Followed Line", "First Followed Line"]);
    expect(followed[0].nextEvents.map((e) => e.name)).toEqual(["Second A", "Second B", "Second C"]);
    expect(followed[1].nextEvents.map((e) => e.name)).toEqual(["Soon", "Later"]);
    expect(await listFollowedProductions(db, (await seedUser(db)).id, new Date())).toEqual([]);
  });
});

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAuditFilter } from "~/core/admin/admin-audit";
import { parseBookingListFilter } from "~/core/admin/admin-bookings";
import type { Database, Db } from "~server/db/client.server";
import { adminAuditLog, bookingInquiries, searchAnalytics } from "~server/db/schema";
import { seedDj, seedUser, seedUserRole } from "~server/db/seed/factories.server";
import { getSearchInsights } from "~server/domain/analytics/get-search-insights.server";
import { listAdminAuditLog } from "~server/domain/audit/list-admin-audit-log.server";
import { recordAdminAction } from "~server/domain/audit/record-admin-action.server";
import { addBookingTimelineEntry } from "~server/domain/bookings/add-booking-timeline-entry.server";
import { archiveBookingInquiries } from "~server/domain/bookings/archive-booking-inquiries.server";
import { getBookingInquiry } from "~server/domain/bookings/get-booking-inquiry.server";
import { listBookingInquiries } from "~server/domain/bookings/list-booking-inquiries.server";
import { listManagedDjIds } from "~server/domain/bookings/list-managed-dj-ids.server";
import { moveBookingInquiry } from "~server/domain/bookings/move-booking-inquiry.server";
import { changeDjFlags } from "~server/domain/djs/change-dj-flags.server";
import { createDjProfile } from "~server/domain/djs/create-dj-profile.server";
import { getPublicDj } from "~server/domain/djs/get-public-dj.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function seedInquiry(db: Db, djProfileId: string, overrides: Partial<typeof bookingInquiries.$inferInsert> = {}) {
  const [row] = await db
    .insert(bookingInquiries)
    .values({
      djProfileId,
      name: `Sender ${randomUUID().slice(0, 6)}`,
      email: "sender@example.test",
      city: "Lisbon",
      eventDate: "2030-06-01",
      eventType: "Club night",
      message: "A warehouse night for 600 people, two hours, closing set.",
      ...overrides,
    })
    .returning();
  return row;
}

const admin = { kind: "admin" } as const;
const all = parseBookingListFilter(new URLSearchParams("status=all"));

describe("booking inquiry workflow", () => {
  it("moves new → contacted → negotiating → confirmed, recording who, when and the notes; a skipped step is refused", async () => {
    const db = database.db;
    const staff = await seedUser(db, { role: "admin", name: "Ada Admin" });
    const dj = await seedDj(db, { verificationStatus: "verified" });
    const inquiry = await seedInquiry(db, dj.id);

    await expect(
      moveBookingInquiry(db, admin, { inquiryId: inquiry.id, status: "confirmed", note: null, changedBy: staff.id }),
    ).rejects.toMatchObject({ code: "invalid_input" });
    expect((await getBookingInquiry(db, admin, inquiry.id)).status).toBe("new");

    for (const [status, note] of [
      ["contacted", "Called them back"],
      ["negotiating", null],
      ["confirmed", "Fee agreed"],
    ] as const)
      await moveBookingInquiry(db, admin, { inquiryId: inquiry.id, status, note, changedBy: staff.id });
    await addBookingTimelineEntry(db, admin, {
      inquiryId: inquiry.id,
      kind: "note",
      text: "Send the rider",
      by: staff.id,
    });
    await addBookingTimelineEntry(db, admin, {
      inquiryId: inquiry.id,
      kind: "reply",
      text: "See you there!",
      by: staff.id,
    });

    const detail = await getBookingInquiry(db, admin, inquiry.id);
    expect(detail.status).toBe("confirmed");
    expect(detail.next).toEqual(["archived"]);
    expect(detail.dj?.slug).toBe(dj.slug);
    expect(detail.timeline.map((t) => [t.kind, t.fromStatus, t.toStatus, t.note, t.by])).toEqual([
      ["status", "new", "contacted", "Called them back", "Ada Admin"],
      ["status", "contacted", "negotiating", null, "Ada Admin"],
      ["status", "negotiating", "confirmed", "Fee agreed", "Ada Admin"],
      ["note", "confirmed", "confirmed", "Send the rider", "Ada Admin"],
      ["reply", "confirmed", "confirmed", "See you there!", "Ada Admin"],
    ]);
  });

  it("a DJ's managers see and change only their DJs' inquiries; another DJ's is not found and unchanged", async () => {
    const db = database.db;
    const manager = await seedUser(db);
    const owner = await seedUser(db);
    const mine = await seedDj(db, { verificationStatus: "mate" });
    const owned = await seedDj(db, { verificationStatus: "mate", userId: owner.id });
    const theirs = await seedDj(db, { verificationStatus: "verified" });
    await seedUserRole(db, {
      userId: manager.id,
      roleType: "dj_manager",
      resourceType: "dj_profile",
      resourceId: mine.id,
    });
    const a = await seedInquiry(db, mine.id);
    const b = await seedInquiry(db, theirs.id);
    const c = await seedInquiry(db, owned.id);

    expect(await listManagedDjIds(db, manager.id)).toEqual([mine.id]);
    expect(await listManagedDjIds(db, owner.id)).toEqual([owned.id]);
    const scope = { kind: "dj-managers", djProfileIds: await listManagedDjIds(db, manager.id) } as const;
    const list = await listBookingInquiries(db, scope, all);
    expect(list.rows.map((r) => r.id)).toEqual([a.id]);
    expect(list.djs).toEqual([{ slug: mine.slug, name: mine.displayName }]);

    await expect(getBookingInquiry(db, scope, b.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(
      moveBookingInquiry(db, scope, { inquiryId: b.id, status: "contacted", note: null, changedBy: manager.id }),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(
      addBookingTimelineEntry(db, scope, { inquiryId: c.id, kind: "note", text: "x", by: manager.id }),
    ).rejects.toMatchObject({ code: "not_found" });
    expect((await getBookingInquiry(db, admin, b.id)).timeline).toEqual([]);

    await moveBookingInquiry(db, scope, { inquiryId: a.id, status: "contacted", note: null, changedBy: manager.id });
    expect((await getBookingInquiry(db, scope, a.id)).status).toBe("contacted");
    // Someone who manages nothing sees nothing.
    const none = await listBookingInquiries(db, { kind: "dj-managers", djProfileIds: [] }, all);
    expect(none.total).toBe(0);
  });

  it("filters by status, DJ, text and gig date, and bulk archive skips archived and out-of-scope inquiries", async () => {
    const db = database.db;
    const staff = await seedUser(db, { role: "admin" });
    const dj = await seedDj(db, { verificationStatus: "verified" });
    const other = await seedDj(db, { verificationStatus: "verified" });
    const tag = randomUUID().slice(0, 8);
    const early = await seedInquiry(db, dj.id, { eventDate: "2031-01-10", message: `Rooftop ${tag} party for 200` });
    const late = await seedInquiry(db, dj.id, { eventDate: "2031-09-10", message: `Rooftop ${tag} closing party` });
    const done = await seedInquiry(db, dj.id, { status: "archived", message: `Rooftop ${tag} old one here` });
    const foreign = await seedInquiry(db, other.id, { message: `Rooftop ${tag} elsewhere entirely` });

    const byText = await listBookingInquiries(db, admin, parseBookingListFilter(new URLSearchParams(`q=${tag}`)));
    expect(byText.rows.map((r) => r.id).sort()).toEqual([early.id, late.id, foreign.id].sort());
    const byDj = await listBookingInquiries(
      db,
      admin,
      parseBookingListFilter(new URLSearchParams(`q=${tag}&dj=${dj.slug}&gigFrom=2031-06-01&status=all`)),
    );
    expect(byDj.rows.map((r) => r.id)).toEqual([late.id]);

    const managerScope = { kind: "dj-managers", djProfileIds: [dj.id] } as const;
    const archived = await archiveBookingInquiries(db, managerScope, {
      ids: [early.id, done.id, foreign.id],
      changedBy: staff.id,
    });
    expect(archived.map((r) => r.id)).toEqual([early.id]);
    expect((await getBookingInquiry(db, admin, foreign.id)).status).toBe("new");
    const history = (await getBookingInquiry(db, admin, early.id)).timeline;
    expect(history.at(-1)).toMatchObject({ fromStatus: "new", toStatus: "archived", kind: "status" });
  });
});

describe("audit log", () => {
  it("records who did what to which target, before and after, and filters by action, area and text", async () => {
    const db = database.db;
    const actor = await seedUser(db, { role: "admin", name: `Auditor ${randomUUID().slice(0, 6)}` });
    await recordAdminAction(db, {
      actorId: actor.id,
      action: "user.block",
      targetType: "user",
      targetId: "u1",
      targetLabel: "Blocked Person",
      before: { blocked: false },
      after: { blocked: true },
    });
    await recordAdminAction(db, {
      actorId: actor.id,
      action: "booking.status",
      targetType: "booking_inquiry",
      targetLabel: "Some Sender",
      before: { status: "new" },
      after: { status: "contacted" },
    });
    const mine = await listAdminAuditLog(db, parseAuditFilter(new URLSearchParams(`q=${actor.name}`)));
    expect(mine.rows.map((r) => [r.action, r.actorName, r.targetLabel])).toEqual([
      ["booking.status", actor.name, "Some Sender"],
      ["user.block", actor.name, "Blocked Person"],
    ]);
    expect(mine.rows[1]).toMatchObject({ before: { blocked: false }, after: { blocked: true } });
    const bookings = await listAdminAuditLog(
      db,
      parseAuditFilter(new URLSearchParams(`group=booking&q=${actor.name}`)),
    );
    expect(bookings.rows.map((r) => r.action)).toEqual(["booking.status"]);
    const blocks = await listAdminAuditLog(
      db,
      parseAuditFilter(new URLSearchParams(`action=user.block&q=${actor.name}`)),
    );
    expect(blocks.total).toBe(1);
  });

  it("a bulk verification change makes DJs public at once, answers before/after, skips unchanged ones; non-admins are refused", async () => {
    const db = database.db;
    const staff = await seedUser(db, { role: "admin" });
    const fan = await seedUser(db);
    const a = await seedDj(db, { verificationStatus: "none" });
    const b = await seedDj(db, { verificationStatus: "none" });
    const c = await seedDj(db, { verificationStatus: "verified" });
    expect(await getPublicDj(db, a.slug)).toBeNull();

    await expect(
      changeDjFlags(db, { id: fan.id }, { intent: "verification", ids: [a.id], value: "verified" }),
    ).rejects.toMatchObject({ code: "forbidden" });
    expect(await getPublicDj(db, a.slug)).toBeNull();

    const changed = await changeDjFlags(
      db,
      { id: staff.id },
      { intent: "verification", ids: [a.id, b.id, c.id], value: "verified" },
    );
    expect(changed.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect(changed[0]).toMatchObject({
      before: { verificationStatus: "none" },
      after: { verificationStatus: "verified" },
    });
    expect(await getPublicDj(db, a.slug)).not.toBeNull();
    expect(await getPublicDj(db, b.slug)).not.toBeNull();

    const off = await changeDjFlags(
      db,
      { id: staff.id },
      { intent: "flag", ids: [a.id], flag: "active", value: false },
    );
    expect(off).toEqual([expect.objectContaining({ before: { active: true }, after: { active: false } })]);
    expect(await getPublicDj(db, a.slug)).toBeNull();
  });

  it("an admin creates a DJ profile with a unique slug", async () => {
    const db = database.db;
    const staff = await seedUser(db, { role: "admin" });
    const name = `Zed Lux ${randomUUID().slice(0, 6)}`;
    const first = await createDjProfile(
      db,
      { id: staff.id },
      { displayName: name, location: null, verification: "verified" },
    );
    const second = await createDjProfile(
      db,
      { id: staff.id },
      { displayName: name, location: "Oslo", verification: "none" },
    );
    expect(second.slug).toBe(`${first.slug}-2`);
    expect((await getPublicDj(db, first.slug))?.displayName).toBe(name);
    expect(await getPublicDj(db, second.slug)).toBeNull();
  });

  it("keeps the log row when the acting account is deleted", async () => {
    const db = database.db;
    const gone = await seedUser(db, { role: "admin", name: "Gone Admin" });
    await recordAdminAction(db, {
      actorId: gone.id,
      action: "flag.change",
      targetType: "flag",
      targetLabel: `flag-${gone.id}`,
    });
    const { users } = await import("~server/db/schema");
    await db.delete(users).where(eq(users.id, gone.id));
    const [row] = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetLabel, `flag-${gone.id}`));
    expect(row).toMatchObject({ actorId: null, actorName: "Gone Admin" });
  });
});

describe("search insights", () => {
  it("counts searches, zero-result queries (grouped as read), click-through by position and type, and the median time", async () => {
    const db = database.db;
    // Far in the future, so no other test's rows fall in this range and the counts are exact.
    const now = new Date(Date.now() + 3650 * 86_400_000 + Math.floor(Math.random() * 86_400_000));
    const from = new Date(now.getTime() - 60_000);
    const tag = randomUUID().slice(0, 6);
    const seen = (query: string, resultCount: number, executionTimeMs: number, createdAt = now) => ({
      query,
      resultCount,
      executionTimeMs,
      sessionId: "s",
      filters: {},
      createdAt,
    });
    // An old row outside the range, which must not count.
    await db
      .insert(searchAnalytics)
      .values([
        seen(`old ${tag}`, 0, 999, new Date(now.getTime() - 86_400_000)),
        seen(`Nobody ${tag}`, 0, 10),
        seen(`  nobody   ${tag} `, 0, 20),
        seen(`NOBODY ${tag}`, 0, 30),
        seen(`techno ${tag}`, 12, 40),
        seen(`techno ${tag}`, 14, 50),
        { ...seen(`techno ${tag}`, 12, 40), clickedResultId: "x", clickedResultType: "dj", clickPosition: 0 },
        { ...seen(`techno ${tag}`, 14, 50), clickedResultId: "y", clickedResultType: "venue", clickPosition: 2 },
        { ...seen(`techno ${tag}`, 14, 50), clickedResultId: "z", clickedResultType: "dj", clickPosition: 14 },
      ]);
    const insights = await getSearchInsights(db, from);
    expect(insights.zeroResultQueries.map((q) => [q.query, q.searches])).toEqual([[`nobody ${tag}`, 3]]);
    expect(insights.topQueries.map((q) => [q.query, q.searches, q.avgResults, q.clicks])).toEqual([
      [`techno ${tag}`, 2, 13, 3],
      [`nobody ${tag}`, 3, 0, 0],
    ]);
    expect([insights.searches, insights.clicks, insights.zeroResultSearches]).toEqual([5, 3, 3]);
    // Positions 14 and beyond are folded into 10 ("11+" on the screen).
    expect([...insights.clicksByPosition].sort((a, b) => a.position - b.position)).toEqual([
      { position: 0, clicks: 1 },
      { position: 2, clicks: 1 },
      { position: 10, clicks: 1 },
    ]);
    expect(insights.clicksByType).toEqual([
      { type: "dj", clicks: 2 },
      { type: "venue", clicks: 1 },
    ]);
    // The searches shown took 10, 20, 30, 40 and 50 ms (clicks are not searches).
    expect(insights.medianMs).toBe(30);
  });

  it("on an empty range there is nothing, and no median", async () => {
    const future = new Date(Date.now() + 20 * 365 * 86_400_000);
    expect(await getSearchInsights(database.db, future)).toEqual({
      searches: 0,
      clicks: 0,
      zeroResultSearches: 0,
      medianMs: null,
      topQueries: [],
      zeroResultQueries: [],
      clicksByPosition: [],
      clicksByType: [],
    });
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_TRANSITION_REFUSED, VENUE_GALLERY_FULL, VENUE_GALLERY_MAX } from "~/core/venues/venue-ops";
import type { Database, Db } from "~server/db/client.server";
import { bookingInquiryStatusHistory, eventViews, venueProfiles, venueViews } from "~server/db/schema";
import { seedEvent, seedUser, seedVenue, type User, type VenueProfile } from "~server/db/seed/factories.server";
import { changeBookingStatus } from "~server/domain/bookings/change-booking-status.server";
import { createBookingInquiry } from "~server/domain/bookings/create-booking-inquiry.server";
import { listVenueBookingInquiries } from "~server/domain/bookings/list-venue-booking-inquiries.server";
import { notifyBookingInquiry } from "~server/domain/bookings/notify-booking-inquiry.server";
import { createEvent } from "~server/domain/events/create-event.server";
import { findManagedEvent } from "~server/domain/events/find-managed-event.server";
import { listManagedEvents } from "~server/domain/events/list-managed-events.server";
import { updateEvent } from "~server/domain/events/update-event.server";
import { addVenueMedia } from "~server/domain/venues/add-venue-media.server";
import { deleteVenueMedia } from "~server/domain/venues/delete-venue-media.server";
import { getManagedVenue } from "~server/domain/venues/get-managed-venue.server";
import { getVenueAnalytics } from "~server/domain/venues/get-venue-analytics.server";
import { listVenueMedia } from "~server/domain/venues/list-venue-media.server";
import { recordVenueView } from "~server/domain/venues/record-venue-view.server";
import { saveVenueManager } from "~server/domain/venues/save-venue-manager.server";
import { updateVenueMedia } from "~server/domain/venues/update-venue-media.server";
import type { Mailer, MailMessage } from "~server/mail/mailer.server";
import { expectAppError } from "./helpers/expect-app-error";
import { createTestDatabase } from "./helpers/test-database";

// The venue management tabs Events, Analytics, Bookings and Media and the venue_view beacon, on PGlite and
// on PostgreSQL (test:integration:pg). Every venue and person here is made by this file.
let database: Database;
let db: Db;
let venueA: VenueProfile;
let venueB: VenueProfile;
let closed: VenueProfile;
let owner: User;
let agent: User;
let promoter: User;
let revoked: User;
let ownerOfB: User;
const guest = { userId: null, userAgent: "vitest" };

const inquiryInput = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`,
  phone: null,
  eventDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
  city: "Lisbon",
  venue: null,
  eventType: "Club night" as const,
  budgetRange: "Not sure yet" as const,
  message: "A label showcase for 500 people, Friday night, we bring our own sound engineer.",
});

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  venueA = await seedVenue(db, { name: "Zz Ops Hall", city: "Lisbon" });
  venueB = await seedVenue(db, { name: "Zz Ops Cellar", city: "Porto" });
  closed = await seedVenue(db, { name: "Zz Ops Closed", isActive: false });
  [owner, agent, promoter, revoked, ownerOfB] = await Promise.all([
    seedUser(db, { name: "Zz Owner" }),
    seedUser(db, { name: "Zz Agent" }),
    seedUser(db, { name: "Zz Promoter" }),
    seedUser(db, { name: "Zz Revoked" }),
    seedUser(db, { name: "Zz Owner B" }),
  ]);
  await db.transaction(async (tx) => {
    await saveVenueManager(tx, { venueId: venueA.id, userId: owner.id, role: "owner", addedBy: null, isPrimary: true });
    await saveVenueManager(tx, { venueId: venueA.id, userId: agent.id, role: "booking_agent", addedBy: owner.id });
    await saveVenueManager(tx, { venueId: venueA.id, userId: promoter.id, role: "promoter", addedBy: owner.id });
    await saveVenueManager(tx, { venueId: venueA.id, userId: revoked.id, role: "manager", addedBy: owner.id });
    await saveVenueManager(tx, { venueId: venueB.id, userId: ownerOfB.id, role: "owner", addedBy: null });
  });
  const { venueManagers } = await import("~server/db/schema");
  await db
    .update(venueManagers)
    .set({ invitationStatus: "revoked" })
    .where(and(eq(venueManagers.venueId, venueA.id), eq(venueManagers.userId, revoked.id)));
});
afterAll(async () => {
  await database?.close();
});

async function viewCountOf(id: string) {
  const [row] = await db.select({ n: venueProfiles.viewCount }).from(venueProfiles).where(eq(venueProfiles.id, id));
  return row.n;
}
async function viewRowsOf(id: string) {
  return (await db.select({ id: venueViews.id }).from(venueViews).where(eq(venueViews.venueId, id))).length;
}

describe("recordVenueView (venue_view beacon)", () => {
  const view = (slug: string, viewId: string | null, extra: Record<string, string | null> = {}) => ({
    slug,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    viewId,
    ...extra,
  });

  it("counts a visitor once per venue and UTC day, and keeps view_count equal to the rows", async () => {
    const slug = venueB.slug as string;
    const morning = new Date("2026-03-01T08:00:00Z");
    const night = new Date("2026-03-01T23:30:00Z");
    const nextDay = new Date("2026-03-02T00:15:00Z");
    expect(await recordVenueView(db, guest, view(slug, "tab-aaaa1111"), morning)).toBe(true);
    expect(await recordVenueView(db, guest, view(slug, "tab-aaaa1111"), night)).toBe(false);
    expect(await recordVenueView(db, guest, view(slug, "tab-bbbb2222"), night)).toBe(true);
    expect(await recordVenueView(db, guest, view(slug, "tab-aaaa1111"), nextDay)).toBe(true);
    // Concurrent repeats (a double-fired beacon) still count once.
    const twice = await Promise.all([
      recordVenueView(db, guest, view(slug, "tab-cccc3333"), night),
      recordVenueView(db, guest, view(slug, "tab-cccc3333"), night),
    ]);
    expect(twice.filter(Boolean)).toHaveLength(1);
    expect(await viewRowsOf(venueB.id)).toBe(4);
    expect(await viewCountOf(venueB.id)).toBe(4);
  });

  it("stores referrer and utm tags", async () => {
    const at = new Date("2026-03-05T12:00:00Z");
    await recordVenueView(
      db,
      guest,
      view(venueB.slug as string, "tab-dddd4444", {
        referrer: "https://www.instagram.com/",
        utmSource: "ig",
        utmMedium: "social",
        utmCampaign: "opening",
      }),
      at,
    );
    const [row] = await db
      .select()
      .from(venueViews)
      .where(and(eq(venueViews.venueId, venueB.id), eq(venueViews.createdAt, at)));
    expect(row).toMatchObject({
      referrer: "https://www.instagram.com/",
      utmSource: "ig",
      utmMedium: "social",
      utmCampaign: "opening",
    });
  });

  it("does not count inactive or unknown venues", async () => {
    expect(await recordVenueView(db, guest, view(closed.slug as string, "tab-eeee5555"))).toBe(false);
    expect(await recordVenueView(db, guest, view("zz-no-such-venue", "tab-eeee5555"))).toBe(false);
    expect(await viewRowsOf(closed.id)).toBe(0);
    expect(await viewCountOf(closed.id)).toBe(0);
  });
});

describe("getVenueAnalytics", () => {
  it("sums page views by UTC day and traffic source, and counts views of the venue's events only", async () => {
    const now = new Date("2026-04-10T15:00:00Z");
    const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
    await db.insert(venueViews).values([
      { venueId: venueA.id, createdAt: at("2026-04-10", 1) },
      { venueId: venueA.id, createdAt: at("2026-04-10", 23), referrer: "https://www.google.com/" },
      { venueId: venueA.id, createdAt: at("2026-04-08"), referrer: "https://www.instagram.com/p/x" },
      { venueId: venueA.id, createdAt: at("2026-04-08"), referrer: "https://t.co/abc", utmSource: "newsletter" },
      { venueId: venueA.id, createdAt: at("2026-04-01"), referrer: "https://blog.example.org/best-clubs" },
      // Outside the 7-day window, and another venue's view: neither counts.
      { venueId: venueA.id, createdAt: at("2026-04-03", 23) },
      { venueId: venueB.id, createdAt: at("2026-04-10") },
    ]);
    const here = await seedEvent(db, { venueId: venueA.id, eventName: "Zz Here Night" });
    const there = await seedEvent(db, { venueId: venueB.id, eventName: "Zz There Night" });
    await db.insert(eventViews).values([
      { eventId: here.id, createdAt: at("2026-04-09") },
      { eventId: here.id, createdAt: at("2026-04-10") },
      { eventId: there.id, createdAt: at("2026-04-10") },
    ]);

    const week = await getVenueAnalytics(db, { id: venueA.id, viewCount: 42 }, { days: 7, now });
    expect(week.daily.map((d) => d.date)).toEqual([
      "2026-04-04",
      "2026-04-05",
      "2026-04-06",
      "2026-04-07",
      "2026-04-08",
      "2026-04-09",
      "2026-04-10",
    ]);
    expect(week.daily.map((d) => d.views)).toEqual([0, 0, 0, 0, 2, 0, 2]);
    expect(week.daily.map((d) => d.eventViews)).toEqual([0, 0, 0, 0, 0, 1, 1]);
    expect(week.totals).toEqual({ views: 4, eventViews: 2, allTimeViews: 42 });
    expect(Object.fromEntries(week.sources.map((s) => [s.source, s.views]))).toEqual({
      direct: 1,
      campaign: 1,
      social: 1,
      search: 1,
      referral: 0,
      unknown: 0,
    });
    expect(week.events).toEqual([expect.objectContaining({ eventId: here.eventId, views: 2 })]);

    const month = await getVenueAnalytics(db, { id: venueA.id, viewCount: 42 }, { days: 30, now });
    expect(month.totals.views).toBe(6);
    expect(month.sources.find((s) => s.source === "referral")?.views).toBe(1);
    expect(month.topReferrers.map((r) => r.host)).toContain("blog.example.org");
  });

  it("is empty, not failing, for a venue without views", async () => {
    const quiet = await seedVenue(db, { name: "Zz Ops Quiet" });
    const result = await getVenueAnalytics(db, { id: quiet.id, viewCount: 0 }, { days: 30 });
    expect(result.totals).toEqual({ views: 0, eventViews: 0, allTimeViews: 0 });
    expect(result.daily).toHaveLength(30);
    expect(result.sources.every((s) => s.views === 0)).toBe(true);
  });
});

describe("venue booking inquiries", () => {
  it("are stored with the venue, mailed to its managers with can_manage_bookings, and listed for that venue only", async () => {
    const inquiry = await createBookingInquiry(db, { venueId: venueA.id }, inquiryInput("Zz Showcase Crew"));
    expect(inquiry).toMatchObject({ venueId: venueA.id, djProfileId: null, status: "new" });
    await createBookingInquiry(db, { venueId: venueB.id }, inquiryInput("Zz Other Venue Crew"));

    const sent: MailMessage[] = [];
    const mailer: Mailer = { kind: "files", send: async (m) => void sent.push(m) };
    const to = await notifyBookingInquiry(
      db,
      mailer,
      { brand: "Booth", publicUrl: "http://localhost" },
      { kind: "venue", venue: { id: venueA.id, slug: venueA.slug as string, name: venueA.name } },
      inquiry,
    );
    // Owner and booking agent have can_manage_bookings; the promoter and the revoked manager do not hear of it.
    expect(to).toEqual([owner.email, agent.email].map((e) => e.toLowerCase()).sort());
    expect(sent[0].subject).toBe(`New booking inquiry for ${venueA.name}`);
    expect(sent[0].text).toContain(`/venues/${venueA.slug}`);

    const listed = await listVenueBookingInquiries(db, venueA.id, "open");
    expect(listed.inquiries.map((i) => i.name)).toContain("Zz Showcase Crew");
    expect(listed.inquiries.map((i) => i.name)).not.toContain("Zz Other Venue Crew");
    expect(listed.counts.new).toBeGreaterThanOrEqual(1);
  });

  it("the Bookings tab opens only for that venue's managers with can_manage_bookings", async () => {
    const slug = venueA.slug as string;
    await expect(getManagedVenue(db, { id: owner.id }, slug, "can_manage_bookings")).resolves.toMatchObject({
      role: "owner",
    });
    await expect(getManagedVenue(db, { id: agent.id }, slug, "can_manage_bookings")).resolves.toMatchObject({
      role: "booking_agent",
    });
    await expectAppError(
      getManagedVenue(db, { id: promoter.id }, slug, "can_manage_bookings"),
      "not_found",
      /not found/,
    );
    await expectAppError(
      getManagedVenue(db, { id: revoked.id }, slug, "can_manage_bookings"),
      "not_found",
      /not found/,
    );
    await expectAppError(
      getManagedVenue(db, { id: ownerOfB.id }, slug, "can_manage_bookings"),
      "not_found",
      /not found/,
    );
  });

  it("records each status change with who and when, refuses impossible changes, and keeps other venues out", async () => {
    const inquiry = await createBookingInquiry(db, { venueId: venueA.id }, inquiryInput("Zz Status Crew"));
    await changeBookingStatus(db, {
      venueId: venueA.id,
      inquiryId: inquiry.id,
      status: "contacted",
      note: "Called back",
      changedBy: agent.id,
    });
    await expectAppError(
      changeBookingStatus(db, {
        venueId: venueA.id,
        inquiryId: inquiry.id,
        status: "new",
        note: null,
        changedBy: agent.id,
      }),
      "invalid_input",
      BOOKING_TRANSITION_REFUSED,
    );
    // Venue B's owner, through venue B, cannot touch venue A's inquiry: the same not_found as an unknown id.
    await expectAppError(
      changeBookingStatus(db, {
        venueId: venueB.id,
        inquiryId: inquiry.id,
        status: "declined",
        note: null,
        changedBy: ownerOfB.id,
      }),
      "not_found",
      "That inquiry was not found.",
    );
    await changeBookingStatus(db, {
      venueId: venueA.id,
      inquiryId: inquiry.id,
      status: "confirmed",
      note: null,
      changedBy: owner.id,
    });
    const history = await db
      .select()
      .from(bookingInquiryStatusHistory)
      .where(eq(bookingInquiryStatusHistory.inquiryId, inquiry.id))
      .orderBy(bookingInquiryStatusHistory.createdAt);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual([
      [null, "new", null],
      ["new", "contacted", agent.id],
      ["contacted", "confirmed", owner.id],
    ]);
    expect(history[1].note).toBe("Called back");
    const confirmed = await listVenueBookingInquiries(db, venueA.id, "confirmed");
    expect(confirmed.inquiries.map((i) => i.name)).toEqual(["Zz Status Crew"]);
    expect(confirmed.inquiries[0].history.map((h) => h.by)).toEqual([null, agent.name, owner.name]);
  });
});

describe("venue gallery", () => {
  it("holds 30 images at most, reorders and captions, and keeps other venues' images out", async () => {
    const gallery = await seedVenue(db, { name: "Zz Ops Gallery" });
    for (let i = 0; i < VENUE_GALLERY_MAX; i++)
      await addVenueMedia(db, {
        venueId: gallery.id,
        imageUrl: `/art/venue/zz-gallery-${i}.svg`,
        caption: i === 0 ? "First" : null,
        addedBy: owner.id,
      });
    await expectAppError(
      addVenueMedia(db, {
        venueId: gallery.id,
        imageUrl: "/art/venue/zz-gallery-x.svg",
        caption: null,
        addedBy: owner.id,
      }),
      "conflict",
      VENUE_GALLERY_FULL,
    );
    let items = await listVenueMedia(db, gallery.id);
    expect(items).toHaveLength(VENUE_GALLERY_MAX);
    const [first, second] = items;

    await updateVenueMedia(db, gallery.id, { kind: "move", mediaId: second.id, direction: "up" });
    await updateVenueMedia(db, gallery.id, { kind: "caption", mediaId: second.id, caption: "Now first" });
    items = await listVenueMedia(db, gallery.id);
    expect(items.slice(0, 2).map((i) => [i.id, i.caption])).toEqual([
      [second.id, "Now first"],
      [first.id, "First"],
    ]);

    await expectAppError(
      updateVenueMedia(db, venueB.id, { kind: "caption", mediaId: first.id, caption: "Hijacked" }),
      "not_found",
      "That image was not found.",
    );
    await expectAppError(deleteVenueMedia(db, venueB.id, first.id), "not_found", "That image was not found.");
    await deleteVenueMedia(db, gallery.id, first.id);
    expect(await listVenueMedia(db, gallery.id)).toHaveLength(VENUE_GALLERY_MAX - 1);
    // Room again: one more fits.
    await addVenueMedia(db, {
      venueId: gallery.id,
      imageUrl: "/art/venue/zz-gallery-y.svg",
      caption: null,
      addedBy: owner.id,
    });
    expect(await listVenueMedia(db, gallery.id)).toHaveLength(VENUE_GALLERY_MAX);
  });
});

describe("venue events", () => {
  it("a venue's managers manage exactly the events at that venue", async () => {
    const atA = await createEvent(db, {
      name: "Zz Ops A Night",
      startsAt: new Date(Date.now() + 20 * 86_400_000),
      venueId: venueA.id,
      lineup: [],
      createdBy: ownerOfB.id,
    });
    const atB = await createEvent(db, {
      name: "Zz Ops B Night",
      startsAt: new Date(Date.now() + 20 * 86_400_000),
      venueId: venueB.id,
      lineup: [],
      createdBy: promoter.id,
    });
    const actorA = { userId: promoter.id, isAdmin: false, venueId: venueA.id };
    // Someone else created it, but it is at venue A: A's team manages it.
    expect(await findManagedEvent(db, atA.eventId, actorA)).not.toBeNull();
    // The promoter created B's event, but through venue A it is out of reach (IDOR), admins included.
    expect(await findManagedEvent(db, atB.eventId, actorA)).toBeNull();
    expect(await findManagedEvent(db, atB.eventId, { ...actorA, isAdmin: true })).toBeNull();
    await expectAppError(
      updateEvent(db, actorA, atB.eventId, {
        name: "Hijacked",
        startsAt: new Date(Date.now() + 21 * 86_400_000),
        venueId: venueA.id,
        lineup: [],
        intent: "save",
        approvalRequired: false,
      }),
      "not_found",
      "Event not found",
    );
    const saved = await updateEvent(db, actorA, atA.eventId, {
      name: "Zz Ops A Night (edited)",
      startsAt: new Date(Date.now() + 21 * 86_400_000),
      venueId: venueA.id,
      lineup: [],
      intent: "save",
      approvalRequired: true,
    });
    // The approval flag applies as for mates: a non-admin's edit goes back to review.
    expect(saved.status).toBe("pending");
    const listed = await listManagedEvents(db, actorA);
    expect(listed.map((e) => e.eventId)).toContain(atA.eventId);
    expect(listed.map((e) => e.eventId)).not.toContain(atB.eventId);
  });
});

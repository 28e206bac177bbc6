import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VenueRole } from "~/core/access/venue-permissions";
import { DEFAULT_FLAGS } from "~/core/site/flags";
import { action as analyticsAction, loader as analyticsLoader } from "~/routes/venue-manage-analytics";
import { action as bookingsAction, loader as bookingsLoader } from "~/routes/venue-manage-bookings";
import { action as createAction, loader as createLoader } from "~/routes/venue-manage-event-create";
import { action as editAction, loader as editLoader } from "~/routes/venue-manage-event-edit";
import { action as eventsAction, loader as eventsLoader } from "~/routes/venue-manage-events";
import { action as mediaAction, loader as mediaLoader } from "~/routes/venue-manage-media";
import type { AppConfig } from "~server/config.server";
import { createLoadContext, type RequestContext } from "~server/context.server";
import type { Database, Db } from "~server/db/client.server";
import { bookingInquiries, mateEvents, venueMedia } from "~server/db/schema";
import { seedEvent, seedUser, seedVenue, type User, type VenueProfile } from "~server/db/seed/factories.server";
import { createBookingInquiry } from "~server/domain/bookings/create-booking-inquiry.server";
import { addVenueMedia } from "~server/domain/venues/add-venue-media.server";
import { saveVenueManager } from "~server/domain/venues/save-venue-manager.server";
import { runRoute } from "./helpers/run-route";
import { createTestDatabase } from "./helpers/test-database";

// The authorization matrix of the venue-ops tabs at the route modules themselves: every tab's loader and
// action × owner, manager, booking_agent, promoter, a plain user, an administrator, and a manager of another venue
// (IDOR), with the spec §4 default permissions — the role holders are made here, so this does not depend on the seed.
// The HTTP-level rows (guest, demo accounts) are in tests/e2e/authorization-matrix.spec.ts.
let database: Database;
let db: Db;
let venue: VenueProfile;
let other: VenueProfile;
let people: Record<"owner" | "manager" | "booking_agent" | "promoter" | "user" | "admin" | "otherOwner", User>;
let hereEvent = "";
let thereEvent = "";
let inquiryId = "";
let mediaId = "";

type Who = keyof typeof people;
type Handler = (args: never) => Promise<unknown>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  venue = await seedVenue(db, { name: "Zz Access Hall" });
  other = await seedVenue(db, { name: "Zz Access Other" });
  const [owner, manager, agent, promoter, user, admin, otherOwner] = await Promise.all(
    ["Owner", "Manager", "Agent", "Promoter", "User", "Admin", "Other"].map((n) =>
      seedUser(db, { name: `Zz ${n}`, role: n === "Admin" ? "admin" : "user" }),
    ),
  );
  people = { owner, manager, booking_agent: agent, promoter, user, admin, otherOwner };
  await db.transaction(async (tx) => {
    const roles: [User, VenueRole][] = [
      [owner, "owner"],
      [manager, "manager"],
      [agent, "booking_agent"],
      [promoter, "promoter"],
    ];
    for (const [person, role] of roles)
      await saveVenueManager(tx, { venueId: venue.id, userId: person.id, role, addedBy: null });
    await saveVenueManager(tx, { venueId: other.id, userId: otherOwner.id, role: "owner", addedBy: null });
  });
  hereEvent = (await seedEvent(db, { venueId: venue.id, status: "draft" })).eventId;
  thereEvent = (await seedEvent(db, { venueId: other.id, status: "draft", createdBy: promoter.id })).eventId;
  inquiryId = (
    await createBookingInquiry(
      db,
      { venueId: venue.id },
      {
        name: "Zz Access Crew",
        email: "crew@example.com",
        phone: null,
        eventDate: "2030-01-10",
        city: "Zz",
        venue: null,
        eventType: "Club night",
        budgetRange: "Not sure yet",
        message: "A long enough message about a night at the venue.",
      },
    )
  ).id;
  mediaId = (
    await addVenueMedia(db, {
      venueId: venue.id,
      imageUrl: "/art/venue/zz-access.svg",
      caption: "Zz",
      addedBy: owner.id,
    })
  ).id;
});
afterAll(async () => {
  await database?.close();
});

function contextOf(who: Who) {
  const person = people[who];
  return createLoadContext({
    config: { dataDir: "/tmp/booth-venue-ops-access", publicUrl: "http://localhost", brandName: "Booth" } as AppConfig,
    database,
    flags: DEFAULT_FLAGS,
    viewer: { role: who === "admin" ? "admin" : "user", name: person.name },
    userId: person.id,
    sessionId: `session-of-${person.id}`,
    clientIp: "10.9.9.9",
  } as RequestContext);
}

async function statusOf(handler: Handler, who: Who, path: string, params: Record<string, string>, form?: FormData) {
  const request = new Request(`http://localhost${path}`, form ? { method: "POST", body: form } : undefined);
  try {
    const result = (await runRoute(handler, { request, context: contextOf(who), params })) as
      | { init?: { status?: number } | null }
      | Response
      | Record<string, unknown>;
    if (result instanceof Response) return result.status;
    return (result as { init?: { status?: number } | null }).init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return status;
    throw thrown;
  }
}

const OK = 200;
const NO = 404;
/** Spec §4 defaults: owner and manager everything here; booking_agent analytics, events, bookings; promoter events, media. */
const EXPECT: Record<string, Record<Who, number>> = {
  events: { owner: OK, manager: OK, booking_agent: OK, promoter: OK, user: NO, admin: OK, otherOwner: NO },
  analytics: { owner: OK, manager: OK, booking_agent: OK, promoter: NO, user: NO, admin: OK, otherOwner: NO },
  bookings: { owner: OK, manager: OK, booking_agent: OK, promoter: NO, user: NO, admin: OK, otherOwner: NO },
  media: { owner: OK, manager: OK, booking_agent: NO, promoter: OK, user: NO, admin: OK, otherOwner: NO },
};
const TABS: {
  tab: string;
  key: keyof typeof EXPECT;
  loader: Handler;
  action: Handler;
  path: () => string;
  params: () => Record<string, string>;
}[] = [
  {
    tab: "events",
    key: "events",
    loader: eventsLoader,
    action: eventsAction,
    path: () => "/events",
    params: () => ({}),
  },
  {
    tab: "events/create",
    key: "events",
    loader: createLoader,
    action: createAction,
    path: () => "/events/create",
    params: () => ({}),
  },
  {
    tab: "events/{id}/edit",
    key: "events",
    loader: editLoader,
    action: editAction,
    path: () => `/events/${hereEvent}/edit`,
    params: () => ({ eventId: hereEvent }),
  },
  {
    tab: "analytics",
    key: "analytics",
    loader: analyticsLoader,
    action: analyticsAction,
    path: () => "/analytics",
    params: () => ({}),
  },
  {
    tab: "bookings",
    key: "bookings",
    loader: bookingsLoader,
    action: bookingsAction,
    path: () => "/bookings",
    params: () => ({}),
  },
  { tab: "media", key: "media", loader: mediaLoader, action: mediaAction, path: () => "/media", params: () => ({}) },
];
const WHO: Who[] = ["owner", "manager", "booking_agent", "promoter", "user", "admin", "otherOwner"];

describe("venue-ops tabs × venue roles", () => {
  for (const row of TABS) {
    it(`GET ${row.tab}: only the roles whose permissions allow it`, async () => {
      for (const who of WHO) {
        const slug = venue.slug as string;
        const status = await statusOf(row.loader, who, `/venue/manage/${slug}${row.path()}`, {
          venueSlug: slug,
          ...row.params(),
        });
        expect(status, `${who} GET ${row.tab}`).toBe(EXPECT[row.key][who]);
      }
    });
  }

  it("POST to every tab is refused with 404 for those without the permission, and changes nothing", async () => {
    const slug = venue.slug as string;
    const hostile = () => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        intent: "delete",
        mediaId,
        inquiryId,
        status: "contacted",
        eventId: hereEvent,
        name: "Hijacked",
        date: "2031-01-01",
        startTime: "22:00",
        timeZone: "UTC",
        lineup: "[]",
      }))
        form.set(k, v);
      return form;
    };
    for (const row of TABS)
      for (const who of WHO.filter((w) => EXPECT[row.key][w] === NO)) {
        const status = await statusOf(
          row.action,
          who,
          `/venue/manage/${slug}${row.path()}`,
          { venueSlug: slug, ...row.params() },
          hostile(),
        );
        expect(status, `${who} POST ${row.tab}`).toBe(NO);
      }
    const [inquiry] = await db.select().from(bookingInquiries).where(eq(bookingInquiries.id, inquiryId));
    expect(inquiry.status).toBe("new");
    expect(await db.select().from(venueMedia).where(eq(venueMedia.id, mediaId))).toHaveLength(1);
    const [event] = await db.select().from(mateEvents).where(eq(mateEvents.eventId, hereEvent));
    expect(event.eventName).not.toBe("Hijacked");
  });

  it("IDOR: another venue's event on this venue's edit URL is a 404, for every role and admins too", async () => {
    const slug = venue.slug as string;
    for (const who of WHO) {
      const status = await statusOf(editLoader, who, `/venue/manage/${slug}/events/${thereEvent}/edit`, {
        venueSlug: slug,
        eventId: thereEvent,
      });
      expect(status, `${who} GET another venue's event`).toBe(NO);
    }
  });

  it("IDOR: another venue's inquiry and image cannot be changed through this venue", async () => {
    const form = new FormData();
    form.set("intent", "status");
    form.set("inquiryId", inquiryId);
    form.set("status", "declined");
    const otherSlug = other.slug as string;
    expect(
      await statusOf(
        bookingsAction,
        "otherOwner",
        `/venue/manage/${otherSlug}/bookings`,
        { venueSlug: otherSlug },
        form,
      ),
    ).toBe(NO);
    const del = new FormData();
    del.set("intent", "delete");
    del.set("mediaId", mediaId);
    expect(
      await statusOf(mediaAction, "otherOwner", `/venue/manage/${otherSlug}/media`, { venueSlug: otherSlug }, del),
    ).toBe(NO);
    const [inquiry] = await db.select().from(bookingInquiries).where(eq(bookingInquiries.id, inquiryId));
    expect(inquiry.status).toBe("new");
    expect(await db.select().from(venueMedia).where(eq(venueMedia.id, mediaId))).toHaveLength(1);
  });

  it("a booking agent moves an inquiry on through the tab's action", async () => {
    const slug = venue.slug as string;
    const form = new FormData();
    form.set("intent", "status");
    form.set("inquiryId", inquiryId);
    form.set("status", "contacted");
    expect(
      await statusOf(bookingsAction, "booking_agent", `/venue/manage/${slug}/bookings`, { venueSlug: slug }, form),
    ).toBe(OK);
    const [inquiry] = await db.select().from(bookingInquiries).where(eq(bookingInquiries.id, inquiryId));
    expect(inquiry.status).toBe("contacted");
  });
});

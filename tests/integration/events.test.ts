import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EventFilters, localDateOf, SITE_TIME_ZONE, zonedDateTime } from "~/core/events/events";
import type { Database, Db } from "~server/db/client.server";
import { eventLineup, eventViews, mateEvents } from "~server/db/schema";
import {
  type DjProfile,
  type ProductionLine,
  seedDj,
  seedProductionLine,
  seedUser,
  seedVenue,
  type VenueProfile,
} from "~server/db/seed/factories.server";
import { createEvent } from "~server/domain/events/create-event.server";
import { getPublicEvent } from "~server/domain/events/get-public-event.server";
import { listDjGigs } from "~server/domain/events/list-dj-gigs.server";
import { listEventFilterOptions } from "~server/domain/events/list-event-filter-options.server";
import { listEvents } from "~server/domain/events/list-events.server";
import { listSitemapEvents } from "~server/domain/events/list-sitemap-events.server";
import { recordEventView } from "~server/domain/events/record-event-view.server";
import { searchEverything } from "~server/domain/search/search-everything.server";
import { SearchIndex } from "~server/domain/search/search-index.server";
import { eventFormFields, formErrors } from "./helpers/event-form";
import { expectAppError } from "./helpers/expect-app-error";
import { ALL_SEARCH_TYPES_ON } from "./helpers/search-flags";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
let db: Db;
let techno: DjProfile;
let house: DjProfile;
let hidden: DjProfile;
let venue: VenueProfile;
let production: ProductionLine;

const DAY = 86_400_000;
const now = new Date();
const today = localDateOf(now, SITE_TIME_ZONE);
const inDays = (days: number, hour = 22) =>
  zonedDateTime(localDateOf(new Date(now.getTime() + days * DAY), "UTC"), `${hour}:00`, "UTC");

const NO_FILTERS: EventFilters = {
  when: "upcoming",
  city: null,
  genre: null,
  venue: null,
  production: null,
  range: null,
  from: null,
  to: null,
  page: 1,
};

async function list(filters: Partial<EventFilters> = {}, limit = 100) {
  return listEvents(db, { filters: { ...NO_FILTERS, ...filters }, now, today, limit });
}
const names = (result: { events: { name: string }[] }) => result.events.map((e) => e.name);

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  techno = await seedDj(db, { verificationStatus: "verified", genres: ["Techno"], displayName: "Ada Techno" });
  house = await seedDj(db, { verificationStatus: "mate", genres: ["House", "Disco"], displayName: "Bo House" });
  hidden = await seedDj(db, { verificationStatus: "none", genres: ["Techno"], displayName: "Cy Hidden" });
  venue = await seedVenue(db, { name: "Kessel Test Halle", city: "Testberlin", country: "Germany" });
  production = await seedProductionLine(db, { name: "Nachtwerk Test" });
});
afterAll(async () => {
  await database?.close();
});

describe("createEvent", () => {
  it("writes the event, its lineup in order and the text copies in one go", async () => {
    const created = await createEvent(db, {
      name: "Warehouse Opening",
      startsAt: zonedDateTime("2031-05-01", "23:30", "Europe/Berlin"),
      endsAt: zonedDateTime("2031-05-02", "07:00", "Europe/Berlin"),
      timeZone: "Europe/Berlin",
      venueId: venue.id,
      productionLineId: production.id,
      ticketUrl: "https://tickets.example/warehouse",
      description: "Doors at 23:00.<script>alert(1)</script><p onclick='x()'>Bring <strong>earplugs</strong></p>",
      lineup: [{ djProfileId: house.id, setTime: "23:30" }, { name: "Guest Selector" }, { djProfileId: techno.id }],
    });
    // The id's date is the local day in Berlin.
    expect(created.eventId).toBe("warehouse-opening-2031-05-01");
    const [row] = await db.select().from(mateEvents).where(eq(mateEvents.id, created.id));
    expect(row).toMatchObject({
      venue: "Kessel Test Halle",
      location: "Testberlin, Germany",
      lineup: ["Bo House", "Guest Selector", "Ada Techno"],
      timeZone: "Europe/Berlin",
      status: "published",
      venueId: venue.id,
    });
    expect(row.description).not.toMatch(/script|onclick/);
    expect(row.description).toContain("<strong>earplugs</strong>");
    const lineup = await db
      .select({ name: eventLineup.djName, position: eventLineup.position, dj: eventLineup.djProfileId })
      .from(eventLineup)
      .where(eq(eventLineup.eventId, created.id))
      .orderBy(eventLineup.position);
    expect(lineup).toEqual([
      { name: "Bo House", position: 0, dj: house.id },
      { name: "Guest Selector", position: 1, dj: null },
      { name: "Ada Techno", position: 2, dj: techno.id },
    ]);
  });

  it("adds -2, -3 on event_id collisions, also when created at the same time", async () => {
    const startsAt = zonedDateTime("2031-06-06", "22:00", "Europe/London");
    const one = await createEvent(db, { name: "Same Night", startsAt, lineup: [] });
    const [two, three] = await Promise.all([
      createEvent(db, { name: "Same  night!", startsAt, lineup: [] }),
      createEvent(db, { name: "SAME NIGHT", startsAt, lineup: [] }),
    ]);
    expect(one.eventId).toBe("same-night-2031-06-06");
    expect([two.eventId, three.eventId].sort()).toEqual(["same-night-2031-06-06-2", "same-night-2031-06-06-3"]);
  });

  it("refuses bad input and stores nothing", async () => {
    const [{ before }] = await db.select({ before: sql<number>`count(*)::int` }).from(mateEvents);
    // The shape of an event is eventFormSchema's alone (the action's one check, before anything is written).
    const form = (overrides: Record<string, string>) => eventFormFields("Checked Night", overrides);
    expect(formErrors(form({ name: "  " }))).toMatchObject({ name: "Event name is required" });
    expect(formErrors(form({ name: "<b>Loud</b>" }))).toMatchObject({
      name: "Event name must be plain text (no HTML)",
    });
    expect(formErrors(form({ ticketUrl: "javascript:alert(1)" })).ticketUrl).toMatch(/tickets link/);
    expect(formErrors(form({ timeZone: "Mars/Olympus" })).timeZone).toMatch(/time zone/);
    expect(formErrors(form({ description: "x".repeat(10_001) })).description).toMatch(/too long/);
    expect(formErrors(form({ startTime: "22:00", endTime: "22:00" }))).toMatchObject({
      endTime: "The end time is the start time: give the time it ends, or leave it empty",
    });
    // What only the database knows is the domain's: a DJ, a venue or a production line that is not on Booth.
    const startsAt = inDays(30);
    await expectAppError(
      createEvent(db, { name: "Ghost", startsAt, lineup: [{ djProfileId: "00000000-0000-4000-8000-000000000000" }] }),
      "invalid_input",
      "The lineup names a DJ who is not on Booth",
      { field: "lineup" },
    );
    await expectAppError(
      createEvent(db, { name: "Nowhere", startsAt, venueId: "00000000-0000-4000-8000-000000000000", lineup: [] }),
      "invalid_input",
      "That venue is not on Booth",
      { field: "venueId" },
    );
    await expectAppError(
      createEvent(db, {
        name: "Orphan",
        startsAt,
        productionLineId: "00000000-0000-4000-8000-000000000000",
        lineup: [],
      }),
      "invalid_input",
      "That production line is not on Booth",
      { field: "productionLineId" },
    );
    const [{ after }] = await db.select({ after: sql<number>`count(*)::int` }).from(mateEvents);
    expect(after).toBe(before);
  });
});

describe("what the public sees", () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const make = async (name: string, status: "draft" | "pending" | "published" | "cancelled", days: number) =>
      (
        await createEvent(db, {
          name,
          status,
          startsAt: inDays(days),
          location: "Statustown",
          lineup: [{ djProfileId: techno.id }],
        })
      ).eventId;
    ids = {
      draft: await make("Status Draft", "draft", 3),
      pending: await make("Status Pending", "pending", 3),
      published: await make("Status Published", "published", 3),
      cancelled: await make("Status Cancelled", "cancelled", 3),
    };
  });

  it("opens published and cancelled pages only; drafts and pending events are unknown", async () => {
    expect((await getPublicEvent(db, ids.published))?.status).toBe("published");
    expect((await getPublicEvent(db, ids.cancelled))?.status).toBe("cancelled");
    expect(await getPublicEvent(db, ids.draft)).toBeNull();
    expect(await getPublicEvent(db, ids.pending)).toBeNull();
    expect(await getPublicEvent(db, "no-such-event")).toBeNull();
    expect(await getPublicEvent(db, "../etc/passwd")).toBeNull();
  });

  it("lets the creator and admins preview a draft or pending event, marked so; nobody else", async () => {
    const creator = await seedUser(db);
    const stranger = await seedUser(db);
    const draft = await createEvent(db, {
      name: "Preview Draft",
      status: "draft",
      startsAt: inDays(4),
      lineup: [{ djProfileId: techno.id }],
      createdBy: creator.id,
    });
    const pending = await createEvent(db, {
      name: "Preview Pending",
      status: "pending",
      startsAt: inDays(4),
      lineup: [],
      createdBy: creator.id,
    });
    const own = { userId: creator.id, isAdmin: false };
    expect(await getPublicEvent(db, draft.eventId, own)).toMatchObject({ status: "draft", preview: true });
    expect(await getPublicEvent(db, pending.eventId, own)).toMatchObject({ status: "pending", preview: true });
    expect(await getPublicEvent(db, draft.eventId, { userId: stranger.id, isAdmin: true })).toMatchObject({
      preview: true,
    });
    expect(await getPublicEvent(db, draft.eventId, { userId: stranger.id, isAdmin: false })).toBeNull();
    expect(await getPublicEvent(db, draft.eventId)).toBeNull();
    // A public page is never a preview, whoever looks.
    expect(await getPublicEvent(db, ids.published, own)).toMatchObject({ preview: false });
    expect(await getPublicEvent(db, ids.published)).toMatchObject({ preview: false });
  });

  it("lists, searches and maps published events only", async () => {
    expect(names(await list({ city: "Statustown" }))).toEqual(["Status Published"]);
    const found = await searchEverything(
      db,
      { query: "Status", filters: {}, page: 1, limit: 20 },
      { flags: ALL_SEARCH_TYPES_ON, fresh: true, now },
    );
    expect(found.results.event.find((e) => e.title === "Status Published")?.url).toBe(`/events/${ids.published}`);
    const titles = JSON.stringify(found.results);
    expect(titles).toContain("Status Published");
    expect(titles).not.toMatch(/Status (Draft|Pending|Cancelled)/);
    const sitemap = (await listSitemapEvents(db)).map((e) => e.eventId);
    expect(sitemap).toContain(ids.published);
    expect(sitemap).not.toContain(ids.cancelled);
    expect(sitemap).not.toContain(ids.draft);
  });

  it("shows the lineup in order, linking only public DJs, and the venue and production links", async () => {
    const created = await createEvent(db, {
      name: "Lineup Order",
      startsAt: inDays(5),
      venueId: venue.id,
      productionLineId: production.id,
      lineup: [
        { djProfileId: hidden.id },
        { name: "Free Text" },
        { djProfileId: house.id },
        { djProfileId: techno.id },
      ],
    });
    const event = await getPublicEvent(db, created.eventId);
    expect(event?.lineup.map((l) => [l.name, l.dj?.slug ?? null])).toEqual([
      ["Cy Hidden", null],
      ["Free Text", null],
      ["Bo House", house.slug],
      ["Ada Techno", techno.slug],
    ]);
    expect(event?.venueSlug).toBe(venue.slug);
    expect(event?.production).toEqual({ name: production.name, slug: production.slug });
    const free = await createEvent(db, { name: "Free Venue", startsAt: inDays(5), venue: "Some Field", lineup: [] });
    expect((await getPublicEvent(db, free.eventId))?.venueSlug).toBeNull();
  });

  it("remembers the start a published event had when it is moved; a draft's moves are its own business", async () => {
    const published = await createEvent(db, { name: "Moved Night", startsAt: inDays(9), lineup: [] });
    const draft = await createEvent(db, { name: "Moved Draft", status: "draft", startsAt: inDays(9), lineup: [] });
    expect((await getPublicEvent(db, published.eventId))?.previousStartDate).toBeNull();
    for (const id of [published.eventId, draft.eventId])
      await db
        .update(mateEvents)
        .set({ eventDate: inDays(10) })
        .where(eq(mateEvents.eventId, id));
    expect((await getPublicEvent(db, published.eventId))?.previousStartDate?.toISOString()).toBe(
      inDays(9).toISOString(),
    );
    const [row] = await db
      .select({ previous: mateEvents.previousStartDate })
      .from(mateEvents)
      .where(eq(mateEvents.eventId, draft.eventId));
    expect(row.previous).toBeNull();
    // Another change that leaves the start alone keeps what was recorded.
    await db
      .update(mateEvents)
      .set({ eventName: "Moved Night (again)" })
      .where(eq(mateEvents.eventId, published.eventId));
    expect((await getPublicEvent(db, published.eventId))?.previousStartDate?.toISOString()).toBe(
      inDays(9).toISOString(),
    );
  });
});

describe("/events listing", () => {
  beforeAll(async () => {
    const base = { lineup: [] as { djProfileId: string }[] };
    await createEvent(db, { ...base, name: "List Past Two", startsAt: inDays(-2), location: "Listville" });
    await createEvent(db, { ...base, name: "List Past Ten", startsAt: inDays(-10), location: "Listville" });
    // Started two hours ago, ends in six: still on, so still upcoming.
    await createEvent(db, {
      ...base,
      name: "List Ongoing",
      startsAt: new Date(now.getTime() - 2 * 3_600_000),
      endsAt: new Date(now.getTime() + 6 * 3_600_000),
      timeZone: SITE_TIME_ZONE,
      location: "Listville",
    });
    await createEvent(db, {
      name: "List Techno Soon",
      startsAt: inDays(2),
      location: "Listville",
      venue: "Basement One",
      lineup: [{ djProfileId: techno.id }],
    });
    await createEvent(db, {
      name: "List House Later",
      startsAt: inDays(12),
      location: "Listville",
      venueId: venue.id,
      productionLineId: production.id,
      lineup: [{ djProfileId: house.id }, { djProfileId: hidden.id }],
    });
    await createEvent(db, {
      name: "List Hidden Techno",
      startsAt: inDays(14),
      location: "Listville",
      lineup: [{ djProfileId: hidden.id }],
    });
  });

  it("splits upcoming (soonest first) from past (latest first)", async () => {
    expect(names(await list({ city: "Listville" }))).toEqual([
      "List Ongoing",
      "List Techno Soon",
      "List House Later",
      "List Hidden Techno",
    ]);
    expect(names(await list({ city: "Listville", when: "past" }))).toEqual(["List Past Two", "List Past Ten"]);
    // The one that started and has not ended is on now.
    expect((await list({ city: "Listville" })).events.map((e) => e.live)).toEqual([true, false, false, false]);
  });

  it("filters by genre of the lineup's public DJs, venue, production line and days", async () => {
    expect(names(await list({ city: "Listville", genre: "Techno" }))).toEqual(["List Techno Soon"]);
    expect(names(await list({ city: "Listville", genre: "Disco" }))).toEqual(["List House Later"]);
    expect(names(await list({ city: "Listville", venue: "Basement One" }))).toEqual(["List Techno Soon"]);
    expect(names(await list({ city: "Listville", production: production.slug }))).toEqual(["List House Later"]);
    const day = localDateOf(inDays(12), "UTC");
    expect(names(await list({ city: "Listville", from: day, to: day }))).toEqual(["List House Later"]);
    expect(names(await list({ city: "Listville", from: localDateOf(inDays(11), "UTC") }))).toEqual([
      "List House Later",
      "List Hidden Techno",
    ]);
  });

  it("pages with a total", async () => {
    const first = await listEvents(db, { filters: { ...NO_FILTERS, city: "Listville" }, now, today, limit: 2 });
    const second = await listEvents(db, {
      filters: { ...NO_FILTERS, city: "Listville" },
      now,
      today,
      limit: 2,
      offset: 2,
    });
    expect(first.total).toBe(4);
    expect([...names(first), ...names(second)]).toEqual([
      "List Ongoing",
      "List Techno Soon",
      "List House Later",
      "List Hidden Techno",
    ]);
  });

  it("offers filter choices that the tab's events have", async () => {
    const options = await listEventFilterOptions(db, "upcoming", now, today);
    expect(options.cities).toContain("Listville");
    expect(options.venues).toContain("Basement One");
    expect(options.productions).toContainEqual({ slug: production.slug, name: production.name });
    expect(options.genres).toEqual(expect.arrayContaining(["Techno", "House", "Disco"]));
    const past = await listEventFilterOptions(db, "past", now, today);
    expect(past.venues).not.toContain("Basement One");
  });

  it("lists a DJ's upcoming and past gigs from the lineups, published only", async () => {
    const dj = await seedDj(db, { verificationStatus: "verified" });
    const make = (name: string, days: number, status: "published" | "cancelled" | "draft" = "published") =>
      createEvent(db, {
        name,
        status,
        startsAt: inDays(days),
        lineup: [{ djProfileId: dj.id }, { djProfileId: dj.id }],
      });
    await make("Gig Past", -4);
    await make("Gig Next", 1);
    await make("Gig Later", 20);
    await make("Gig Cancelled", 3, "cancelled");
    await make("Gig Draft", 4, "draft");
    const gigs = await listDjGigs(db, dj.id, now);
    expect(names({ events: gigs.upcoming })).toEqual(["Gig Next", "Gig Later"]);
    expect(names({ events: gigs.past })).toEqual(["Gig Past"]);
    expect(gigs.upcoming[0].lineup).toEqual([
      { name: dj.displayName, djSlug: dj.slug },
      { name: dj.displayName, djSlug: dj.slug },
    ]);
  });
});

describe("event views", () => {
  it("records one view per tab, event and day, only for pages people can open", async () => {
    const actor = { userId: null, userAgent: "test" };
    const view = (slug: string, viewId: string | null, at = now) =>
      recordEventView(
        db,
        actor,
        { slug, viewId, referrer: null, country: "DE", utmSource: "ig", utmMedium: null, utmCampaign: null },
        at,
      );
    const published = await createEvent(db, { name: "Viewed Night", startsAt: inDays(6), lineup: [] });
    const draft = await createEvent(db, { name: "Viewed Draft", startsAt: inDays(6), status: "draft", lineup: [] });
    expect(await view(published.eventId, "tab-aaaaaaaa")).toBe(true);
    expect(await view(published.eventId, "tab-aaaaaaaa")).toBe(false);
    expect(await view(published.eventId, "tab-bbbbbbbb")).toBe(true);
    expect(await view(published.eventId, "tab-aaaaaaaa", new Date(now.getTime() + DAY))).toBe(true);
    expect(await view(draft.eventId, "tab-aaaaaaaa")).toBe(false);
    expect(await view("no-such-event", "tab-aaaaaaaa")).toBe(false);
    const rows = await db.select().from(eventViews).where(eq(eventViews.eventId, published.id));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ country: "DE", utmSource: "ig" });
  });
});

describe("search index", () => {
  it("sees a created event at once and forgets it when it is cancelled", async () => {
    const index = new SearchIndex(database, { reloadAfterMs: 300 });
    await index.start();
    try {
      const token = `zq${Date.now().toString(36)}`;
      const input = { q: { lower: token, words: [token], multiWord: false }, filters: {}, limit: 5, offset: 0, now };
      const untilIndexSays = async (eventIds: string[]) => {
        const since = Date.now();
        for (;;) {
          const page = index.search("event", input);
          const urls = page?.items.map((i) => i.url);
          if (page && JSON.stringify(urls) === JSON.stringify(eventIds.map((id) => `/events/${id}`))) return;
          if (Date.now() - since > 15_000) throw new Error(`index says ${JSON.stringify(urls)}`);
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      await untilIndexSays([]);
      const created = await createEvent(db, { name: `${token} Rave`, startsAt: inDays(9), lineup: [] });
      await untilIndexSays([created.eventId]);
      await db.update(mateEvents).set({ status: "cancelled" }).where(eq(mateEvents.id, created.id));
      await untilIndexSays([]);
    } finally {
      await index.stop();
    }
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDateOf, parseEventFilters, SITE_TIME_ZONE } from "~/core/events/events";
import { parseVenueFilters } from "~/core/venues/venues";
import { listenForPublicChanges, publicContentChanged } from "~server/cache/public-changes.server";
import type { Database } from "~server/db/client.server";
import {
  type MateEvent,
  type ProductionLine,
  seedDj,
  seedEvent,
  seedProductionLine,
  seedVenue,
  type VenueProfile,
} from "~server/db/seed/factories.server";
import { getHeldEventFilterOptions } from "~server/domain/events/get-held-event-filter-options.server";
import { getHeldEventList } from "~server/domain/events/get-held-event-list.server";
import { getHeldEventPage } from "~server/domain/events/get-held-event-page.server";
import {
  getHeldProductionEvents,
  getHeldProductionPage,
} from "~server/domain/productions/get-held-production-page.server";
import { getHeldVenueFilterOptions } from "~server/domain/venues/get-held-venue-filter-options.server";
import { getHeldVenueList } from "~server/domain/venues/get-held-venue-list.server";
import { getHeldVenueEvents, getHeldVenuePage } from "~server/domain/venues/get-held-venue-page.server";
import { createTestDatabase } from "./helpers/test-database";

/**
 * The held reads of /events, /events/{id}, /venues and /venues/{slug} (decision 026): a render that misses the page
 * cache makes no query, and still shows every announced write on the next request.
 */

let database: Database;
let venue: VenueProfile;
let event: MateEvent;
let line: ProductionLine;
let stopListening: () => Promise<void>;
const date = new Date(Date.now() + 3 * 24 * 3600 * 1000);
const day = date.toISOString().slice(0, 10);

beforeAll(async () => {
  database = await createTestDatabase();
  venue = await seedVenue(database.db, {
    name: "Held Room",
    city: "Zz Heldtown",
    description: "<p>Low <script>x()</script>ceiling</p>",
  });
  event = await seedEvent(database.db, {
    eventName: "Held Night",
    eventId: `held-night-${day}`,
    eventDate: date,
    venueId: venue.id,
    venue: venue.name,
    location: "Zz Heldtown, Germany",
    description: "<p>Doors <script>y()</script>late</p>",
  });
  line = await seedProductionLine(database.db, { description: "<p>Warehouse <script>z()</script>mornings</p>" });
  const resident = await seedDj(database.db, { displayName: "Held Resident", verificationStatus: "verified" });
  await seedEvent(database.db, {
    eventName: "Held Series Night",
    eventId: `held-series-night-${day}`,
    eventDate: date,
    productionLineId: line.id,
    lineupDjs: [resident],
  });
  stopListening = await listenForPublicChanges(database);
});
afterAll(async () => {
  await stopListening?.();
  await database?.close();
});

/** Holds `read`, writes quietly, checks the write is not shown, announces it, checks it is. */
async function expectAnnouncedOnly(read: () => Promise<unknown>, write: () => Promise<unknown>, shown: string) {
  expect(JSON.stringify(await read())).not.toContain(shown);
  await write();
  expect(JSON.stringify(await read())).not.toContain(shown);
  await publicContentChanged(database.db, "events");
  expect(JSON.stringify(await read())).toContain(shown);
}

const today = () => localDateOf(new Date(), SITE_TIME_ZONE);
const rename = (name: string) => () =>
  database.db.execute(sql`update mate_events set event_name = ${name} where id = ${event.id}`);
const renameVenue = (name: string) => () =>
  database.db.execute(sql`update venue_profiles set name = ${name} where id = ${venue.id}`);

const renameLine = (name: string) => () =>
  database.db.execute(sql`update production_lines set name = ${name} where id = ${line.id}`);

describe("held reads of the events and venues pages", () => {
  it("holds a page of /events until a change is announced", async () => {
    const filters = parseEventFilters(new URLSearchParams());
    const read = () => getHeldEventList(database.db, { filters, today: today(), limit: 50, offset: 0 });
    expect((await read()).events.map((e) => e.eventId)).toContain(event.eventId);
    await expectAnnouncedOnly(read, rename("Held Night Renamed"), "Held Night Renamed");
  });

  it("holds /events' filter menus until a change is announced", async () => {
    const read = () => getHeldEventFilterOptions(database.db, "upcoming", today());
    expect((await read()).cities).toContain("Zz Heldtown, Germany");
    await expectAnnouncedOnly(
      read,
      () => seedEvent(database.db, { eventDate: date, location: "Zz Quiettown, Germany" }),
      "Zz Quiettown, Germany",
    );
  });

  it("holds an event page with its description sanitised, and drafts as null", async () => {
    const page = await getHeldEventPage(database.db, event.eventId);
    expect(page?.descriptionHtml).toContain("late");
    expect(page?.descriptionHtml).not.toContain("<script");
    const draft = await seedEvent(database.db, { eventId: `held-draft-${day}`, status: "draft" });
    expect(await getHeldEventPage(database.db, draft.eventId)).toBeNull();
    await expectAnnouncedOnly(
      () => getHeldEventPage(database.db, event.eventId),
      rename("Held Night Again"),
      "Held Night Again",
    );
  });

  it("holds a venue page and its events until a change is announced", async () => {
    const slug = venue.slug ?? "";
    const page = await getHeldVenuePage(database.db, slug);
    expect(page?.descriptionHtml).toContain("ceiling");
    expect(page?.descriptionHtml).not.toContain("<script");
    expect(await getHeldVenuePage(database.db, "no-such-venue")).toBeNull();
    await expectAnnouncedOnly(() => getHeldVenuePage(database.db, slug), renameVenue("Held Room Two"), "Held Room Two");
    await expectAnnouncedOnly(
      () => getHeldVenueEvents(database.db, venue.id),
      rename("Held Night Third"),
      "Held Night Third",
    );
  });

  it("holds a production line's page, its DJs and its events until a change is announced", async () => {
    const page = await getHeldProductionPage(database.db, line.slug);
    expect(page?.descriptionHtml).toContain("mornings");
    expect(page?.descriptionHtml).not.toContain("<script");
    expect(page?.djs.map((d) => d.displayName)).toEqual(["Held Resident"]);
    expect(await getHeldProductionPage(database.db, "no-such-line")).toBeNull();
    await expectAnnouncedOnly(
      () => getHeldProductionPage(database.db, line.slug),
      renameLine("Held Series Two"),
      "Held Series Two",
    );
    const events = await getHeldProductionEvents(database.db, line.id);
    expect(events.upcoming.map((e) => e.name)).toEqual(["Held Series Night"]);
    await expectAnnouncedOnly(
      () => getHeldProductionEvents(database.db, line.id),
      () =>
        database.db.execute(
          sql`update mate_events set event_name = 'Held Series Renamed' where production_line_id = ${line.id}`,
        ),
      "Held Series Renamed",
    );
  });

  it("holds /venues and its filter menus until a change is announced", async () => {
    const filters = parseVenueFilters(new URLSearchParams());
    const read = () => getHeldVenueList(database.db, { filters, countEvents: true, limit: 500, offset: 0 });
    await expectAnnouncedOnly(read, renameVenue("Held Room Three"), "Held Room Three");
    await expectAnnouncedOnly(
      () => getHeldVenueFilterOptions(database.db),
      () => seedVenue(database.db, { city: "Zz Quietcity" }),
      "Zz Quietcity",
    );
  });
});

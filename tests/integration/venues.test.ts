import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseVenueFilters } from "~/core/venues/venues";
import type { Database, Db } from "~server/db/client.server";
import { seedProductionLine, seedVenue, type VenueProfile } from "~server/db/seed/factories.server";
import { createEvent } from "~server/domain/events/create-event.server";
import { getPublicVenue } from "~server/domain/venues/get-public-venue.server";
import { listPublicVenues } from "~server/domain/venues/list-public-venues.server";
import { listSitemapVenues } from "~server/domain/venues/list-sitemap-venues.server";
import { listVenueEvents } from "~server/domain/venues/list-venue-events.server";
import { listVenueFilterOptions } from "~server/domain/venues/list-venue-filter-options.server";
import { createTestDatabase } from "./helpers/test-database";

// The public venue directory and venue pages, on PGlite and on PostgreSQL (test:integration:pg).
let database: Database;
let db: Db;
let vault: VenueProfile;
let lagoon: VenueProfile;
let arena: VenueProfile;
let closed: VenueProfile;
const DAY = 86_400_000;
const now = new Date();
const filters = (query: string) => {
  const { page: _page, ...rest } = parseVenueFilters(new URLSearchParams(query));
  return rest;
};
const list = (query: string, countEvents = true) =>
  listPublicVenues(db, { filters: filters(query), now, countEvents, limit: 50 });
const slugs = async (query: string) => (await list(query)).venues.map((v) => v.slug);

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  // A database of its own kind: the demo seed's venues are in the template, so every assertion names ours.
  vault = await seedVenue(db, {
    name: "Zz Vault Test",
    city: "Zz London",
    country: "UK",
    venueType: "zz cellar",
    capacityStanding: 400,
  });
  lagoon = await seedVenue(db, {
    name: "Zz Lagoon Test",
    city: "Zz Lagos",
    country: "Nigeria",
    venueType: "zz cellar",
    capacityStanding: 2500,
  });
  arena = await seedVenue(db, {
    name: "Zz Arena 100% Test",
    city: "Zz London",
    venueType: "zz arena",
    capacityStanding: 12000,
  });
  closed = await seedVenue(db, { name: "Zz Closed Test", city: "Zz London", venueType: "zz cellar", isActive: false });
  await seedVenue(db, { name: "Zz No Slug Test", slug: null, city: "Zz London", venueType: "zz cellar" });
});
afterAll(async () => {
  await database?.close();
});

describe("listPublicVenues", () => {
  it("lists active venues with a slug only, filtered by city, type and capacity band", async () => {
    expect(await slugs("city=Zz London")).toEqual([arena.slug, vault.slug]);
    expect(await slugs("type=zz cellar")).toEqual([lagoon.slug, vault.slug]);
    expect(await slugs("type=zz cellar&capacity=small")).toEqual([vault.slug]);
    expect(await slugs("type=zz cellar&capacity=large")).toEqual([lagoon.slug]);
    expect(await slugs("city=Zz London&capacity=huge")).toEqual([arena.slug]);
    expect((await list("city=Zz London")).total).toBe(2);
  });

  it("searches name, city and country case-insensitively, with LIKE characters taken literally", async () => {
    expect(await slugs("q=zz lagos")).toEqual([lagoon.slug]);
    expect(await slugs("q=NIGERIA&type=zz cellar")).toEqual([lagoon.slug]);
    expect(await slugs("q=100%")).toEqual([arena.slug]);
    expect(await slugs("q=zz_")).toEqual([]);
  });

  it("counts upcoming published events and puts venues with something coming up first", async () => {
    const soon = new Date(now.getTime() + 3 * DAY);
    await createEvent(db, { name: "Zz Lagoon Night", startsAt: soon, venueId: lagoon.id, lineup: [] });
    await createEvent(db, { name: "Zz Lagoon Draft", startsAt: soon, venueId: lagoon.id, status: "draft", lineup: [] });
    await createEvent(db, {
      name: "Zz Lagoon Past",
      startsAt: new Date(now.getTime() - 3 * DAY),
      venueId: lagoon.id,
      lineup: [],
    });
    const { venues } = await list("type=zz cellar");
    expect(venues.map((v) => [v.slug, v.upcomingEvents])).toEqual([
      [lagoon.slug, 1],
      [vault.slug, 0],
    ]);
    // While the events area is closed the count is not shown (its pages are what the count promises).
    expect((await list("type=zz cellar", false)).venues.map((v) => v.upcomingEvents)).toEqual([0, 0]);
  });

  it("offers the cities and types of public venues only", async () => {
    const choices = await listVenueFilterOptions(db);
    expect(choices.cities).toEqual(expect.arrayContaining(["Zz London", "Zz Lagos"]));
    expect(choices.types).toEqual(expect.arrayContaining(["zz cellar", "zz arena"]));
    const { cities } = await listVenueFilterOptions(db);
    expect(cities).toEqual([...cities].sort());
  });
});

describe("getPublicVenue", () => {
  it("returns an active venue with the production lines of its published events; inactive and unknown are null", async () => {
    const production = await seedProductionLine(db, { name: "Zz Night Shift" });
    const hiddenLine = await seedProductionLine(db, { name: "Zz Hidden Line", isActive: false });
    const soon = new Date(now.getTime() + 5 * DAY);
    await createEvent(db, {
      name: "Zz Vault One",
      startsAt: soon,
      venueId: vault.id,
      productionLineId: production.id,
      lineup: [],
    });
    await createEvent(db, {
      name: "Zz Vault Two",
      startsAt: soon,
      venueId: vault.id,
      productionLineId: production.id,
      lineup: [],
    });
    await createEvent(db, {
      name: "Zz Vault Hidden",
      startsAt: soon,
      venueId: vault.id,
      productionLineId: hiddenLine.id,
      lineup: [],
    });
    await createEvent(db, {
      name: "Zz Vault Draft",
      startsAt: soon,
      venueId: vault.id,
      productionLineId: hiddenLine.id,
      status: "draft",
      lineup: [],
    });
    const venue = await getPublicVenue(db, vault.slug as string);
    expect(venue?.name).toBe("Zz Vault Test");
    expect(venue?.productions).toEqual([
      {
        slug: production.slug,
        name: "Zz Night Shift",
        logoUrl: production.logoUrl,
        isVerified: production.isVerified,
        events: 2,
      },
    ]);
    expect(await getPublicVenue(db, closed.slug as string)).toBeNull();
    expect(await getPublicVenue(db, "no-such-venue")).toBeNull();
    expect(await getPublicVenue(db, "../etc")).toBeNull();
  });

  it("lists the venue's upcoming events soonest first and its past ones latest first, published only", async () => {
    const { upcoming, past } = await listVenueEvents(db, lagoon.id, now);
    expect(upcoming.map((e) => e.name)).toEqual(["Zz Lagoon Night"]);
    expect(past.map((e) => e.name)).toEqual(["Zz Lagoon Past"]);
  });
});

describe("listSitemapVenues", () => {
  it("lists public venues with their last change", async () => {
    const venues = await listSitemapVenues(db);
    const listed = venues.map((v) => v.slug);
    expect(listed).toContain(vault.slug);
    expect(listed).not.toContain(closed.slug);
    expect(venues.find((v) => v.slug === vault.slug)?.updatedAt).toBeInstanceOf(Date);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Database } from "~server/db/client.server";
import { seedDj, seedProductionLine, seedVenue } from "~server/db/seed/factories.server";
import { invalidatePublicDjs } from "~server/domain/djs/public-dj-cache.server";
import { createEvent } from "~server/domain/events/create-event.server";
import { setFlag } from "~server/domain/flags/set-flag.server";
import { robotsResponse, sitemapPartXml, sitemapXml } from "~server/http/sitemap.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const ORIGIN = "https://booth.example";

describe("sitemap.xml", () => {
  it("lists static pages and every public DJ with lastmod, never hidden ones", async () => {
    const db = database.db;
    const pub = await seedDj(db, { slug: "sitemap-public", verificationStatus: "verified" });
    const mate = await seedDj(db, { slug: "sitemap-mate", verificationStatus: "mate" });
    await seedDj(db, { slug: "sitemap-none", verificationStatus: "none" });
    await seedDj(db, { slug: "sitemap-inactive", active: false });
    invalidatePublicDjs();
    const xml = (await sitemapXml(db, ORIGIN)) ?? "";
    expect(xml).toContain("<urlset");
    for (const path of ["/", "/about", "/terms", "/privacy", "/support"]) {
      expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
    expect(xml).toContain(`<loc>${ORIGIN}/dj/sitemap-public</loc><lastmod>${pub.updatedAt.toISOString()}</lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/dj/${mate.slug}</loc>`);
    expect(xml).not.toContain("sitemap-none");
    expect(xml).not.toContain("sitemap-inactive");
    // One file suffices: there is no part 2.
    expect(await sitemapPartXml(db, ORIGIN, 2)).toBeNull();
    expect(await sitemapPartXml(db, ORIGIN, 0)).toBeNull();
  });

  it("lists /events and listed event pages while the events flag is on", async () => {
    const db = database.db;
    const startsAt = new Date(Date.now() + 5 * 86_400_000);
    const listed = await createEvent(db, { name: "Sitemap Listed", startsAt, lineup: [] });
    const draft = await createEvent(db, { name: "Sitemap Draft", startsAt, status: "draft", lineup: [] });
    await setFlag(db, "eventsPageEnabled", false);
    invalidatePublicDjs();
    expect(await sitemapXml(db, ORIGIN)).not.toContain("/events");
    await setFlag(db, "eventsPageEnabled", true);
    invalidatePublicDjs();
    const xml = (await sitemapXml(db, ORIGIN)) ?? "";
    expect(xml).toContain(`<loc>${ORIGIN}/events</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/events/${listed.eventId}</loc><lastmod>`);
    expect(xml).not.toContain(draft.eventId);
    await setFlag(db, "eventsPageEnabled", false);
  });

  it("lists /venues and public venue pages while the venues flag is on", async () => {
    const db = database.db;
    const open = await seedVenue(db, { name: "Sitemap Venue" });
    const closed = await seedVenue(db, { name: "Sitemap Closed Venue", isActive: false });
    invalidatePublicDjs();
    const xml = (await sitemapXml(db, ORIGIN)) ?? "";
    expect(xml).toContain(`<loc>${ORIGIN}/venues</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/venues/${open.slug}</loc><lastmod>`);
    expect(xml).not.toContain(`${closed.slug}`);
    await setFlag(db, "venuesEnabled", false);
    invalidatePublicDjs();
    expect(await sitemapXml(db, ORIGIN)).not.toContain("/venues");
    await setFlag(db, "venuesEnabled", true);
  });

  it("lists /productions and active production pages while the production lines flag is on", async () => {
    const db = database.db;
    const open = await seedProductionLine(db, { name: "Sitemap Line" });
    const closed = await seedProductionLine(db, { name: "Sitemap Closed Line", isActive: false });
    invalidatePublicDjs();
    const xml = (await sitemapXml(db, ORIGIN)) ?? "";
    expect(xml).toContain(`<loc>${ORIGIN}/productions</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/production/${open.slug}</loc><lastmod>`);
    expect(xml).not.toContain(closed.slug);
    await setFlag(db, "productionLinesEnabled", false);
    invalidatePublicDjs();
    expect(await sitemapXml(db, ORIGIN)).not.toContain("/production");
    await setFlag(db, "productionLinesEnabled", true);
  });

  it("drops its copy when a venue or a production line is announced, here or (by notice) in another process", async () => {
    const db = database.db;
    invalidatePublicDjs();
    const before = (await sitemapXml(db, ORIGIN)) ?? "";
    const venue = await seedVenue(db, { name: "Sitemap Announced Venue" });
    // Held for its 2 minutes while nothing is announced…
    expect(before).not.toContain(venue.slug);
    expect(await sitemapXml(db, ORIGIN)).not.toContain(venue.slug);
    // …and dropped by the announcements the venue and production writes make (the sources a notice carries).
    await publicContentChanged(db, "venues");
    expect(await sitemapXml(db, ORIGIN)).toContain(`/venues/${venue.slug}<`);
    const line = await seedProductionLine(db, { name: "Sitemap Announced Line" });
    expect(await sitemapXml(db, ORIGIN)).not.toContain(line.slug);
    await publicContentChanged(db, "production_lines");
    expect(await sitemapXml(db, ORIGIN)).toContain(`/production/${line.slug}<`);
  });

  it("serves robots.txt with the sitemap address", async () => {
    const text = await robotsResponse(ORIGIN).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseDjDirectoryFilters } from "~/core/djs/dj-directory-filters";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Database } from "~server/db/client.server";
import { newsItems } from "~server/db/schema";
import { seedDj, seedNews } from "~server/db/seed/factories.server";
import { getHomeDirectory } from "~server/domain/djs/get-home-directory.server";
import { listDjFilterOptions } from "~server/domain/djs/list-dj-filter-options.server";
import { invalidatePublicDjs } from "~server/domain/djs/public-dj-cache.server";
import { getFrontPageNews } from "~server/domain/news/get-front-page-news.server";
import { listFrontPageNews } from "~server/domain/news/list-front-page-news.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const day = 86_400_000;
  const t0 = Date.UTC(2026, 0, 1);
  await seedDj(db, { displayName: "Ada", genres: ["Techno"], location: "Berlin, Germany", createdAt: new Date(t0) });
  await seedDj(db, {
    displayName: "Bo",
    genres: ["House", "Techno"],
    location: "Lagos, Nigeria",
    verificationStatus: "mate",
    createdAt: new Date(t0 + 2 * day),
  });
  await seedDj(db, {
    displayName: "Cy",
    genres: ["House"],
    location: "Berlin, Germany",
    homepageFeatured: true,
    createdAt: new Date(t0 + day),
  });
  // Not public: must never show up, nor lend its genre or city to the filter options.
  await seedDj(db, { displayName: "Hidden", genres: ["Polka"], location: "Vienna", verificationStatus: "none" });
  await seedDj(db, { displayName: "Gone", genres: ["Polka"], location: "Vienna", active: false });
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => invalidatePublicDjs());

const filters = (query: string) => parseDjDirectoryFilters(new URLSearchParams(query));
const names = async (query: string) =>
  (await getHomeDirectory(database.db, filters(query))).djs.map((d) => d.display_name);

describe("home directory filters", () => {
  it("offers the distinct genres and cities of public DJs only", async () => {
    expect(await listDjFilterOptions(database.db)).toEqual({
      genres: ["House", "Techno"],
      cities: ["Berlin, Germany", "Lagos, Nigeria"],
      counts: { genres: [2, 2], cities: [2, 1] },
    });
  });

  it("filters by genre and by city, with a matching total", async () => {
    expect(await names("genre=House")).toEqual(["Cy", "Bo"]);
    expect(await names("city=Berlin%2C+Germany")).toEqual(["Cy", "Ada"]);
    const both = await getHomeDirectory(database.db, filters("genre=Techno&city=Lagos%2C+Nigeria"));
    expect(both.djs.map((d) => d.display_name)).toEqual(["Bo"]);
    expect(both.total).toBe(1);
    expect((await getHomeDirectory(database.db, filters(""))).total).toBe(3);
  });

  it("sorts featured-first, A–Z and newest", async () => {
    expect(await names("")).toEqual(["Cy", "Ada", "Bo"]);
    expect(await names("sort=az")).toEqual(["Ada", "Bo", "Cy"]);
    expect(await names("sort=newest")).toEqual(["Bo", "Cy", "Ada"]);
  });

  it("answers unknown or non-public filter values with an empty result", async () => {
    const polka = await getHomeDirectory(database.db, filters("genre=Polka"));
    expect(polka.djs).toEqual([]);
    expect(polka.total).toBe(0);
    expect(polka.featured.map((d) => d.display_name)).toEqual(["Cy"]);
    expect(await names("city=Vienna")).toEqual([]);
  });

  it("pages past the first page and caches each combination until invalidated", async () => {
    expect(await names("page=2")).toEqual([]);
    expect(await names("genre=House")).toEqual(["Cy", "Bo"]);
    await seedDj(database.db, { displayName: "Dee", genres: ["House"], location: "Berlin, Germany" });
    expect(await names("genre=House")).toEqual(["Cy", "Bo"]);
    invalidatePublicDjs();
    expect(await names("genre=House")).toEqual(["Cy", "Bo", "Dee"]);
  });
});

describe("front-page news", () => {
  it("returns the latest three published, not deleted, already published items", async () => {
    const db = database.db;
    const now = Date.now();
    const item = (slug: string, daysAgo: number, extra: Partial<typeof newsItems.$inferInsert> = {}) => ({
      slug,
      title: slug,
      excerpt: `About ${slug}`,
      publishDate: new Date(now - daysAgo * 86_400_000),
      published: true,
      featuredImageUrl: `/art/news/${slug}.svg`,
      ...extra,
    });
    await db
      .insert(newsItems)
      .values([
        item("oldest", 9),
        item("third", 3),
        item("second", 2),
        item("newest", 1),
        item("draft", 0.5, { published: false }),
        item("deleted", 0.5, { deletedAt: sql`now()` as unknown as Date }),
        item("scheduled", -2),
      ]);
    const news = await listFrontPageNews(db);
    expect(news.map((n) => n.slug)).toEqual(["newest", "second", "third"]);
    expect(news[0]).toMatchObject({ title: "newest", excerpt: "About newest", imageUrl: "/art/news/newest.svg" });
    expect(news[0].publishDate).toBeInstanceOf(Date);
  });

  it("holds the front-page news in memory until a news write is announced", async () => {
    const db = database.db;
    const before = (await getFrontPageNews(db)).map((n) => n.slug);
    const fresh = await seedNews(db, { title: "Breaking set times", publishDate: new Date() });
    // Written without an announcement (as from outside the app): the held list is still served…
    expect((await getFrontPageNews(db)).map((n) => n.slug)).toEqual(before);
    // …and the next read after the write is announced shows it.
    await publicContentChanged(db, "news");
    expect((await getFrontPageNews(db))[0].slug).toBe(fresh.slug);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { seedDj } from "~server/db/seed/factories.server";
import { getHomeDirectory, HOME_GRID_LIMIT } from "~server/domain/djs/get-home-directory.server";
import { getPublicDjStats } from "~server/domain/djs/get-public-dj-stats.server";
import { invalidatePublicDjs } from "~server/domain/djs/public-dj-cache.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("home directory", () => {
  it("counts only public DJs, their cities and genres", async () => {
    await seedDj(database.db, { verificationStatus: "mate", location: "Berlin, Germany", genres: ["Techno", "House"] });
    await seedDj(database.db, { verificationStatus: "verified", location: "Lagos, Nigeria", genres: ["Afro House"] });
    await seedDj(database.db, { verificationStatus: "verified", location: "Berlin, Germany", genres: ["Techno"] });
    await seedDj(database.db, { verificationStatus: "none", location: "Paris, France", genres: ["Disco"] });
    await seedDj(database.db, {
      verificationStatus: "mate",
      active: false,
      location: "Tbilisi, Georgia",
      genres: ["Industrial"],
    });
    expect(await getPublicDjStats(database.db)).toEqual({ djs: 3, cities: 2, genres: 3 });
  });

  it("caps the grid, keeps featured and suggested apart, and serves cached data until invalidated", async () => {
    for (let i = 0; i < HOME_GRID_LIMIT + 5; i++) {
      await seedDj(database.db, { verificationStatus: "verified", homepageFeatured: i < 2, isSuggested: i === 3 });
    }
    invalidatePublicDjs();
    const home = await getHomeDirectory(database.db);
    expect(home.djs).toHaveLength(HOME_GRID_LIMIT);
    expect(home.stats.djs).toBe(3 + HOME_GRID_LIMIT + 5);
    expect(home.featured.every((d) => d.homepage_featured)).toBe(true);
    expect(home.suggested.map((d) => d.is_suggested)).toEqual([true]);
    await seedDj(database.db, { verificationStatus: "verified" });
    expect((await getHomeDirectory(database.db)).stats.djs).toBe(home.stats.djs);
    invalidatePublicDjs();
    expect((await getHomeDirectory(database.db)).stats.djs).toBe(home.stats.djs + 1);
  });
});

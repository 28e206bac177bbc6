import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { seedDj } from "~server/db/seed/factories.server";
import { listPublicDjs } from "~server/domain/djs/list-public-djs.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("listPublicDjs", () => {
  it("returns only active verified or mate DJs, featured first then by name", async () => {
    const db = database.db;
    const zed = await seedDj(db, { displayName: "Zed Verified", verificationStatus: "verified" });
    const amy = await seedDj(db, { displayName: "Amy Mate", verificationStatus: "mate" });
    const featured = await seedDj(db, { displayName: "Yara Featured", homepageFeatured: true, isSuggested: true });
    const none = await seedDj(db, { displayName: "Bob Unverified", verificationStatus: "none" });
    const inactive = await seedDj(db, { displayName: "Carl Inactive", verificationStatus: "verified", active: false });

    const list = await listPublicDjs(db);
    const ids = list.map((d) => d.id);
    expect(ids).toEqual([featured.id, amy.id, zed.id]);
    expect(ids).not.toContain(none.id);
    expect(ids).not.toContain(inactive.id);
    expect(list[0]).toEqual({
      id: featured.id,
      slug: featured.slug,
      display_name: "Yara Featured",
      genres: featured.genres,
      location: featured.location,
      profile_image: featured.profileImage,
      image_position: "center",
      verification_status: "verified",
      homepage_featured: true,
      is_suggested: true,
    });

    expect((await listPublicDjs(db, { featured: true })).map((d) => d.id)).toEqual([featured.id]);
    expect((await listPublicDjs(db, { suggested: true })).map((d) => d.id)).toEqual([featured.id]);
    expect(await listPublicDjs(db, { limit: 2 })).toHaveLength(2);
  });

  it("applies the schema defaults for roles and image position", async () => {
    const dj = await seedDj(database.db, {});
    expect(dj.roles).toEqual(["DJ"]);
    expect(dj.imagePosition).toBe("center");
  });

  it("rejects an unknown verification status", async () => {
    await expect(seedDj(database.db, { verificationStatus: "gold" })).rejects.toThrow();
  });
});

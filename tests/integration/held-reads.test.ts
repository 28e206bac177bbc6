import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenForPublicChanges, publicContentChanged } from "~server/cache/public-changes.server";
import type { Database } from "~server/db/client.server";
import { type DjProfile, seedDj, seedUser } from "~server/db/seed/factories.server";
import { followDj } from "~server/domain/djs/follow-dj.server";
import { getHeldDjPage } from "~server/domain/djs/get-held-dj-page.server";
import { unfollowDj } from "~server/domain/djs/unfollow-dj.server";
import { createTestDatabase, testEngine } from "./helpers/test-database";

/**
 * The DJ page's held reads: a render that misses the page cache skips the profile and follower
 * queries, and still shows every announced write on the next request.
 */

let database: Database;
let dj: DjProfile;
let stopListening: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase();
  dj = await seedDj(database.db, { verificationStatus: "verified", bio: "<p>Deep <script>x()</script>cuts</p>" });
  stopListening = await listenForPublicChanges(database);
});
afterAll(async () => {
  await stopListening?.();
  await database?.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, testEngine() === "postgres" ? 300 : 0));

describe("getHeldDjPage", () => {
  it("holds the profile with its bio sanitised, and unknown or hidden slugs as null", async () => {
    const page = await getHeldDjPage(database.db, dj.slug);
    expect(page?.dj.id).toBe(dj.id);
    expect(page?.bioHtml).not.toContain("<script");
    expect(page?.bioHtml).toContain("cuts");
    expect(await getHeldDjPage(database.db, "nobody-here")).toBeNull();
    const hidden = await seedDj(database.db, { verificationStatus: "none" });
    expect(await getHeldDjPage(database.db, hidden.slug)).toBeNull();
  });

  it("shows a follow and an unfollow on the next read", async () => {
    const fan = await seedUser(database.db);
    const before = (await getHeldDjPage(database.db, dj.slug))?.followers ?? -1;
    await followDj(database.db, fan.id, dj.slug);
    expect((await getHeldDjPage(database.db, dj.slug))?.followers).toBe(before + 1);
    await unfollowDj(database.db, fan.id, dj.slug);
    expect((await getHeldDjPage(database.db, dj.slug))?.followers).toBe(before);
  });

  it("keeps an unannounced write out until a change is announced, then shows it", async () => {
    await getHeldDjPage(database.db, dj.slug);
    await database.db.execute(sql`update dj_profiles set display_name = 'Renamed Quietly' where id = ${dj.id}`);
    expect((await getHeldDjPage(database.db, dj.slug))?.dj.displayName).not.toBe("Renamed Quietly");
    await publicContentChanged(database.db, "djs");
    expect((await getHeldDjPage(database.db, dj.slug))?.dj.displayName).toBe("Renamed Quietly");
  });

  it.runIf(testEngine() === "postgres")(
    "drops what it holds when another process announces a change (the PostgreSQL notice channel)",
    async () => {
      // The earlier tests' own announcements come back through the notice channel too: let them arrive first, or
      // one landing after the read below would drop it (a loaded machine delays them).
      await settle();
      await settle();
      await getHeldDjPage(database.db, dj.slug);
      await database.db.execute(sql`update dj_profiles set display_name = 'Renamed Elsewhere' where id = ${dj.id}`);
      expect((await getHeldDjPage(database.db, dj.slug))?.dj.displayName).not.toBe("Renamed Elsewhere");
      // Another process's publicContentChanged: only the notice reaches this one.
      await database.pool?.query("select pg_notify('booth_public_changes', 'djs')");
      await settle();
      expect((await getHeldDjPage(database.db, dj.slug))?.dj.displayName).toBe("Renamed Elsewhere");
    },
  );
});

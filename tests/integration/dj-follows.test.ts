import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleFollowAction } from "~server/adapters/dj-follow-action.server";
import type { RequestContext } from "~server/context.server";
import type { Database } from "~server/db/client.server";
import { seedDj, seedFollow, seedUser } from "~server/db/seed/factories.server";
import { sanitizeRichText } from "~server/domain/content/sanitize-rich-text.server";
import { followDj } from "~server/domain/djs/follow-dj.server";
import { getDjFollowState } from "~server/domain/djs/get-dj-follow-state.server";
import { listFollowedDjs } from "~server/domain/djs/list-followed-djs.server";
import { unfollowDj } from "~server/domain/djs/unfollow-dj.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("following DJs", () => {
  it("follow and unfollow are idempotent and keep the count right", async () => {
    const db = database.db;
    const dj = await seedDj(db, { verificationStatus: "verified" });
    const fan = await seedUser(db);
    const other = await seedUser(db);

    expect(await getDjFollowState(db, dj.id, fan.id)).toEqual({ followers: 0, following: false });
    expect(await followDj(db, fan.id, dj.slug)).toEqual({ followers: 1, following: true });
    // A double tap or a replayed request changes nothing.
    expect(await followDj(db, fan.id, dj.slug)).toEqual({ followers: 1, following: true });
    expect(await followDj(db, other.id, dj.slug)).toEqual({ followers: 2, following: true });
    expect(await getDjFollowState(db, dj.id, null)).toEqual({ followers: 2, following: false });

    expect(await unfollowDj(db, fan.id, dj.slug)).toEqual({ followers: 1, following: false });
    expect(await unfollowDj(db, fan.id, dj.slug)).toEqual({ followers: 1, following: false });
    expect(await getDjFollowState(db, dj.id, other.id)).toEqual({ followers: 1, following: true });
  });

  it("refuses to follow profiles that are not public or do not exist", async () => {
    const db = database.db;
    const fan = await seedUser(db);
    const hidden = await seedDj(db, { verificationStatus: "none" });
    const inactive = await seedDj(db, { verificationStatus: "verified", active: false });
    expect(await followDj(db, fan.id, hidden.slug)).toBeNull();
    expect(await followDj(db, fan.id, inactive.slug)).toBeNull();
    expect(await followDj(db, fan.id, "no-such-dj-anywhere")).toBeNull();
    expect(await followDj(db, fan.id, "../etc")).toBeNull();
    expect(await getDjFollowState(db, hidden.id, fan.id)).toEqual({ followers: 0, following: false });
    expect(await unfollowDj(db, fan.id, "no-such-dj-anywhere")).toBeNull();
  });

  it("lists only the public DJs a user follows, newest follow first", async () => {
    const db = database.db;
    const fan = await seedUser(db);
    const first = await seedDj(db, { displayName: "First Followed", verificationStatus: "verified" });
    const second = await seedDj(db, { displayName: "Second Followed", verificationStatus: "mate" });
    const unverified = await seedDj(db, { verificationStatus: "none" });
    const inactive = await seedDj(db, { verificationStatus: "verified", active: false });
    const notFollowed = await seedDj(db, { verificationStatus: "verified" });
    await followDj(db, fan.id, first.slug);
    await new Promise((r) => setTimeout(r, 5));
    await followDj(db, fan.id, second.slug);
    // Follows of profiles that later went private (inserted directly: followDj refuses them).
    await seedFollow(db, fan.id, unverified.id);
    await seedFollow(db, fan.id, inactive.id);

    const list = await listFollowedDjs(db, fan.id);
    expect(list.map((d) => d.slug)).toEqual([second.slug, first.slug]);
    expect(list.map((d) => d.slug)).not.toContain(notFollowed.slug);
    expect(list[0]).toEqual({
      slug: second.slug,
      displayName: "Second Followed",
      genres: second.genres,
      location: second.location,
      profileImage: second.profileImage,
      imagePosition: "center",
      verificationStatus: "mate",
    });
    // A private profile can still be unfollowed (it is no longer listed, but the row must be removable).
    expect(await unfollowDj(db, fan.id, unverified.slug)).toEqual({ followers: 0, following: false });
    expect(await listFollowedDjs(db, (await seedUser(db)).id)).toEqual([]);
  });
});

describe("DJ bio sanitiser", () => {
  it("strips <script>, onerror= and javascript: links from a stored bio", () => {
    const dirty =
      '<p>Hello<script>document.cookie</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(clean).toContain("<p>Hello</p>");
  });
});

describe("the follow action", () => {
  const guest = () =>
    ({
      database,
      flags: { loginEnabled: true },
      userId: null,
      config: { cityHeader: null },
    }) as unknown as RequestContext;
  const post = (slug: string) =>
    new Request("http://booth.test/following", {
      method: "POST",
      body: new URLSearchParams({ slug, intent: "follow" }),
    });
  const statusOf = async (slug: string) => {
    try {
      await handleFollowAction(post(slug), guest(), slug);
      return 200;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.status;
      return (thrown as { init?: { status?: number } }).init?.status ?? 500;
    }
  };

  it("sends a guest to sign in, but answers a slug longer than any as unknown, with no Location to carry it", async () => {
    const dj = await seedDj(database.db, { verificationStatus: "verified" });
    expect(await statusOf(dj.slug)).toBe(302);
    expect(await statusOf("x".repeat(20_000))).toBe(404);
  });
});

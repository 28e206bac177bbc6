import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { djRadioPlays, radioTracks, userActivities } from "~server/db/schema";
import { seedDj, seedRadioTrack, seedUser } from "~server/db/seed/factories.server";
import { recordRadioPlay } from "~server/domain/dj-activity/record-radio-play.server";
import { addRadioTrack } from "~server/domain/radio/add-radio-track.server";
import { listAdminRadioTracks } from "~server/domain/radio/list-admin-radio-tracks.server";
import { listRadioPlaylist } from "~server/domain/radio/list-radio-playlist.server";
import { moveRadioTrack } from "~server/domain/radio/move-radio-track.server";
import { removeRadioTrack } from "~server/domain/radio/remove-radio-track.server";
import { handleDjActivityBeacon } from "~server/http/dj-activity-beacon.server";
import { expectAppError } from "./helpers/expect-app-error";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const FORBIDDEN = "Only admins and the DJ themselves can change this DJ's radio tracks";
const guest = { userId: null, userAgent: "Mozilla/5.0 (X11) Chrome/130" };

async function playsOf(slug: string) {
  return database.db.select().from(djRadioPlays).where(eq(djRadioPlays.djSlug, slug));
}

describe("radio plays (dj_radio_plays)", () => {
  it("a listen is recorded with the seconds actually heard, and a user activity without IP", async () => {
    const dj = await seedDj(database.db);
    expect(await recordRadioPlay(database.db, guest, { slug: dj.slug, durationSeconds: 42.4 })).toBe(true);
    const rows = await playsOf(dj.slug);
    expect(rows.map((r) => r.durationSeconds)).toEqual([42]);
    const activity = await database.db.select().from(userActivities).where(eq(userActivities.targetId, dj.slug));
    expect(activity).toMatchObject([
      { activityType: "dj_radio_play", ipAddress: null, metadata: { duration_seconds: 42 } },
    ]);
  });

  it("a play of an unknown DJ stores nothing; a bad slug is refused with the spec's message", async () => {
    expect(await recordRadioPlay(database.db, guest, { slug: "nobody-here-xyz", durationSeconds: 5 })).toBe(false);
    expect(await playsOf("nobody-here-xyz")).toEqual([]);
    await expectAppError(
      recordRadioPlay(database.db, guest, { slug: "Bad Slug", durationSeconds: 5 }),
      "invalid_input",
      "Invalid DJ slug provided",
    );
  });

  it("the beacon path records a radio_play with its duration (204) and refuses a bad duration (400)", async () => {
    const dj = await seedDj(database.db);
    const post = (body: unknown) =>
      handleDjActivityBeacon(
        new Request("http://localhost/api/dj-activity", { method: "POST", body: JSON.stringify(body) }),
        { database, clientIp: "10.2.0.1", countryHeader: undefined, resolveUserId: async () => null },
      );
    expect((await post({ kind: "radio_play", slug: dj.slug, durationSeconds: 97 })).status).toBe(204);
    expect((await post({ kind: "radio_play", slug: dj.slug, durationSeconds: -3 })).status).toBe(400);
    expect((await post({ kind: "radio_play", slug: dj.slug })).status).toBe(400);
    expect((await playsOf(dj.slug)).map((r) => r.durationSeconds)).toEqual([97]);
  });
});

describe("the radio playlist", () => {
  it("radio tracks first in order, then public DJs' featured tracks; hidden DJs and unplayable links are left out", async () => {
    const shown = await seedDj(database.db, { featuredTrack: "https://soundcloud.com/shown/mix" });
    const hidden = await seedDj(database.db, { active: false, featuredTrack: "https://soundcloud.com/hidden/mix" });
    const unverified = await seedDj(database.db, {
      verificationStatus: "none",
      featuredTrack: "https://soundcloud.com/unverified/mix",
    });
    const a = await seedRadioTrack(database.db, { artistSlug: shown.slug, position: -20, name: "Shown - First" });
    const b = await seedRadioTrack(database.db, { artistSlug: hidden.slug, position: -19, name: "Hidden - Second" });
    await seedRadioTrack(database.db, { position: -18, link: "https://example.com/not-a-track" });
    await seedRadioTrack(database.db, { position: -17, active: false, name: "Off - Air" });

    const playlist = await listRadioPlaylist(database.db);
    const ids = playlist.map((t) => t.id);
    expect(ids.slice(0, 2)).toEqual([a.id, b.id]);
    expect(playlist[0]).toMatchObject({
      artistSlug: shown.slug,
      artistName: shown.displayName,
      image: shown.profileImage,
    });
    // A hidden DJ's track plays on but links to no profile.
    expect(playlist[1]).toMatchObject({ artistSlug: null, artistName: null });
    expect(playlist.some((t) => t.name === "Off - Air")).toBe(false);
    expect(playlist.some((t) => t.link === "https://example.com/not-a-track")).toBe(false);
    expect(ids).toContain(`featured:${shown.slug}`);
    expect(ids).not.toContain(`featured:${hidden.slug}`);
    expect(ids).not.toContain(`featured:${unverified.slug}`);
  });
});

describe("managing radio tracks", () => {
  it("an admin adds at the end, moves up and down (ends stay put), removes; a DJ manages only their own", async () => {
    const admin = { userId: (await seedUser(database.db)).id, isAdmin: true };
    const dj = await seedDj(database.db);
    const added = await addRadioTrack(database.db, admin, {
      name: "Test - Added Last",
      link: "https://soundcloud.com/test/added-last",
      artistSlug: dj.slug,
    });
    let order = (await listAdminRadioTracks(database.db)).map((t) => t.id);
    expect(order.at(-1)).toBe(added.id);

    await moveRadioTrack(database.db, admin, { trackId: added.id, direction: "up" });
    order = (await listAdminRadioTracks(database.db)).map((t) => t.id);
    expect(order.at(-2)).toBe(added.id);
    await moveRadioTrack(database.db, admin, { trackId: added.id, direction: "down" });
    await moveRadioTrack(database.db, admin, { trackId: added.id, direction: "down" });
    expect((await listAdminRadioTracks(database.db)).map((t) => t.id).at(-1)).toBe(added.id);

    const stranger = { userId: (await seedUser(database.db)).id, isAdmin: false };
    await expectAppError(removeRadioTrack(database.db, stranger, added.id), "forbidden", FORBIDDEN);
    const owner = await seedUser(database.db);
    const own = await seedDj(database.db, { userId: owner.id });
    await expectAppError(
      addRadioTrack(
        database.db,
        { userId: owner.id, isAdmin: false },
        {
          name: "Else - Where",
          link: "https://soundcloud.com/else/where",
          artistSlug: dj.slug,
        },
      ),
      "forbidden",
      FORBIDDEN,
    );
    const mine = await addRadioTrack(
      database.db,
      { userId: owner.id, isAdmin: false },
      {
        name: "Mine - Own",
        link: "https://soundcloud.com/mine/own",
        artistSlug: own.slug,
      },
    );
    expect(await removeRadioTrack(database.db, { userId: owner.id, isAdmin: false }, mine.id)).toBe("Mine - Own");

    expect(await removeRadioTrack(database.db, admin, added.id)).toBe("Test - Added Last");
    expect(await database.db.select().from(radioTracks).where(eq(radioTracks.id, added.id))).toEqual([]);
    await expectAppError(
      removeRadioTrack(database.db, admin, added.id),
      "not_found",
      "That track is no longer on the radio",
    );
    await expectAppError(
      addRadioTrack(database.db, admin, {
        name: "A - B",
        link: "https://soundcloud.com/a/b",
        artistSlug: "no-such-dj-q",
      }),
      "invalid_input",
      "No DJ profile has that address",
    );
  });
});

describe("a DJ's own radio tracks (/mate/radio)", () => {
  it("lists only their profiles' tracks, orders them among themselves, and refuses another DJ's track (IDOR)", async () => {
    const owner = await seedUser(database.db);
    const actor = { userId: owner.id, isAdmin: false };
    const own = await seedDj(database.db, { userId: owner.id });
    const other = await seedDj(database.db, { userId: (await seedUser(database.db)).id });
    const add = (artistSlug: string, name: string) =>
      addRadioTrack(database.db, actor, { name, link: `https://soundcloud.com/x/${name.length}`, artistSlug });
    const first = await add(own.slug, "Own - One");
    const theirs = await seedRadioTrack(database.db, {
      artistSlug: other.slug,
      name: "Theirs - Between",
      position: first.position + 1,
    });
    const second = await add(own.slug, "Own - Two");

    const listed = await listAdminRadioTracks(database.db, { artistSlugs: [own.slug] });
    expect(listed.map((t) => t.name)).toEqual(["Own - One", "Own - Two"]);
    expect(await listAdminRadioTracks(database.db, { artistSlugs: [] })).toEqual([]);

    // Moving up swaps with the DJ's previous own track; the other DJ's track in between keeps its place.
    const before = (await listAdminRadioTracks(database.db)).map((t) => t.id);
    await moveRadioTrack(database.db, actor, { trackId: second.id, direction: "up" });
    const after = (await listAdminRadioTracks(database.db)).map((t) => t.id);
    expect(after.indexOf(theirs.id)).toBe(before.indexOf(theirs.id));
    expect(after.indexOf(second.id)).toBe(before.indexOf(first.id));
    expect((await listAdminRadioTracks(database.db, { artistSlugs: [own.slug] })).map((t) => t.name)).toEqual([
      "Own - Two",
      "Own - One",
    ]);

    // Another DJ's track, by its id: neither moved nor removed.
    await expectAppError(
      moveRadioTrack(database.db, actor, { trackId: theirs.id, direction: "up" }),
      "forbidden",
      FORBIDDEN,
    );
    await expectAppError(removeRadioTrack(database.db, actor, theirs.id), "forbidden", FORBIDDEN);
    expect(await database.db.select().from(radioTracks).where(eq(radioTracks.id, theirs.id))).toHaveLength(1);
    // A track of no DJ is the admins' alone.
    const unowned = await seedRadioTrack(database.db, { artistSlug: null, name: "Nobody - Owns" });
    await expectAppError(removeRadioTrack(database.db, actor, unowned.id), "forbidden", FORBIDDEN);

    expect(await removeRadioTrack(database.db, actor, first.id)).toBe("Own - One");
    expect((await listAdminRadioTracks(database.db, { artistSlugs: [own.slug] })).map((t) => t.id)).toEqual([
      second.id,
    ]);
  });
});

import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseHistoryFile } from "~/core/tracklists/parse-history-file";
import type { ParsedTracklist } from "~/core/tracklists/tracklist";
import { onPublicChange } from "~server/cache/public-changes.server";
import type { Database } from "~server/db/client.server";
import { seedDj, seedEvent, seedUser, seedUserRole } from "~server/db/seed/factories.server";
import { findTracklistGig } from "~server/domain/tracklists/find-tracklist-gig.server";
import { getTracklistDraft } from "~server/domain/tracklists/get-tracklist-draft.server";
import { importTracklist } from "~server/domain/tracklists/import-tracklist.server";
import { listDjMostPlayed } from "~server/domain/tracklists/list-dj-most-played.server";
import { listDjSets } from "~server/domain/tracklists/list-dj-sets.server";
import { listDjTracklists } from "~server/domain/tracklists/list-dj-tracklists.server";
import { listEventTracklists } from "~server/domain/tracklists/list-event-tracklists.server";
import { saveTracklist } from "~server/domain/tracklists/save-tracklist.server";
import { searchPlayedTracks, searchPlayedTracksQuery } from "~server/domain/tracklists/search-played-tracks.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const DAY = 24 * 3600 * 1000;

function fixture(name: string): ParsedTracklist {
  const result = parseHistoryFile(new Uint8Array(readFileSync(`tests/fixtures/tracklists/${name}`)));
  if (result.kind !== "tracklist") throw new Error(name);
  return result.tracklist;
}

async function gigWorld() {
  const db = database.db;
  const manager = await seedUser(db);
  const stranger = await seedUser(db);
  const dj = await seedDj(db, { verificationStatus: "verified" });
  const other = await seedDj(db, { verificationStatus: "verified" });
  await seedUserRole(db, { userId: manager.id, roleType: "dj_manager", resourceType: "dj_profile", resourceId: dj.id });
  const past = await seedEvent(db, { eventDate: new Date(Date.now() - 3 * DAY), lineupDjs: [other, dj] });
  const upcoming = await seedEvent(db, { eventDate: new Date(Date.now() + 3 * DAY), lineupDjs: [dj] });
  const notHis = await seedEvent(db, { eventDate: new Date(Date.now() - 3 * DAY), lineupDjs: [other] });
  return { db, manager, stranger, dj, other, past, upcoming, notHis };
}

describe("tracklists", () => {
  it("finds only past published gigs whose lineup holds a DJ the user manages", async () => {
    const { db, manager, stranger, dj, past, upcoming, notHis } = await gigWorld();
    const now = new Date();
    const gig = await findTracklistGig(db, { kind: "dj-manager", userId: manager.id }, past.eventId, now);
    expect(gig?.djs).toEqual([{ id: dj.id, slug: dj.slug, displayName: dj.displayName }]);
    expect(await findTracklistGig(db, { kind: "dj-manager", userId: manager.id }, upcoming.eventId, now)).toBeNull();
    expect(await findTracklistGig(db, { kind: "dj-manager", userId: manager.id }, notHis.eventId, now)).toBeNull();
    expect(await findTracklistGig(db, { kind: "dj-manager", userId: stranger.id }, past.eventId, now)).toBeNull();
    expect(await findTracklistGig(db, { kind: "dj-manager", userId: manager.id }, "no-such-event", now)).toBeNull();
    const owner = await seedUser(db);
    const own = await seedDj(db, { userId: owner.id });
    const ownGig = await seedEvent(db, { eventDate: new Date(Date.now() - DAY), lineupDjs: [own] });
    expect(
      (await findTracklistGig(db, { kind: "dj-manager", userId: owner.id }, ownGig.eventId, now))?.djs.map((d) => d.id),
    ).toEqual([own.id]);
    const cancelled = await seedEvent(db, {
      eventDate: new Date(Date.now() - DAY),
      lineupDjs: [own],
      status: "cancelled",
    });
    expect(await findTracklistGig(db, { kind: "dj-manager", userId: owner.id }, cancelled.eventId, now)).toBeNull();
  });

  it("imports a history unpublished, with ID tracks marked, and replaces it on a new import", async () => {
    const { db, manager, dj, past } = await gigWorld();
    await importTracklist(db, {
      eventUuid: past.id,
      djProfileId: dj.id,
      userId: manager.id,
      tracklist: fixture("serato-history.csv"),
    });
    const draft = await getTracklistDraft(db, past.id, dj.id);
    expect(draft?.format).toBe("serato-csv");
    expect(draft?.publishedAt).toBeNull();
    expect(draft?.tracks.map((t) => [t.position, t.artist, t.title, t.offsetSeconds, t.unreleased])).toEqual([
      [0, "Cassius", "Hypercolour", 0, false],
      [1, "808 State", "Pacific State", 380, false],
      [2, "Energy 52", "Café del Mar (Energy 52 Remix)", 715, false],
      [3, "+SUM(A1)", '=HYPERLINK("http://evil.example","ID")', 1130, false],
      [4, "ID", "ID", 1430, true],
    ]);
    expect(draft?.tracks[2]).toMatchObject({ bpm: 134.5, key: "Em", hidden: false });
    expect(await listEventTracklists(db, past.id)).toEqual([]);

    const again = await importTracklist(db, {
      eventUuid: past.id,
      djProfileId: dj.id,
      userId: manager.id,
      tracklist: fixture("traktor-history.nml"),
    });
    const replaced = await getTracklistDraft(db, past.id, dj.id);
    expect(replaced?.id).toBe(again);
    expect(replaced?.id).toBe(draft?.id);
    expect(replaced?.format).toBe("traktor-nml");
    expect(replaced?.tracks.map((t) => t.title)).toEqual([
      "Spastik",
      "Energy Flash",
      "Can You Feel It",
      "Sandstorm & Co",
    ]);
  });

  it("saves edits, order, removals, ID and hidden flags; publishes to the event and DJ pages and drops the caches", async () => {
    const { db, manager, dj, past } = await gigWorld();
    const id = await importTracklist(db, {
      eventUuid: past.id,
      djProfileId: dj.id,
      userId: manager.id,
      tracklist: fixture("rekordbox-playlist-utf16le.txt"),
    });
    const draft = await getTracklistDraft(db, past.id, dj.id);
    const [rej, cola, grey, promo, formula] = draft?.tracks ?? [];
    const edits = [
      { id: cola.id, artist: "CamelPhat & Elderbrook", title: "Cola (Club Mix)", unreleased: false, hidden: false },
      { id: rej.id, artist: "Âme", title: "Rej", unreleased: false, hidden: false },
      { id: grey.id, artist: "Kölsch", title: "Grey", unreleased: true, hidden: false },
      { id: formula.id, artist: formula.artist, title: formula.title, unreleased: false, hidden: true },
    ];
    const heard: string[] = [];
    const stop = onPublicChange((source) => heard.push(source));
    try {
      expect(await saveTracklist(db, id, edits)).toEqual({ publishedAt: null });
      expect(heard).toEqual([]);
      const published = await saveTracklist(db, id, edits, true);
      expect(published.publishedAt).toBeInstanceOf(Date);
      expect(heard).toEqual(["tracklists"]);
    } finally {
      stop();
    }
    const stored = await getTracklistDraft(db, past.id, dj.id);
    expect(stored?.tracks.map((t) => [t.position, t.title, t.unreleased, t.hidden])).toEqual([
      [0, "Cola (Club Mix)", false, false],
      [1, "Rej", false, false],
      [2, "Grey", true, false],
      [3, formula.title, false, true],
    ]);
    expect(stored?.tracks.some((t) => t.id === promo.id)).toBe(false);

    const onEvent = await listEventTracklists(db, past.id);
    expect(onEvent).toHaveLength(1);
    expect(onEvent[0].dj).toEqual({ slug: dj.slug, displayName: dj.displayName });
    expect(onEvent[0].tracks.map((t) => t.title)).toEqual(["Cola (Club Mix)", "Rej", "Grey"]);
    const onDj = await listDjTracklists(db, dj.id);
    expect(onDj.map((l) => l.event.eventId)).toEqual([past.eventId]);
    expect(onDj[0].tracks).toHaveLength(3);

    await saveTracklist(db, id, edits, false);
    expect(await listEventTracklists(db, past.id)).toEqual([]);
  });

  it("refuses a stale row id whole and keeps one tracklist per DJ on a multi-DJ event", async () => {
    const { db, manager, dj, other, past } = await gigWorld();
    const id = await importTracklist(db, {
      eventUuid: past.id,
      djProfileId: dj.id,
      userId: manager.id,
      tracklist: fixture("rekordbox-history.m3u8"),
    });
    const otherId = await importTracklist(db, {
      eventUuid: past.id,
      djProfileId: other.id,
      userId: manager.id,
      tracklist: fixture("serato-history-cp1252.csv"),
    });
    const otherDraft = await getTracklistDraft(db, past.id, other.id);
    const foreign = otherDraft?.tracks[0];
    const before = await getTracklistDraft(db, past.id, dj.id);
    await expect(
      saveTracklist(db, id, [{ id: foreign?.id as string, artist: "x", title: "y", unreleased: false, hidden: false }]),
    ).rejects.toMatchObject({ code: "conflict" });
    expect(await getTracklistDraft(db, past.id, dj.id)).toEqual(before);
    await saveTracklist(db, otherId, otherDraft?.tracks ?? [], true);
    await saveTracklist(db, id, before?.tracks ?? [], true);
    const shown = await listEventTracklists(db, past.id);
    // Lineup order: `other` plays first.
    expect(shown.map((l) => l.dj.slug)).toEqual([other.slug, dj.slug]);
    expect(shown[1].tracks.find((t) => t.unreleased)?.title).toBe("ID");
  });

  it("stores and reorders a long history in batches (more rows than one insert or update statement takes)", async () => {
    const { db, manager, dj, past } = await gigWorld();
    const tracks = Array.from({ length: 2_500 }, (_, i) => ({
      artist: `Artist ${i}`,
      title: `Track ${i}`,
      bpm: 120,
      key: "8A",
      offsetSeconds: null,
    }));
    const id = await importTracklist(db, {
      eventUuid: past.id,
      djProfileId: dj.id,
      userId: manager.id,
      tracklist: { format: "rekordbox-txt", tracks },
    });
    const draft = await getTracklistDraft(db, past.id, dj.id);
    expect(draft?.tracks).toHaveLength(2_500);
    expect(draft?.tracks[2_499].title).toBe("Track 2499");
    const reversed = [...(draft?.tracks ?? [])].reverse();
    await saveTracklist(db, id, reversed);
    expect((await getTracklistDraft(db, past.id, dj.id))?.tracks[0].title).toBe("Track 2499");
  }, 60_000);

  it("finds who played a track: published sets of public DJs only, newest gig first, never an ID or a hidden track", async () => {
    const { db, manager, dj, past } = await gigWorld();
    const word = `Zq${Date.now().toString(36)}`;
    const older = await seedEvent(db, {
      eventDate: new Date(Date.now() - 20 * DAY),
      lineupDjs: [dj],
      timeZone: "Europe/Berlin",
    });
    const tracks = (title: string) => [
      { artist: "Âme", title, bpm: 122, key: "8A", offsetSeconds: null },
      { artist: "ID", title: `${word} secret`, bpm: null, key: null, offsetSeconds: null },
      { artist: "Hidden Hand", title: `${word} hidden`, bpm: null, key: null, offsetSeconds: null },
    ];
    for (const [event, title] of [
      [past, `${word} 100% Rej`],
      [older, `${word} 100% rej`],
    ] as const) {
      const id = await importTracklist(db, {
        eventUuid: event.id,
        djProfileId: dj.id,
        userId: manager.id,
        tracklist: { format: "rekordbox-txt", tracks: tracks(title) },
      });
      const draft = await getTracklistDraft(db, event.id, dj.id);
      const rows = (draft?.tracks ?? []).map((t) => ({
        ...t,
        unreleased: t.artist === "ID",
        hidden: t.artist === "Hidden Hand",
      }));
      expect(await searchPlayedTracks(db, word)).toHaveLength(event === past ? 0 : 1);
      await saveTracklist(db, id, rows, true);
    }
    const plays = await searchPlayedTracks(db, `${word.toLowerCase()} 100%`);
    expect(plays.map((p) => [p.title, p.event.eventId, p.dj.slug])).toEqual([
      [`${word} 100% Rej`, past.eventId, dj.slug],
      [`${word} 100% rej`, older.eventId, dj.slug],
    ]);
    expect(plays[1].event.localDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await searchPlayedTracks(db, `${word} 100_`)).toEqual([]);
    expect(await searchPlayedTracks(db, `${word} secret`)).toEqual([]);
    expect(await searchPlayedTracks(db, `${word} hidden`)).toEqual([]);
    // Case and accents aside on both sides (site search's folding): "RÉJ" finds "Rej", "ame" finds "Âme".
    expect((await searchPlayedTracks(db, `${word.toUpperCase()} 100% RÉJ`)).map((p) => p.title)).toEqual([
      `${word} 100% Rej`,
      `${word} 100% rej`,
    ]);
    expect((await searchPlayedTracks(db, "ame", 1000)).filter((p) => p.title.startsWith(word))).toHaveLength(2);
    // The two ways to the answer agree: reading the newest sets first (here every set: the test database holds fewer
    // than the default), and the indexes (with no newest set read, only the indexes answer).
    for (const [q, limit] of [
      [word, 60],
      [`${word} 100% rej`, 1],
      ["ame", 1000],
    ] as const) {
      const viaNewest = await searchPlayedTracks(db, q, limit);
      expect(await searchPlayedTracks(db, q, limit, 0), q).toEqual(viaNewest);
      expect(viaNewest.length, q).toBeGreaterThan(0);
    }
  });

  it("looks tracks up through the trigram indexes of the folded artist and title", async () => {
    // The tables here are small, so a sequential scan (or a walk from the newest event) would win on cost: with those
    // priced out, the tracks can be reached only through an index matching the conditions alone, and the plan shows
    // whether the query's expressions and conditions match the trigram indexes at all. The bench shows the plan at
    // 10 M rows on PostgreSQL.
    const plan = await database.db.transaction(async (tx) => {
      for (const setting of ["enable_seqscan", "enable_nestloop", "enable_indexscan"])
        await tx.execute(sql.raw(`set local ${setting} = off`));
      const result = await tx.execute(sql`explain ${searchPlayedTracksQuery(tx, "hypercolour")}`);
      return (result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).toContain("tracklist_tracks_artist_fold_trgm_idx");
    expect(plan).toContain("tracklist_tracks_title_fold_trgm_idx");
  });

  it("ranks a DJ's most played artists and tracks over published sets, case aside, IDs and hidden tracks left out", async () => {
    const { db, manager, dj, past } = await gigWorld();
    const older = await seedEvent(db, { eventDate: new Date(Date.now() - 20 * DAY), lineupDjs: [dj] });
    const draftOnly = await seedEvent(db, { eventDate: new Date(Date.now() - 30 * DAY), lineupDjs: [dj] });
    const set = (extra: string) => [
      { artist: "Âme", title: "Rej", bpm: 122, key: "8A", offsetSeconds: null },
      { artist: "Âme", title: extra, bpm: 122, key: "8A", offsetSeconds: null },
      { artist: "ID", title: "ID", bpm: null, key: null, offsetSeconds: null },
      { artist: "Kerri Chandler", title: "Rain", bpm: 123, key: "4A", offsetSeconds: null },
    ];
    for (const [event, extra, publish] of [
      [past, "Junggesellen", true],
      [older, "Fiori", true],
      [draftOnly, "Never Shown", false],
    ] as const) {
      const id = await importTracklist(db, {
        eventUuid: event.id,
        djProfileId: dj.id,
        userId: manager.id,
        tracklist: { format: "rekordbox-txt", tracks: set(extra) },
      });
      const draft = await getTracklistDraft(db, event.id, dj.id);
      const rows = (draft?.tracks ?? []).map((t) => ({
        ...t,
        artist: event === older ? t.artist.toUpperCase() : t.artist,
        hidden: event === older && t.artist === "Kerri Chandler",
      }));
      await saveTracklist(db, id, rows, publish);
    }
    expect(await listDjMostPlayed(db, dj.id)).toEqual({
      artists: [{ artist: "ÂME", plays: 4 }],
      tracks: [{ artist: "ÂME", title: "Rej", plays: 2 }],
    });
  });

  it("sums up a DJ's sets for the dashboard, drafts too: tracks, tempo range and keys without hidden tracks", async () => {
    const { db, manager, dj, past } = await gigWorld();
    const id = await importTracklist(db, {
      eventUuid: past.id,
      djProfileId: dj.id,
      userId: manager.id,
      tracklist: fixture("rekordbox-playlist-utf16le.txt"),
    });
    expect(await listDjSets(db, dj.id)).toEqual([
      expect.objectContaining({ eventId: past.eventId, published: false, tracks: 5, bpmLow: 121.98, bpmHigh: 126 }),
    ]);
    const draft = await getTracklistDraft(db, past.id, dj.id);
    await saveTracklist(
      db,
      id,
      (draft?.tracks ?? []).map((t) => ({ ...t, hidden: t.bpm === 126 })),
      true,
    );
    const [set] = await listDjSets(db, dj.id);
    expect(set).toMatchObject({ published: true, tracks: 4, bpmLow: 121.98, bpmHigh: 124 });
    expect([...set.keys].sort()).toEqual(["11A", "8A", "Am"]);
  });
});

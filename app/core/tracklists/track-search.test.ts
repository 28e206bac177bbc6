import { describe, expect, it } from "vitest";
import { groupPlays, likePattern, parseTrackQuery, playDay, playedByLabel, trackSearchPath } from "./track-search";

const play = (artist: string, title: string, dj: string, event: string, localDate: string) => ({
  artist,
  title,
  dj: { slug: dj.toLowerCase().replace(/ /g, "-"), name: dj },
  event: { eventId: event.toLowerCase().replace(/ /g, "-"), name: event, localDate },
});

describe("who played this", () => {
  it("reads q: trimmed, spaces made one, 2 to 100 characters", () => {
    expect(parseTrackQuery(new URLSearchParams("q=%20%20Strings%20%20of%20Life%20"))).toBe("Strings of Life");
    expect(parseTrackQuery(new URLSearchParams("q=a"))).toBeNull();
    expect(parseTrackQuery(new URLSearchParams(""))).toBeNull();
    expect(parseTrackQuery(new URLSearchParams(`q=${"x".repeat(101)}`))).toBeNull();
    expect(trackSearchPath("Âme & Co")).toBe("/tracks?q=%C3%82me%20%26%20Co");
  });

  it("matches words literally: % and _ are no wildcards", () => {
    expect(likePattern("100% Pure_Love")).toBe("%100\\% Pure\\_Love%");
  });

  it("groups plays by track whatever the tag's case and accents, newest play first as given", () => {
    const plays = [
      play("Âme", "Rej", "Nadia Voss", "Kessel Klub Nacht", "2026-12-07"),
      play("Kerri Chandler", "Rain", "Nadia Voss", "Kessel Klub Nacht", "2026-12-07"),
      play("AME", "rej", "Ruben Asante", "Amsterdam Dance Warmup", "2026-12-05"),
    ];
    const grouped = groupPlays(plays);
    expect(grouped.map((t) => [t.artist, t.title, t.plays.length])).toEqual([
      ["Âme", "Rej", 2],
      ["Kerri Chandler", "Rain", 1],
    ]);
    expect(playedByLabel(grouped[0].plays[0])).toBe("Played by Nadia Voss at Kessel Klub Nacht, 7 Dec");
    expect(playDay("2026-01-31")).toBe("31 Jan");
  });
});

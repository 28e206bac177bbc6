import { describe, expect, it } from "vitest";
import {
  clampIndex,
  featuredRadioTrack,
  featuredTrackTitle,
  formatPlayTime,
  initialRadioState,
  type RadioState,
  type RadioTrack,
  radioReducer,
  shownAsPlaying,
  shuffleOfTheDay,
  splitTrackName,
} from "./radio-player";

const track = (n: number): RadioTrack => ({
  id: `t${n}`,
  name: `Artist ${n} - Title ${n}`,
  link: `https://soundcloud.com/a${n}/t${n}`,
  artistSlug: `artist-${n}`,
  artistName: `Artist ${n}`,
  image: null,
});
const three = [track(0), track(1), track(2)];
const enabled = () => initialRadioState(true);
const loaded = (start = 0): RadioState =>
  radioReducer(enabled(), { type: "loadAndPlay", tracks: three, startIndex: start });

describe("radio player state (spec §4)", () => {
  it("play track sets playing and shows the mini player", () => {
    const s = radioReducer(enabled(), { type: "playTrack", track: track(7) });
    expect(s.currentTrack?.id).toBe("t7");
    expect(s.isPlaying).toBe(true);
    expect(s.showMiniPlayer).toBe(true);
  });

  it("play track of the playlist moves the current index to it", () => {
    const s = radioReducer(radioReducer(enabled(), { type: "loadPlaylist", tracks: three }), {
      type: "playTrack",
      track: track(2),
    });
    expect(s.currentIndex).toBe(2);
  });

  it("pause and resume toggle playing", () => {
    const paused = radioReducer(loaded(), { type: "pause" });
    expect(paused.isPlaying).toBe(false);
    expect(paused.showMiniPlayer).toBe(true);
    expect(paused.currentTrack?.id).toBe("t0");
    const resumed = radioReducer(paused, { type: "resume" });
    expect(resumed.isPlaying).toBe(true);
    expect(resumed.currentTrack?.id).toBe("t0");
  });

  it("stop clears the track and hides the player", () => {
    const s = radioReducer(radioReducer(loaded(1), { type: "expandOverlay" }), { type: "stop" });
    expect(s.currentTrack).toBeNull();
    expect(s.isPlaying).toBe(false);
    expect(s.showMiniPlayer).toBe(false);
    expect(s.overlayExpanded).toBe(false);
  });

  it("next wraps to the start after the last track", () => {
    const s1 = radioReducer(loaded(1), { type: "next" });
    expect(s1.currentTrack?.id).toBe("t2");
    const s2 = radioReducer(s1, { type: "next" });
    expect(s2.currentIndex).toBe(0);
    expect(s2.currentTrack?.id).toBe("t0");
    expect(s2.isPlaying).toBe(true);
  });

  it("previous wraps to the end from the first", () => {
    const s = radioReducer(loaded(0), { type: "previous" });
    expect(s.currentIndex).toBe(2);
    expect(s.currentTrack?.id).toBe("t2");
    expect(radioReducer(s, { type: "previous" }).currentTrack?.id).toBe("t1");
  });

  it("load playlist (paused, mini player hidden)", () => {
    const s = radioReducer(enabled(), { type: "loadPlaylist", tracks: three, startIndex: 1 });
    expect(s.playlist).toHaveLength(3);
    expect(s.currentIndex).toBe(1);
    expect(s.currentTrack?.id).toBe("t1");
    expect(s.isPlaying).toBe(false);
    expect(s.showMiniPlayer).toBe(false);
  });

  it("load-and-play plays the start track and shows the mini player", () => {
    const s = loaded(2);
    expect(s.currentTrack?.id).toBe("t2");
    expect(s.isPlaying).toBe(true);
    expect(s.showMiniPlayer).toBe(true);
  });

  it("with the start index clamped to the playlist range", () => {
    expect(radioReducer(enabled(), { type: "loadPlaylist", tracks: three, startIndex: 99 }).currentIndex).toBe(2);
    expect(radioReducer(enabled(), { type: "loadAndPlay", tracks: three, startIndex: -4 }).currentIndex).toBe(0);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
    expect(clampIndex(1.7, 3)).toBe(1);
  });

  it("empty playlists are refused", () => {
    const before = loaded(1);
    expect(radioReducer(before, { type: "loadPlaylist", tracks: [] })).toBe(before);
    expect(radioReducer(before, { type: "loadAndPlay", tracks: [] })).toBe(before);
    expect(radioReducer(enabled(), { type: "loadAndPlay", tracks: [] }).showMiniPlayer).toBe(false);
  });

  it("playing a track is ignored when radio is disabled", () => {
    const off = initialRadioState(false);
    expect(radioReducer(off, { type: "playTrack", track: track(1) })).toBe(off);
    expect(radioReducer(off, { type: "loadAndPlay", tracks: three })).toBe(off);
    const loadedOff = radioReducer(off, { type: "loadPlaylist", tracks: three });
    expect(radioReducer(loadedOff, { type: "resume" }).isPlaying).toBe(false);
    expect(radioReducer(loadedOff, { type: "next" }).isPlaying).toBe(false);
  });

  it("radio enabled follows the flag: turning it off stops and hides the player", () => {
    const s = radioReducer(loaded(1), { type: "setRadioEnabled", enabled: false });
    expect(s.radioEnabled).toBe(false);
    expect(s.currentTrack).toBeNull();
    expect(s.showMiniPlayer).toBe(false);
    expect(radioReducer(s, { type: "setRadioEnabled", enabled: true }).radioEnabled).toBe(true);
  });

  it("the flag's unchanged value leaves the very same state (nothing re-renders on the first render in the browser)", () => {
    const playing = loaded(1);
    expect(radioReducer(playing, { type: "setRadioEnabled", enabled: true })).toBe(playing);
    const off = initialRadioState(false);
    expect(radioReducer(off, { type: "setRadioEnabled", enabled: false })).toBe(off);
  });

  it("when a track ends the next item plays, wrapping to the first", () => {
    const s1 = radioReducer(loaded(0), { type: "trackEnded" });
    expect(s1.currentTrack?.id).toBe("t1");
    expect(s1.isPlaying).toBe(true);
    const last = radioReducer(loaded(2), { type: "trackEnded" });
    expect(last.currentTrack?.id).toBe("t0");
    expect(last.isPlaying).toBe(true);
  });

  it("a radio overlay can expand, collapse, toggle", () => {
    const s = loaded();
    const expanded = radioReducer(s, { type: "expandOverlay" });
    expect(expanded.overlayExpanded).toBe(true);
    expect(radioReducer(expanded, { type: "collapseOverlay" }).overlayExpanded).toBe(false);
    expect(radioReducer(s, { type: "toggleOverlay" }).overlayExpanded).toBe(true);
    expect(radioReducer(expanded, { type: "toggleOverlay" }).overlayExpanded).toBe(false);
    // Nothing to show without a track.
    expect(radioReducer(enabled(), { type: "expandOverlay" }).overlayExpanded).toBe(false);
  });
});

describe("track names and the shuffle of the day", () => {
  it("splits 'Artist - Title'", () => {
    expect(splitTrackName("Nova Reyes - Concrete Sunday")).toEqual({ artist: "Nova Reyes", title: "Concrete Sunday" });
    expect(splitTrackName("Untitled")).toEqual({ artist: null, title: "Untitled" });
  });

  it("is the same all day and differs between days", () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    const morning = shuffleOfTheDay(items, new Date("2026-11-26T01:00:00Z"));
    const evening = shuffleOfTheDay(items, new Date("2026-11-26T23:00:00Z"));
    const tomorrow = shuffleOfTheDay(items, new Date("2026-11-27T09:00:00Z"));
    expect(morning).toEqual(evening);
    expect(tomorrow).not.toEqual(morning);
    expect([...morning].sort((a, b) => a - b)).toEqual(items);
  });
});

describe("formatPlayTime", () => {
  it("reads m:ss, h:mm:ss, and 0:00 for unknown times", () => {
    expect(formatPlayTime(65.4)).toBe("1:05");
    expect(formatPlayTime(3725)).toBe("1:02:05");
    expect(formatPlayTime(null)).toBe("0:00");
    expect(formatPlayTime(-3)).toBe("0:00");
  });
});

describe("featured tracks on the radio", () => {
  it("take their title from the platform's track path, or 'Featured mix'", () => {
    expect(featuredTrackTitle("https://soundcloud.com/nova/deep-house-mix")).toBe("Deep House Mix");
    expect(featuredTrackTitle("https://www.mixcloud.com/nova/sunday-session/")).toBe("Sunday Session");
    expect(featuredTrackTitle("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe("Featured mix");
    expect(featuredTrackTitle("https://soundcloud.com/nova")).toBe("Featured mix");
    expect(featuredTrackTitle(null)).toBe("Featured mix");
  });

  it("are 'Artist - Title' tracks of the DJ, keyed by the DJ", () => {
    const t = featuredRadioTrack({
      slug: "nova",
      displayName: "Nova",
      profileImage: "/art/dj/nova.svg",
      featuredTrack: " https://soundcloud.com/nova/deep-house-mix ",
    });
    expect(t).toEqual({
      id: "featured:nova",
      name: "Nova - Deep House Mix",
      link: "https://soundcloud.com/nova/deep-house-mix",
      artistSlug: "nova",
      artistName: "Nova",
      image: "/art/dj/nova.svg",
    });
  });
});

describe("shownAsPlaying(state, widgetPlaying)", () => {
  it("shows a track as playing only once the widget reports that it plays", () => {
    const tracks = [track(1), track(2)];
    const asked = radioReducer(initialRadioState(true), { type: "loadAndPlay", tracks });
    expect(asked.isPlaying).toBe(true);
    // Play was asked for; the widget is loading, or its platform cannot be reached: nothing shows as playing.
    expect(shownAsPlaying(asked, false)).toBe(false);
    expect(shownAsPlaying(asked, true)).toBe(true);
    // Paused by the listener: not playing, whatever the widget last said.
    expect(shownAsPlaying(radioReducer(asked, { type: "pause" }), true)).toBe(false);
    expect(shownAsPlaying(radioReducer(asked, { type: "stop" }), true)).toBe(false);
  });
});

import { mulberry32 } from "~/core/text/seeded-random";

/**
 * Radio player state (spec §4, word for word): current track, playing flag, mini player visible, playlist,
 * current index; radio enabled follows the flag; the radio overlay expands, collapses, toggles. A pure reducer
 * shared by the player provider (app/features/radio) and its unit tests.
 */

/** A radio track (spec §3): name 'Artist - Title', a link to an audio-platform track, artistSlug. */
export interface RadioTrack {
  /** Stable key: a radio_tracks id, or `featured:<slug>` for a DJ's featured track. */
  id: string;
  name: string;
  link: string;
  artistSlug: string | null;
  /** The DJ's display name and photo, for the card, the mini player and the lock screen. */
  artistName: string | null;
  image: string | null;
}

/** A DJ's featured track as a radio track: on the playlist, and what the DJ page's play button plays. */
export function featuredRadioTrack(dj: {
  slug: string;
  displayName: string;
  profileImage: string | null;
  featuredTrack: string | null;
}): RadioTrack {
  return {
    id: `featured:${dj.slug}`,
    name: `${dj.displayName} - ${featuredTrackTitle(dj.featuredTrack)}`,
    link: (dj.featuredTrack ?? "").trim(),
    artistSlug: dj.slug,
    artistName: dj.displayName,
    image: dj.profileImage,
  };
}

/**
 * A featured track's title, read from its link where the platform names it in the path (soundcloud.com/dj/deep-
 * house-mix → 'Deep House Mix'); 'Featured mix' when it does not (YouTube ids, bare profiles).
 */
export function featuredTrackTitle(link: string | null): string {
  try {
    const url = new URL(link ?? "");
    const host = url.hostname.toLowerCase();
    if (!/(^|\.)(soundcloud|mixcloud)\.com$/.test(host)) return "Featured mix";
    const last = url.pathname.split("/").filter(Boolean)[1];
    if (!last || !/^[a-z0-9][a-z0-9-]{1,80}$/i.test(last)) return "Featured mix";
    return last
      .split("-")
      .filter(Boolean)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(" ");
  } catch {
    return "Featured mix";
  }
}

export interface RadioState {
  currentTrack: RadioTrack | null;
  isPlaying: boolean;
  showMiniPlayer: boolean;
  playlist: RadioTrack[];
  currentIndex: number;
  radioEnabled: boolean;
  overlayExpanded: boolean;
}

export type RadioAction =
  | { type: "playTrack"; track: RadioTrack }
  | { type: "pause" }
  | { type: "resume" }
  | { type: "stop" }
  | { type: "next" }
  | { type: "previous" }
  | { type: "loadPlaylist"; tracks: RadioTrack[]; startIndex?: number }
  | { type: "loadAndPlay"; tracks: RadioTrack[]; startIndex?: number }
  | { type: "trackEnded" }
  | { type: "setRadioEnabled"; enabled: boolean }
  | { type: "expandOverlay" }
  | { type: "collapseOverlay" }
  | { type: "toggleOverlay" };

export function initialRadioState(radioEnabled: boolean): RadioState {
  return {
    currentTrack: null,
    isPlaying: false,
    showMiniPlayer: false,
    playlist: [],
    currentIndex: 0,
    radioEnabled,
    overlayExpanded: false,
  };
}

/** The start index clamped to the playlist range (spec §4). */
export function clampIndex(index: number | undefined, length: number): number {
  if (length <= 0) return 0;
  const i = Number.isFinite(index) ? Math.trunc(index as number) : 0;
  return Math.min(Math.max(i, 0), length - 1);
}

function playAt(state: RadioState, index: number): RadioState {
  const track = state.playlist[index];
  if (!track) return state;
  return { ...state, currentTrack: track, currentIndex: index, isPlaying: true, showMiniPlayer: true };
}

export function radioReducer(state: RadioState, action: RadioAction): RadioState {
  switch (action.type) {
    case "playTrack": {
      if (!state.radioEnabled) return state;
      const index = state.playlist.findIndex((t) => t.id === action.track.id);
      return {
        ...state,
        currentTrack: action.track,
        currentIndex: index >= 0 ? index : state.currentIndex,
        isPlaying: true,
        showMiniPlayer: true,
      };
    }
    case "pause":
      return state.isPlaying ? { ...state, isPlaying: false } : state;
    case "resume":
      if (!state.radioEnabled || !state.currentTrack) return state;
      return { ...state, isPlaying: true, showMiniPlayer: true };
    case "stop":
      return { ...state, currentTrack: null, isPlaying: false, showMiniPlayer: false, overlayExpanded: false };
    case "next":
    case "trackEnded": {
      if (!state.radioEnabled || state.playlist.length === 0) return state;
      return playAt(state, (state.currentIndex + 1) % state.playlist.length);
    }
    case "previous": {
      if (!state.radioEnabled || state.playlist.length === 0) return state;
      const n = state.playlist.length;
      return playAt(state, (state.currentIndex - 1 + n) % n);
    }
    case "loadPlaylist": {
      if (action.tracks.length === 0) return state;
      const index = clampIndex(action.startIndex, action.tracks.length);
      return {
        ...state,
        playlist: action.tracks,
        currentIndex: index,
        currentTrack: action.tracks[index] ?? null,
        isPlaying: false,
        showMiniPlayer: false,
      };
    }
    case "loadAndPlay": {
      if (action.tracks.length === 0 || !state.radioEnabled) return state;
      const index = clampIndex(action.startIndex, action.tracks.length);
      return playAt({ ...state, playlist: action.tracks }, index);
    }
    case "setRadioEnabled":
      // The same value changes nothing — the very same state, so the shell's provider re-renders nothing (on the
      // first render in the browser a new state would reach the deferred footer before it hydrated and blank it).
      if (state.radioEnabled === action.enabled) return state;
      // With the flag off the player and its links vanish: nothing keeps playing behind a hidden player.
      return action.enabled
        ? { ...state, radioEnabled: true }
        : { ...initialRadioState(false), playlist: state.playlist };
    case "expandOverlay":
      return state.currentTrack ? { ...state, overlayExpanded: true } : state;
    case "collapseOverlay":
      return { ...state, overlayExpanded: false };
    case "toggleOverlay":
      return state.overlayExpanded || !state.currentTrack
        ? { ...state, overlayExpanded: false }
        : { ...state, overlayExpanded: true };
  }
}

/**
 * Whether the player shows the current track as playing (NOW PLAYING, the equaliser, a Pause button): only once the
 * widget reports that it plays. Play asked for but not heard (the widget loading, or its platform out of reach) shows
 * as not playing.
 */
export function shownAsPlaying(state: RadioState, widgetPlaying: boolean): boolean {
  return state.isPlaying && widgetPlaying && state.currentTrack !== null;
}

/** 'Artist - Title' split for display; a name without the separator is all title. */
export function splitTrackName(name: string): { artist: string | null; title: string } {
  const at = name.indexOf(" - ");
  if (at <= 0) return { artist: null, title: name.trim() };
  return { artist: name.slice(0, at).trim(), title: name.slice(at + 3).trim() || name.trim() };
}

/** The day's key (UTC), so every visitor hears the same shuffle on a given day and a different one tomorrow. */
export function dayKey(at: Date): number {
  const d = at.toISOString().slice(0, 10).replaceAll("-", "");
  return Number(d);
}

/**
 * Shuffle of the day (Fisher–Yates driven by a seeded generator): deterministic for a day, so the server render
 * and the browser agree, and the radio does not always start with the same DJ.
 */
export function shuffleOfTheDay<T>(items: readonly T[], at: Date): T[] {
  const next = mulberry32(dayKey(at));
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** 'm:ss' (or 'h:mm:ss') for the player's progress; unknown or negative times read '0:00'. */
export function formatPlayTime(seconds: number | null | undefined): string {
  const total = Number.isFinite(seconds) && (seconds as number) > 0 ? Math.floor(seconds as number) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

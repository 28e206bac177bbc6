/**
 * "Who played this?" (`/tracks?q=`): tracks of published tracklists whose artist or title holds the words asked,
 * with the DJs and gigs that played them, newest gig first. Unreleased (ID) and hidden tracks are never found.
 */
import { MONTHS_SHORT } from "~/core/text/english-format";

export const TRACK_QUERY_MIN = 2;
export const TRACK_QUERY_MAX = 100;
/** Plays read per search: enough for the tracks of a page, bounded whatever the words. */
export const TRACK_SEARCH_LIMIT = 60;

/** The `q` of /tracks, trimmed, with runs of spaces made one; null when too short or too long to search. */
export function parseTrackQuery(params: URLSearchParams): string | null {
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim();
  return q.length < TRACK_QUERY_MIN || q.length > TRACK_QUERY_MAX ? null : q;
}

/** `/tracks?q=…` for an artist's or a title's own words. */
export function trackSearchPath(words: string): string {
  return `/tracks?q=${encodeURIComponent(words.slice(0, TRACK_QUERY_MAX))}`;
}

export type TrackPlay = {
  artist: string;
  title: string;
  dj: { slug: string; name: string };
  event: { eventId: string; name: string; localDate: string };
};

export type PlayedTrack = { artist: string; title: string; plays: TrackPlay[] };

/** Plays (newest gig first) grouped by track, case and accents of the tag aside; the first play sets the order. */
export function groupPlays(plays: readonly TrackPlay[]): PlayedTrack[] {
  const tracks = new Map<string, PlayedTrack>();
  for (const play of plays) {
    const key = `${fold(play.artist)}\u0000${fold(play.title)}`;
    const track = tracks.get(key) ?? { artist: play.artist, title: play.title, plays: [] };
    track.plays.push(play);
    tracks.set(key, track);
  }
  return [...tracks.values()];
}

/** "7 Dec": the day of a gig from its local date (YYYY-MM-DD). */
export function playDay(localDate: string): string {
  const [, month, day] = localDate.split("-").map(Number);
  return `${day} ${MONTHS_SHORT[month - 1]}`;
}

/** "Played by Nadia Voss at Kessel Klub Nacht, 7 Dec". */
export function playedByLabel(play: Pick<TrackPlay, "dj" | "event">): string {
  return `Played by ${play.dj.name} at ${play.event.name}, ${playDay(play.event.localDate)}`;
}

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The words as a LIKE pattern that matches them literally (a `%` or `_` in a title is not a wildcard). */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The tracklist editor's form: every row's artist, title and flags travel with every submit (so an edit is never
 * lost to a "move up"), in the page's order; the button pressed says what else to do. Works without JavaScript.
 * The public pages read this file too, so the form's parsing (with zod) lives apart, in tracklist-edits.ts.
 */
import type { ParsedTrack } from "./tracklist";

export const TRACK_ID_LABEL = "ID – ID";

/** A track of a stored tracklist, as the editor and the public pages read it. */
export type TracklistTrack = {
  id: string;
  position: number;
  artist: string;
  title: string;
  bpm: number | null;
  key: string | null;
  offsetSeconds: number | null;
  unreleased: boolean;
  hidden: boolean;
};

export type TrackEdit = { id: string; artist: string; title: string; unreleased: boolean; hidden: boolean };

export type TracklistIntent = "save" | "publish" | "unpublish" | `${"up" | "down" | "remove"}:${string}`;

/** Moves or removes the row a button names; other intents keep the order. */
export function applyTrackIntent<T extends { id: string }>(tracks: T[], intent: TracklistIntent): T[] {
  const [verb, id] = intent.split(":");
  const at = tracks.findIndex((t) => t.id === id);
  if (at < 0) return tracks;
  const next = [...tracks];
  if (verb === "remove") next.splice(at, 1);
  else if (verb === "up" && at > 0) [next[at - 1], next[at]] = [next[at], next[at - 1]];
  else if (verb === "down" && at < next.length - 1) [next[at + 1], next[at]] = [next[at], next[at + 1]];
  return next;
}

/** DJ software writes an unreleased promo as "ID" – "ID": it is imported already marked. */
export function looksUnreleased(track: Pick<ParsedTrack, "artist" | "title">): boolean {
  const id = (s: string) => /^id$/i.test(s.trim());
  return id(track.title) && (id(track.artist) || track.artist.trim() === "");
}

/** What a public page shows for a track: "ID – ID" for an unreleased one. */
export function publicTrackText(track: Pick<TracklistTrack, "artist" | "title" | "unreleased">): {
  artist: string;
  title: string;
} {
  return track.unreleased ? { artist: "ID", title: "ID" } : { artist: track.artist, title: track.title };
}

/** "122–128 BPM" over a tracklist's tracks, or null without tempos. */
export function bpmRange(tracks: ReadonlyArray<Pick<TracklistTrack, "bpm">>): string | null {
  const bpms = tracks.map((t) => t.bpm).filter((b): b is number => b !== null);
  if (bpms.length === 0) return null;
  const low = Math.round(Math.min(...bpms));
  const high = Math.round(Math.max(...bpms));
  return low === high ? `${low} BPM` : `${low}–${high} BPM`;
}

/** The commonest keys of a set, most played first (ties in the order first met): "8A, 11A, 5A". */
export function commonKeys(keys: readonly string[], count = 3): string[] {
  const tally = new Map<string, number>();
  for (const key of keys) tally.set(key, (tally.get(key) ?? 0) + 1);
  return [...tally.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key]) => key);
}

/**
 * Whether an event on a management list offers its tracklist screen: a published event whose day (in its own zone)
 * is before today's. The screen itself asks the stricter "ended before now" and answers 404 otherwise; a night that
 * ended a few hours ago is reached from the next day on, when its history file is at hand anyway.
 */
export function offersTracklist(event: { status: string; localDate: string }, today: string): boolean {
  return event.status === "published" && event.localDate < today;
}

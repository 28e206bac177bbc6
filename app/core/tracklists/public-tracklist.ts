/**
 * What the public pages show of a published tracklist, and its schema.org description. Hidden tracks never reach
 * here (the domain leaves them out); an unreleased track is "ID – ID", whatever the DJ typed.
 */
import { absoluteUrl } from "~/core/site/seo";
import { formatOffset } from "./tracklist";
import { publicTrackText, type TracklistTrack } from "./tracklist-editor";

export type PublicTrackRow = {
  n: number;
  time: string | null;
  artist: string;
  title: string;
  bpm: number | null;
  key: string | null;
  unreleased: boolean;
};

export function publicTrackRows(tracks: ReadonlyArray<TracklistTrack>): PublicTrackRow[] {
  return tracks.map((t, i) => ({
    n: i + 1,
    time: t.offsetSeconds === null ? null : formatOffset(t.offsetSeconds),
    ...publicTrackText(t),
    bpm: t.bpm === null ? null : Math.round(t.bpm),
    key: t.key,
    unreleased: t.unreleased,
  }));
}

/**
 * schema.org MusicPlaylist of one DJ's set, for `{ "script:ld+json": … }`: its tracks as MusicRecordings by their
 * artists, in play order. Unreleased tracks are left out (their names are not known to the public).
 */
export function tracklistJsonLd(
  set: { name: string; djName: string; djSlug: string; eventId: string; tracks: ReadonlyArray<PublicTrackRow> },
  origin: string,
): Record<string, unknown> {
  const tracks = set.tracks.filter((t) => !t.unreleased);
  return {
    "@context": "https://schema.org",
    "@type": "MusicPlaylist",
    name: set.name,
    url: absoluteUrl(origin, `/events/${set.eventId}`),
    creator: { "@type": "Person", name: set.djName, url: absoluteUrl(origin, `/dj/${set.djSlug}`) },
    numTracks: tracks.length,
    track: tracks.map((t) => ({
      "@type": "MusicRecording",
      position: t.n,
      name: t.title,
      ...(t.artist ? { byArtist: { "@type": "MusicGroup", name: t.artist } } : {}),
    })),
  };
}

/** A DJ's most played artists and tracks over their published sets (each played more than once). */
export type MostPlayed = {
  artists: { artist: string; plays: number }[];
  tracks: { artist: string; title: string; plays: number }[];
};

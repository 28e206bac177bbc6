import { tracklistTracks } from "~server/db/schema";

/** A track's columns as the editor and the public pages read them (TracklistTrack). */
export const trackColumns = {
  id: tracklistTracks.id,
  position: tracklistTracks.position,
  artist: tracklistTracks.artist,
  title: tracklistTracks.title,
  bpm: tracklistTracks.bpm,
  key: tracklistTracks.musicalKey,
  offsetSeconds: tracklistTracks.offsetSeconds,
  unreleased: tracklistTracks.unreleased,
  hidden: tracklistTracks.hidden,
};

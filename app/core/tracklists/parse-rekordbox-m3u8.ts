/**
 * rekordbox's history playlist, `HISTORY YYYY-MM-DD.m3u8`: `#EXTM3U`, then per track `#EXTINF:<seconds>,<Artist> -
 * <Title>` followed by the file's path. Play order only: the format has no clock times. The path line is skipped.
 */
import { finishTracklist, type ParsedTrack, type ParsedTracklist, TracklistFileError, trackOf } from "./tracklist";

const EXTINF = /^#EXTINF:\s*(-?\d+(?:\.\d+)?)\s*(?:[^,]*),(.*)$/;

export function parseRekordboxM3u8(text: string): ParsedTracklist {
  const lines = text.split(/\r\n|\r|\n/);
  const tracks: ParsedTrack[] = [];
  let pending: { artist: string; title: string; line: number } | null = null;
  lines.forEach((raw, index) => {
    const line = index + 1;
    const value = raw.trim();
    if (value === "" || value === "#EXTM3U" || (value.startsWith("#") && !value.startsWith("#EXTINF"))) return;
    if (value.startsWith("#EXTINF")) {
      const match = EXTINF.exec(value);
      if (!match)
        throw new TracklistFileError(
          "this #EXTINF line has no length and name (#EXTINF:<seconds>,<Artist> - <Title>).",
          line,
        );
      if (pending) throw new TracklistFileError("two #EXTINF lines with no file between them.", line);
      pending = { ...splitArtistTitle(match[2]), line };
      return;
    }
    // A file's path: it closes the #EXTINF before it and is never kept.
    if (!pending) throw new TracklistFileError("a file with no #EXTINF line before it.", line);
    const track = trackOf(pending, line);
    if (track) tracks.push(track);
    pending = null;
  });
  if (pending !== null) {
    const last = pending as { line: number };
    throw new TracklistFileError("this #EXTINF line has no file after it: the file ends early.", last.line);
  }
  return finishTracklist("rekordbox-m3u8", tracks);
}

/** "Artist - Title": rekordbox joins them with " - "; a title with its own " - " keeps it. */
function splitArtistTitle(name: string): { artist: string; title: string } {
  const at = name.indexOf(" - ");
  return at < 0 ? { artist: "", title: name } : { artist: name.slice(0, at), title: name.slice(at + 3) };
}

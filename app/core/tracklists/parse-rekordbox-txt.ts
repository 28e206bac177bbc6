/**
 * rekordbox's playlist export (File → Export a playlist to a file for KUVO → .txt): tab-separated, usually UTF-16LE
 * with a BOM, a header row naming whichever columns were visible (`#`, `Track Title`, `Artist`, `BPM`, `Key`,
 * `Time`, `Genre`…). Columns are found by their names, never their places. `Time` is a track's length, not when it
 * played, so this format has no offsets.
 */
import { finishTracklist, type ParsedTrack, type ParsedTracklist, TracklistFileError, trackOf } from "./tracklist";

const TITLE = ["track title", "title", "name"];
const ARTIST = ["artist"];
const BPM = ["bpm"];
const KEY = ["key", "tonality"];

export function parseRekordboxTxt(text: string): ParsedTracklist {
  const lines = text.split(/\r\n|\r|\n/);
  const headerIndex = lines.findIndex((l) => l.trim() !== "");
  if (headerIndex < 0) return finishTracklist("rekordbox-txt", []);
  const header = lines[headerIndex].split("\t").map((h) => h.trim().toLowerCase());
  const column = (names: string[]) => header.findIndex((h) => names.includes(h));
  const title = column(TITLE);
  const artist = column(ARTIST);
  if (title < 0) {
    throw new TracklistFileError(
      'the header row has no "Track Title" column (is this a rekordbox .txt export?).',
      headerIndex + 1,
    );
  }
  const bpm = column(BPM);
  const key = column(KEY);
  const tracks: ParsedTrack[] = [];
  for (let i = headerIndex + 1; i < lines.length; i++) {
    if (lines[i].trim() === "") continue;
    const cells = lines[i].split("\t");
    if (cells.length !== header.length) {
      throw new TracklistFileError(`${cells.length} columns where the header has ${header.length}.`, i + 1);
    }
    const track = trackOf(
      {
        title: cells[title],
        artist: artist < 0 ? "" : cells[artist],
        bpm: bpm < 0 ? "" : cells[bpm],
        key: key < 0 ? "" : cells[key],
      },
      i + 1,
    );
    if (track) tracks.push(track);
  }
  return finishTracklist("rekordbox-txt", tracks);
}

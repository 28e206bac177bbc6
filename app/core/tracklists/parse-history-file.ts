/**
 * One uploaded history file → a tracklist. The format is told from the content (the first line or the XML root),
 * never from the file's name; the text's encoding likewise (decode-history.ts).
 */
import { decodeHistory, type HistoryEncoding } from "./decode-history";
import { parseRekordboxM3u8 } from "./parse-rekordbox-m3u8";
import { parseRekordboxTxt } from "./parse-rekordbox-txt";
import { listRekordboxPlaylists, parseRekordboxXml } from "./parse-rekordbox-xml";
import { parseSeratoCsv } from "./parse-serato-csv";
import { parseTraktorNml } from "./parse-traktor-nml";
import {
  MAX_TRACKLIST_FILE_BYTES,
  type ParsedTracklist,
  type PlaylistChoice,
  TRACKLIST_EMPTY,
  TRACKLIST_FILE_TOO_LARGE,
  TRACKLIST_NOT_A_HISTORY,
  TracklistFileError,
} from "./tracklist";

export type HistoryFileResult =
  | { kind: "tracklist"; tracklist: ParsedTracklist; encoding: HistoryEncoding }
  | { kind: "choose-playlist"; playlists: PlaylistChoice[] };

export function parseHistoryFile(bytes: Uint8Array, options: { playlistId?: string } = {}): HistoryFileResult {
  if (bytes.length > MAX_TRACKLIST_FILE_BYTES) throw new TracklistFileError(TRACKLIST_FILE_TOO_LARGE);
  if (bytes.length === 0) throw new TracklistFileError(TRACKLIST_EMPTY);
  const { text, encoding } = decodeHistory(bytes);
  const start = text.trimStart();
  if (start === "") throw new TracklistFileError(TRACKLIST_EMPTY);
  const done = (tracklist: ParsedTracklist): HistoryFileResult => ({ kind: "tracklist", tracklist, encoding });
  if (start.startsWith("<")) {
    const head = start.slice(0, 4096);
    if (/<NML[\s>]/.test(head)) return done(parseTraktorNml(text));
    if (/<DJ_PLAYLISTS[\s>]/.test(head)) {
      const playlists = listRekordboxPlaylists(text);
      if (playlists.length === 0) throw new TracklistFileError("This rekordbox library has no playlists.");
      const chosen = options.playlistId ?? (playlists.length === 1 ? playlists[0].id : undefined);
      return chosen === undefined ? { kind: "choose-playlist", playlists } : done(parseRekordboxXml(text, chosen));
    }
    // An XML file of another kind, or one that hides a DOCTYPE before its root: the XML reader says which.
    if (/<!(DOCTYPE|ENTITY)\b/i.test(head)) return done(parseTraktorNml(text));
    throw new TracklistFileError(TRACKLIST_NOT_A_HISTORY);
  }
  const firstLine = start.slice(0, start.search(/\r|\n|$/));
  if (/^#EXT(M3U|INF)/.test(firstLine)) return done(parseRekordboxM3u8(text));
  if (firstLine.includes("\t")) return done(parseRekordboxTxt(text));
  if (firstLine.includes(",")) return done(parseSeratoCsv(text));
  throw new TracklistFileError(TRACKLIST_NOT_A_HISTORY);
}

/**
 * Tracklists read from a DJ's own software (rekordbox, Serato, Traktor). Every parser turns one history file
 * into the same shape: tracks in play order with what the DJ's software knew of each. File paths and volume
 * names are read only to join entries and never leave the parsers.
 */

export const TRACKLIST_FORMATS = [
  "rekordbox-m3u8",
  "rekordbox-txt",
  "rekordbox-xml",
  "serato-csv",
  "traktor-nml",
] as const;
export type TracklistFormat = (typeof TRACKLIST_FORMATS)[number];

export const TRACKLIST_FORMAT_LABELS: Record<TracklistFormat, string> = {
  "rekordbox-m3u8": "rekordbox history (.m3u8)",
  "rekordbox-txt": "rekordbox playlist export (.txt)",
  "rekordbox-xml": "rekordbox XML",
  "serato-csv": "Serato history (.csv)",
  "traktor-nml": "Traktor history (.nml)",
};

/** Largest history file the import takes, and the most tracks one tracklist may hold. */
export const MAX_TRACKLIST_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_TRACKLIST_FILE_LABEL = "20 MB";
export const MAX_TRACKLIST_TRACKS = 20_000;

export const TRACKLIST_FILE_TOO_LARGE = `That file is too large. Upload a history file under ${MAX_TRACKLIST_FILE_LABEL}.`;
export const TRACKLIST_TOO_MANY_TRACKS = `That history has more than ${MAX_TRACKLIST_TRACKS.toLocaleString("en-GB")} tracks. Export the one set you played.`;
export const TRACKLIST_EMPTY = "That history has no tracks in it.";
export const TRACKLIST_NOT_A_HISTORY =
  "That file is not a history we can read. Upload a rekordbox .m3u8, .txt or .xml, a Serato .csv or a Traktor .nml.";

/** Longest artist or title kept; longer cells are cut, as a DJ's tags sometimes hold whole liner notes. */
export const MAX_TRACK_TEXT = 300;

export type ParsedTrack = {
  artist: string;
  title: string;
  /** Beats per minute as the software analysed it, or null. */
  bpm: number | null;
  /** The musical key as the software writes it ("8A", "Am", "F#m"), or null. */
  key: string | null;
  /** Seconds after the set's first track started, where the format records clock times; else null. */
  offsetSeconds: number | null;
};

export type ParsedTracklist = { format: TracklistFormat; tracks: ParsedTrack[] };

/** A playlist of a rekordbox XML library, offered to the importer to pick. */
export type PlaylistChoice = { id: string; name: string; tracks: number };

/** A refusal of the file, with the 1-based line that failed where one did (shown to the importer as it is). */
export class TracklistFileError extends Error {
  readonly line: number | null;
  constructor(message: string, line: number | null = null) {
    super(line === null ? message : `Line ${line}: ${message}`);
    this.name = "TracklistFileError";
    this.line = line;
  }
}

// Control characters other than tab; a history's text never has them, a binary file renamed to .txt does.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A cell's text, trimmed, control characters dropped and cut to MAX_TRACK_TEXT; formula-like text stays text. */
export function cleanText(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = String(value).replace(CONTROL, "").replace(/\s+/g, " ").trim();
  return text.length > MAX_TRACK_TEXT ? `${text.slice(0, MAX_TRACK_TEXT - 1)}…` : text;
}

/**
 * A BPM cell: "128", "127.98", "128,00" (a European export) → a number with two decimals; blank → null.
 * Anything else is not a tempo and refuses the line (a column read wrong would fill every BPM with rubbish).
 */
export function parseBpm(value: unknown, line: number | null): number | null {
  const text = cleanText(value).replace(",", ".");
  if (text === "" || text === "0" || /^0+(\.0+)?$/.test(text)) return null;
  if (!/^\d{1,3}(\.\d+)?$/.test(text)) throw new TracklistFileError(`"${cleanText(value)}" is not a BPM.`, line);
  const bpm = Math.round(Number(text) * 100) / 100;
  return bpm >= 20 && bpm <= 999 ? bpm : null;
}

/** A key cell, or null when blank. */
export function parseKey(value: unknown): string | null {
  const text = cleanText(value);
  return text === "" ? null : text.slice(0, 12);
}

/** One track from the cells a parser found; null when it has neither artist nor title (an empty deck load). */
export function trackOf(
  cells: { artist: unknown; title: unknown; bpm?: unknown; key?: unknown; offsetSeconds?: number | null },
  line: number | null,
): ParsedTrack | null {
  const artist = cleanText(cells.artist);
  const title = cleanText(cells.title);
  if (artist === "" && title === "") return null;
  return {
    artist,
    title,
    bpm: parseBpm(cells.bpm, line),
    key: parseKey(cells.key),
    offsetSeconds: cells.offsetSeconds ?? null,
  };
}

/** The end of every parser: no tracks or too many are refused; offsets start at the first timed track. */
export function finishTracklist(format: TracklistFormat, tracks: ParsedTrack[]): ParsedTracklist {
  if (tracks.length === 0) throw new TracklistFileError(TRACKLIST_EMPTY);
  if (tracks.length > MAX_TRACKLIST_TRACKS) throw new TracklistFileError(TRACKLIST_TOO_MANY_TRACKS);
  const first = tracks.find((t) => t.offsetSeconds !== null)?.offsetSeconds ?? null;
  if (first === null) return { format, tracks };
  return {
    format,
    tracks: tracks.map((t) => ({ ...t, offsetSeconds: t.offsetSeconds === null ? null : t.offsetSeconds - first })),
  };
}

/** The 1-based line of a character index in a text. */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** "0:00", "4:05", "1:02:09": a track's time after the set's start. */
export function formatOffset(seconds: number | null): string {
  if (seconds === null) return "";
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

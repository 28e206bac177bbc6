/**
 * Serato's history export (History → Export → CSV): a header row whose columns the DJ chose (`name`, `artist`, `bpm`,
 * `key`, `start time`, `end time`, `playtime`, `deck`, `notes`, `album`…), one row for the whole session (its name
 * and start and end), then one row per track, with times like `10:04:05 PM`. Columns are found by their names.
 * Cells that look like spreadsheet formulas (`=HYPERLINK(…)`) are kept as the text they are.
 */
import { parse } from "csv-parse/sync";
import { finishTracklist, type ParsedTrack, type ParsedTracklist, TracklistFileError, trackOf } from "./tracklist";

type Row = { record: string[]; info: { lines: number } };

export function parseSeratoCsv(text: string): ParsedTracklist {
  let rows: Row[];
  try {
    rows = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_quotes: false,
      trim: false,
    }) as unknown as Row[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? null;
    throw new TracklistFileError(csvProblem(error), line);
  }
  if (rows.length === 0) return finishTracklist("serato-csv", []);
  const header = rows[0].record.map((h) => h.trim().toLowerCase());
  const column = (...names: string[]) => header.findIndex((h) => names.includes(h));
  const name = column("name", "title", "song");
  const artist = column("artist");
  if (name < 0)
    throw new TracklistFileError(
      'the header row has no "name" column (is this a Serato history export?).',
      rows[0].info.lines,
    );
  const bpm = column("bpm");
  const key = column("key");
  const start = column("start time", "start");
  const deck = column("deck");
  let body = rows.slice(1);
  // The session row: its name is the session's, it has no artist and no deck.
  const first = body[0];
  if (first && (artist < 0 || first.record[artist].trim() === "") && (deck < 0 || first.record[deck].trim() === "")) {
    body = body.slice(1);
  }
  const tracks: ParsedTrack[] = [];
  let previous: number | null = null;
  let days = 0;
  for (const { record, info } of body) {
    let seconds = start < 0 ? null : clockSeconds(record[start], info.lines);
    // A set past midnight: the clock goes back, the day goes on.
    if (seconds !== null && previous !== null && seconds + days * 86_400 < previous - 6 * 3600) days++;
    if (seconds !== null) {
      seconds += days * 86_400;
      previous = seconds;
    }
    const track = trackOf(
      {
        title: record[name],
        artist: artist < 0 ? "" : record[artist],
        bpm: bpm < 0 ? "" : record[bpm],
        key: key < 0 ? "" : record[key],
        offsetSeconds: seconds,
      },
      info.lines,
    );
    if (track) tracks.push(track);
  }
  return finishTracklist("serato-csv", tracks);
}

const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/;

/** "10:04:05 PM", "22:04:05", "9:58 am" → seconds since midnight; blank → null; anything else refuses the line. */
export function clockSeconds(value: string | undefined, line: number): number | null {
  const text = (value ?? "").trim();
  if (text === "") return null;
  const match = CLOCK.exec(text);
  if (!match) throw new TracklistFileError(`"${text}" is not a time like 10:04:05 PM.`, line);
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? 0);
  const half = match[4]?.toUpperCase();
  if (minutes > 59 || seconds > 59 || hours > (half ? 12 : 23) || (half && hours === 0)) {
    throw new TracklistFileError(`"${text}" is not a time like 10:04:05 PM.`, line);
  }
  if (half === "AM" && hours === 12) hours = 0;
  if (half === "PM" && hours < 12) hours += 12;
  return hours * 3600 + minutes * 60 + seconds;
}

function csvProblem(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH")
    return "this row has a different number of columns from the header.";
  if (code === "CSV_QUOTE_NOT_CLOSED") return "a quoted cell is never closed.";
  if (code === "CSV_INVALID_CLOSING_QUOTE" || code === "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE")
    return "a quote in the middle of a cell.";
  return "this row is not valid CSV.";
}

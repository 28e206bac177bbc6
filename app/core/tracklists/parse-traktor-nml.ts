/**
 * Traktor's history (`History/history_YYYYyMMmDDd_HHhMMmSSs.nml`): `COLLECTION/ENTRY` (`TITLE`, `ARTIST`, `INFO@KEY`,
 * `TEMPO@BPM`, `LOCATION@VOLUME`/`@DIR`/`@FILE`) and a playlist under `PLAYLISTS/NODE/SUBNODES/NODE/PLAYLIST` whose
 * entries name a collection entry by `PRIMARYKEY@KEY` — its volume, directory and file joined
 * (`osx/:Users/:dj/:Music/:track.mp3`) — with `EXTENDEDDATA`: `STARTDATE` packed as year<<16 | month<<8 | day,
 * `STARTTIME` in seconds since midnight and `PLAYEDPUBLIC`. Tracks only pre-listened in headphones are left out.
 * Volumes and paths join entries and are never kept.
 */
import { finishTracklist, type ParsedTrack, type ParsedTracklist, TracklistFileError, trackOf } from "./tracklist";
import { attr, child, children, lineOfAttribute, readHistoryXml, type XmlNode } from "./xml-history";

const REPEATED = ["ENTRY", "NODE"] as const;

/** Traktor's MUSICAL_KEY values 0–23, for entries whose INFO has no KEY text. */
const MUSICAL_KEYS = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"];

export function parseTraktorNml(text: string): ParsedTracklist {
  const doc = readHistoryXml(text, REPEATED);
  const nml = child(doc, "NML");
  if (!nml || !child(nml, "COLLECTION"))
    throw new TracklistFileError("this XML has no NML/COLLECTION: it is not a Traktor history.");
  const collection = new Map<string, XmlNode>();
  for (const entry of children(child(nml, "COLLECTION"), "ENTRY")) {
    const location = child(entry, "LOCATION");
    collection.set(`${attr(location, "VOLUME")}${attr(location, "DIR")}${attr(location, "FILE")}`, entry);
  }
  const playlist = historyPlaylist(child(nml, "PLAYLISTS"));
  if (!playlist) throw new TracklistFileError("this Traktor file has no playlist of played tracks.");
  const tracks: ParsedTrack[] = [];
  for (const entry of children(playlist, "ENTRY")) {
    const primary = child(entry, "PRIMARYKEY");
    if (attr(primary, "TYPE") !== "TRACK") continue;
    const key = attr(primary, "KEY");
    const line = lineOfAttribute(text, "KEY", key);
    const extended = child(entry, "EXTENDEDDATA");
    if (extended && attr(extended, "PLAYEDPUBLIC") === "0") continue;
    const found = collection.get(key);
    if (!found) throw new TracklistFileError("the history lists a track its collection does not have.", line);
    const info = child(found, "INFO");
    const musical = attr(child(found, "MUSICAL_KEY"), "VALUE");
    const parsed = trackOf(
      {
        artist: attr(found, "ARTIST"),
        title: attr(found, "TITLE"),
        bpm: attr(child(found, "TEMPO"), "BPM"),
        key: attr(info, "KEY") || musicalKey(musical),
        offsetSeconds: extended ? playedAt(attr(extended, "STARTDATE"), attr(extended, "STARTTIME"), line) : null,
      },
      line,
    );
    if (parsed) tracks.push(parsed);
  }
  return finishTracklist("traktor-nml", tracks);
}

/** The playlist whose entries carry history data (Traktor's HISTORY node); else the first playlist. */
function historyPlaylist(playlists: XmlNode | undefined): XmlNode | undefined {
  const found: XmlNode[] = [];
  const walk = (node: XmlNode | undefined) => {
    for (const sub of children(node, "NODE")) {
      const playlist = child(sub, "PLAYLIST");
      if (playlist) found.push(playlist);
      walk(child(sub, "SUBNODES"));
    }
  };
  walk(playlists);
  return found.find((p) => children(p, "ENTRY").some((e) => child(e, "EXTENDEDDATA"))) ?? found[0];
}

/** Seconds since the epoch (UTC clock) of a packed STARTDATE and a STARTTIME; null when either is missing. */
export function playedAt(startDate: string, startTime: string, line: number | null): number | null {
  if (startDate === "" || startTime === "") return null;
  const packed = Number(startDate);
  const time = Number(startTime);
  const year = packed >> 16;
  const month = (packed >> 8) & 0xff;
  const day = packed & 0xff;
  if (
    !Number.isInteger(packed) ||
    !Number.isFinite(time) ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > 31 ||
    year < 1990
  ) {
    throw new TracklistFileError(
      `STARTDATE "${startDate}" and STARTTIME "${startTime}" are not a date and time.`,
      line,
    );
  }
  return Date.UTC(year, month - 1, day) / 1000 + time;
}

function musicalKey(value: string): string {
  const n = Number(value);
  if (value === "" || !Number.isInteger(n) || n < 0 || n > 23) return "";
  return n < 12 ? MUSICAL_KEYS[n] : `${MUSICAL_KEYS[n - 12]}m`;
}

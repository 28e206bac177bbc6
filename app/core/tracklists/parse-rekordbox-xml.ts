/**
 * rekordbox's XML library export: `DJ_PLAYLISTS/COLLECTION/TRACK` (`TrackID`, `Name`, `Artist`, `AverageBpm`,
 * `Tonality`, `Location`) and `PLAYLISTS/NODE` folders (`Type="0"`) holding playlists (`Type="1"`). A playlist's
 * `TRACK@Key` is a `TrackID` when it has `KeyType="0"` and a `Location` when `KeyType="1"`. A library holds many
 * playlists: the importer picks one (listRekordboxPlaylists), then it is read (parseRekordboxXml). Locations join
 * entries and are never kept. No clock times in this format.
 */
import {
  finishTracklist,
  type ParsedTrack,
  type ParsedTracklist,
  type PlaylistChoice,
  TracklistFileError,
  trackOf,
} from "./tracklist";
import { attr, child, children, lineOfAttribute, readHistoryXml, type XmlNode } from "./xml-history";

const REPEATED = ["TRACK", "NODE"] as const;

type Playlist = PlaylistChoice & { node: XmlNode };

function read(text: string): { root: XmlNode; playlists: Playlist[] } {
  const doc = readHistoryXml(text, REPEATED);
  const root = child(doc, "DJ_PLAYLISTS");
  if (!root || !child(root, "COLLECTION")) {
    throw new TracklistFileError("this XML has no DJ_PLAYLISTS/COLLECTION: it is not a rekordbox library export.");
  }
  const playlists: Playlist[] = [];
  const walk = (node: XmlNode, path: string[]) => {
    for (const sub of children(node, "NODE")) {
      const name = attr(sub, "Name");
      if (attr(sub, "Type") === "1") {
        playlists.push({
          id: String(playlists.length + 1),
          name: [...path, name].join(" › "),
          tracks: children(sub, "TRACK").length,
          node: sub,
        });
      } else walk(sub, name === "ROOT" && path.length === 0 ? [] : [...path, name]);
    }
  };
  walk(child(root, "PLAYLISTS") ?? {}, []);
  return { root, playlists };
}

/** The playlists of a library, in the order rekordbox lists them, for the importer to pick one. */
export function listRekordboxPlaylists(text: string): PlaylistChoice[] {
  return read(text).playlists.map(({ id, name, tracks }) => ({ id, name, tracks }));
}

export function parseRekordboxXml(text: string, playlistId: string): ParsedTracklist {
  const { root, playlists } = read(text);
  const playlist = playlists.find((p) => p.id === playlistId);
  if (!playlist) throw new TracklistFileError("Pick one of the library's playlists.");
  const byKey = attr(playlist.node, "KeyType") === "1" ? "Location" : "TrackID";
  const collection = new Map<string, XmlNode>();
  for (const track of children(child(root, "COLLECTION"), "TRACK")) {
    collection.set(normalKey(attr(track, byKey)), track);
  }
  const tracks: ParsedTrack[] = [];
  for (const entry of children(playlist.node, "TRACK")) {
    const key = attr(entry, "Key");
    const track = collection.get(normalKey(key));
    const line = lineOfAttribute(text, "Key", key);
    if (!track)
      throw new TracklistFileError(`playlist "${playlist.name}" lists a track the collection does not have.`, line);
    const parsed = trackOf(
      {
        artist: attr(track, "Artist"),
        title: attr(track, "Name"),
        bpm: attr(track, "AverageBpm"),
        key: attr(track, "Tonality"),
      },
      lineOfAttribute(text, byKey, attr(track, byKey)),
    );
    if (parsed) tracks.push(parsed);
  }
  return finishTracklist("rekordbox-xml", tracks);
}

/** rekordbox writes locations percent-encoded, sometimes with different escapes for the same path. */
function normalKey(key: string): string {
  try {
    return decodeURI(key);
  } catch {
    return key;
  }
}

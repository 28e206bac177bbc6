import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { decodeHistory, detectHistoryEncoding } from "./decode-history";
import { parseHistoryFile } from "./parse-history-file";
import { listRekordboxPlaylists, parseRekordboxXml } from "./parse-rekordbox-xml";
import { clockSeconds } from "./parse-serato-csv";
import { playedAt } from "./parse-traktor-nml";
import {
  formatOffset,
  MAX_TRACKLIST_FILE_BYTES,
  MAX_TRACKLIST_TRACKS,
  type ParsedTrack,
  TRACKLIST_EMPTY,
  TRACKLIST_FILE_TOO_LARGE,
  TRACKLIST_NOT_A_HISTORY,
  TRACKLIST_TOO_MANY_TRACKS,
  TracklistFileError,
} from "./tracklist";

const fixture = (name: string) => new Uint8Array(readFileSync(join("tests/fixtures/tracklists", name)));

function tracksOf(name: string, playlistId?: string): ParsedTrack[] {
  const result = parseHistoryFile(fixture(name), { playlistId });
  if (result.kind !== "tracklist") throw new Error(`expected a tracklist from ${name}`);
  return result.tracklist.tracks;
}

function refusal(run: () => unknown): TracklistFileError {
  try {
    run();
  } catch (error) {
    if (error instanceof TracklistFileError) return error;
    throw error;
  }
  throw new Error("expected the file to be refused");
}

const PATHS = /Users|Volumes|Macintosh|file:|:\\|\.mp3|\.aiff|\.wav|\.flac|nadia\b/i;

describe("encodings", () => {
  it("tells UTF-8 with and without a BOM, UTF-16LE/BE with a BOM and Windows-1252", () => {
    expect(detectHistoryEncoding(fixture("rekordbox-history.m3u8")).encoding).toBe("utf-8");
    expect(detectHistoryEncoding(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toEqual({
      encoding: "utf-8",
      bomLength: 3,
    });
    expect(detectHistoryEncoding(fixture("rekordbox-playlist-utf16le.txt"))).toEqual({
      encoding: "utf-16le",
      bomLength: 2,
    });
    expect(detectHistoryEncoding(fixture("rekordbox-playlist-utf16be.txt"))).toEqual({
      encoding: "utf-16be",
      bomLength: 2,
    });
    expect(detectHistoryEncoding(fixture("serato-history-cp1252.csv")).encoding).toBe("windows-1252");
  });

  it("reads UTF-16 without a BOM from its zero bytes", () => {
    const bytes = new Uint8Array(Buffer.from("Artist\tTrack Title\nDixon\tPolymorphism\n", "utf16le"));
    expect(detectHistoryEncoding(bytes)).toEqual({ encoding: "utf-16le", bomLength: 0 });
    expect(decodeHistory(bytes).text).toContain("Polymorphism");
  });

  it("refuses a binary file that has a history's name", () => {
    expect(refusal(() => parseHistoryFile(fixture("not-a-history.txt"))).message).toBe(TRACKLIST_NOT_A_HISTORY);
  });
});

describe("rekordbox history .m3u8", () => {
  it("reads artist and title from each #EXTINF, in play order, and never the file paths", () => {
    const tracks = tracksOf("rekordbox-history.m3u8");
    expect(tracks.map((t) => [t.artist, t.title])).toEqual([
      ["Âme", "Rej"],
      ["Kerri Chandler", "Rain - Original Mix"],
      ["Röyksopp", "What Else Is There? (Trentemøller Remix)"],
      ["ID", "ID"],
    ]);
    expect(tracks.every((t) => t.offsetSeconds === null && t.bpm === null)).toBe(true);
    expect(JSON.stringify(tracks)).not.toMatch(PATHS);
  });

  it("names the line of a broken #EXTINF", () => {
    const error = refusal(() => parseHistoryFile(fixture("rekordbox-history-malformed.m3u8")));
    expect(error.line).toBe(4);
    expect(error.message).toMatch(/^Line 4: this #EXTINF line/);
  });

  it("refuses a path with no #EXTINF and an #EXTINF with no path", () => {
    const text = new TextEncoder().encode("#EXTM3U\n/Volumes/USB/a.mp3\n");
    expect(refusal(() => parseHistoryFile(text)).message).toBe("Line 2: a file with no #EXTINF line before it.");
    const cut = new TextEncoder().encode("#EXTM3U\n#EXTINF:300,A - B\n");
    expect(refusal(() => parseHistoryFile(cut)).line).toBe(2);
  });
});

describe("rekordbox playlist .txt", () => {
  it("reads a UTF-16LE export by its column names; formula-like cells stay text", () => {
    const tracks = tracksOf("rekordbox-playlist-utf16le.txt");
    expect(tracks).toHaveLength(5);
    expect(tracks[0]).toEqual({ artist: "Âme", title: "Rej", bpm: 122, key: "8A", offsetSeconds: null });
    expect(tracks[1]).toMatchObject({ artist: "CamelPhat & Elderbrook", title: "Cola", bpm: 124, key: "11A" });
    expect(tracks[2]).toMatchObject({ artist: "Kölsch", title: "Kölsch – Grey", bpm: 121.98, key: "Am" });
    expect(tracks[4].title).toBe('=HYPERLINK("http://evil.example","click")');
    expect(tracks[4].bpm).toBeNull();
  });

  it("reads another column order in UTF-16BE", () => {
    expect(tracksOf("rekordbox-playlist-utf16be.txt")).toEqual([
      { artist: "Dixon", title: "Polymorphism", bpm: 120.5, key: "5A", offsetSeconds: null },
      { artist: "Nina Kraviz", title: "Ghetto Kraviz", bpm: 126, key: "10A", offsetSeconds: null },
    ]);
  });

  it("names the row whose columns do not match the header, and a BPM that is not one", () => {
    expect(refusal(() => parseHistoryFile(fixture("rekordbox-playlist-bad-row.txt"))).message).toBe(
      "Line 3: 5 columns where the header has 11.",
    );
    expect(refusal(() => parseHistoryFile(fixture("rekordbox-playlist-bad-bpm.txt"))).message).toBe(
      'Line 3: "fast" is not a BPM.',
    );
  });

  it("refuses a header without a title column", () => {
    const bytes = new TextEncoder().encode("Artist\tBPM\nDixon\t120\n");
    expect(refusal(() => parseHistoryFile(bytes)).line).toBe(1);
  });
});

describe("rekordbox XML", () => {
  const xml = new TextDecoder().decode(fixture("rekordbox-library.xml"));

  it("lists the library's playlists for the importer to pick, folders in their names", () => {
    expect(listRekordboxPlaylists(xml)).toEqual([
      { id: "1", name: "Kessel warm-up", tracks: 2 },
      { id: "2", name: "HISTORY › HISTORY 2026-11-28", tracks: 3 },
    ]);
    expect(parseHistoryFile(fixture("rekordbox-library.xml"))).toEqual({
      kind: "choose-playlist",
      playlists: listRekordboxPlaylists(xml),
    });
  });

  it("joins a KeyType 0 playlist by TrackID, entities decoded", () => {
    expect(parseRekordboxXml(xml, "1").tracks).toEqual([
      { artist: "Âme", title: "Rej", bpm: 122, key: "8A", offsetSeconds: null },
      { artist: "Kerri Chandler", title: "Rain & Thunder", bpm: 123.5, key: "Fm", offsetSeconds: null },
    ]);
  });

  it("joins a KeyType 1 playlist by location, which is never kept", () => {
    const tracks = tracksOf("rekordbox-library.xml", "2");
    expect(tracks.map((t) => `${t.artist} – ${t.title}`)).toEqual([
      "Jeff Mills – The Bells",
      "Rhythim Is Rhythim – Strings of Life",
      "Âme – Rej",
    ]);
    expect(tracks[1].bpm).toBeNull();
    expect(JSON.stringify(tracks)).not.toMatch(PATHS);
  });

  it("names the line of a playlist entry the collection does not have", () => {
    const error = refusal(() => parseHistoryFile(fixture("rekordbox-missing-track.xml")));
    expect(error.line).toBe(10);
    expect(error.message).toContain("the collection does not have");
  });

  it("never resolves an external entity: the file is refused at its DOCTYPE", () => {
    const error = refusal(() => parseHistoryFile(fixture("rekordbox-external-entity.xml")));
    expect(error.line).toBe(2);
    expect(error.message).toContain("DOCTYPE");
  });
});

describe("Serato history CSV", () => {
  it("skips the session row, reads columns by name and times past midnight", () => {
    const tracks = tracksOf("serato-history.csv");
    expect(tracks.map((t) => [t.artist, t.title, t.offsetSeconds])).toEqual([
      ["Cassius", "Hypercolour", 0],
      ["808 State", "Pacific State", 380],
      ["Energy 52", "Café del Mar (Energy 52 Remix)", 715],
      ["+SUM(A1)", '=HYPERLINK("http://evil.example","ID")', 1130],
      ["ID", "ID", 1430],
    ]);
    expect(tracks[2]).toMatchObject({ bpm: 134.5, key: "Em" });
  });

  it("reads Windows-1252", () => {
    expect(tracksOf("serato-history-cp1252.csv")).toEqual([
      { artist: "Kölsch", title: "Déjà Vu", bpm: 122, key: null, offsetSeconds: 0 },
      { artist: "Àme & Björk", title: "Señorita", bpm: 120, key: null, offsetSeconds: 385 },
    ]);
  });

  it("names the line of an unclosed quote and of a time that is not one", () => {
    const error = refusal(() => parseHistoryFile(fixture("serato-history-malformed.csv")));
    expect(error.message).toMatch(/^Line \d+: /);
    expect(error.line).toBeGreaterThanOrEqual(4);
    expect(refusal(() => parseHistoryFile(fixture("serato-history-bad-time.csv"))).message).toBe(
      'Line 4: "25:61:00 PM" is not a time like 10:04:05 PM.',
    );
  });

  it("reads 12-hour and 24-hour clocks", () => {
    expect(clockSeconds("10:04:05 PM", 1)).toBe(22 * 3600 + 245);
    expect(clockSeconds("12:00:01 AM", 1)).toBe(1);
    expect(clockSeconds("12:30 pm", 1)).toBe(12.5 * 3600);
    expect(clockSeconds("22:04:05", 1)).toBe(22 * 3600 + 245);
    expect(clockSeconds("", 1)).toBeNull();
  });
});

describe("Traktor history .nml", () => {
  it("joins PRIMARYKEY to the collection, leaves out tracks not played publicly, times from STARTDATE", () => {
    const tracks = tracksOf("traktor-history.nml");
    expect(tracks).toEqual([
      { artist: "Plastikman", title: "Spastik", bpm: 130, key: "6m", offsetSeconds: 0 },
      { artist: "Joey Beltram", title: "Energy Flash", bpm: 132.5, key: "Am", offsetSeconds: 90 },
      { artist: "Mr. Fingers", title: "Can You Feel It", bpm: 120, key: "11d", offsetSeconds: 420 },
      { artist: "Darude", title: "Sandstorm & Co", bpm: 136, key: null, offsetSeconds: 800 },
    ]);
    expect(JSON.stringify(tracks)).not.toMatch(PATHS);
  });

  it("unpacks STARTDATE as year<<16 | month<<8 | day", () => {
    const packed = (2026 << 16) | (12 << 8) | 7;
    expect(playedAt(String(packed), "3600", 1)).toBe(Date.UTC(2026, 11, 7, 1) / 1000);
    expect(() => playedAt("12", "0", 5)).toThrow("Line 5:");
  });

  it("names the line of broken XML", () => {
    const error = refusal(() => parseHistoryFile(fixture("traktor-history-broken.nml")));
    expect(error.line).toBe(23);
    expect(error.message).toMatch(/^Line 23: the XML is broken here/);
  });

  it("never expands entities (billion laughs)", () => {
    const error = refusal(() => parseHistoryFile(fixture("traktor-billion-laughs.nml")));
    expect(error.line).toBe(2);
    expect(error.message).toContain("DOCTYPE");
  });
});

describe("limits", () => {
  it("refuses an empty file, an empty history, an oversized file and more than 20,000 tracks", () => {
    expect(refusal(() => parseHistoryFile(new Uint8Array())).message).toBe(TRACKLIST_EMPTY);
    expect(refusal(() => parseHistoryFile(new TextEncoder().encode("#EXTM3U\r\n"))).message).toBe(TRACKLIST_EMPTY);
    expect(refusal(() => parseHistoryFile(new TextEncoder().encode("name,artist\r\n"))).message).toBe(TRACKLIST_EMPTY);
    expect(refusal(() => parseHistoryFile(new Uint8Array(MAX_TRACKLIST_FILE_BYTES + 1))).message).toBe(
      TRACKLIST_FILE_TOO_LARGE,
    );
    const rows = Array.from({ length: MAX_TRACKLIST_TRACKS + 1 }, (_, i) => `Artist ${i}\tTrack ${i}`);
    const big = new TextEncoder().encode(`Artist\tTrack Title\n${rows.join("\n")}\n`);
    expect(refusal(() => parseHistoryFile(big)).message).toBe(TRACKLIST_TOO_MANY_TRACKS);
    const fits = new TextEncoder().encode(`Artist\tTrack Title\n${rows.slice(1).join("\n")}\n`);
    const result = parseHistoryFile(fits);
    expect(result.kind === "tracklist" && result.tracklist.tracks.length).toBe(MAX_TRACKLIST_TRACKS);
  });

  it("refuses text that is no history format", () => {
    expect(refusal(() => parseHistoryFile(new TextEncoder().encode("hello world\n"))).message).toBe(
      TRACKLIST_NOT_A_HISTORY,
    );
    expect(refusal(() => parseHistoryFile(new TextEncoder().encode("<html><body/></html>"))).message).toBe(
      TRACKLIST_NOT_A_HISTORY,
    );
  });

  it("formats offsets", () => {
    expect(formatOffset(0)).toBe("0:00");
    expect(formatOffset(245)).toBe("4:05");
    expect(formatOffset(3729)).toBe("1:02:09");
    expect(formatOffset(null)).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import {
  applyTrackIntent,
  bpmRange,
  commonKeys,
  looksUnreleased,
  offersTracklist,
  publicTrackText,
} from "./tracklist-editor";
import { parseTracklistEdits, TRACK_NEEDS_TEXT, TRACK_TEXT_TOO_LONG } from "./tracklist-edits";

const a = "0b9c2f9e-4a43-4f1e-9a55-6f3b2d1c0a11";
const b = "1c9c2f9e-4a43-4f1e-9a55-6f3b2d1c0a12";
const c = "2d9c2f9e-4a43-4f1e-9a55-6f3b2d1c0a13";

function form(intent: string, rows: Record<string, string>[]): FormData {
  const data = new FormData();
  data.set("intent", intent);
  for (const row of rows) {
    data.append("track", row.id);
    for (const [k, v] of Object.entries(row)) if (k !== "id") data.set(`${k}:${row.id}`, v);
  }
  return data;
}

const rows: Record<string, string>[] = [
  { id: a, artist: "Âme", title: "Rej" },
  { id: b, artist: "ID", title: "ID", unreleased: "on" },
  { id: c, artist: " Kölsch ", title: "Grey", hidden: "on" },
];

describe("tracklist editor form", () => {
  it("reads every row in order with its flags; save keeps the order", () => {
    expect(parseTracklistEdits(form("save", rows))).toEqual({
      ok: true,
      intent: "save",
      tracks: [
        { id: a, artist: "Âme", title: "Rej", unreleased: false, hidden: false },
        { id: b, artist: "ID", title: "ID", unreleased: true, hidden: false },
        { id: c, artist: "Kölsch", title: "Grey", unreleased: false, hidden: true },
      ],
    });
  });

  it("moves a row up or down and removes one, keeping the other rows' edits", () => {
    const ids = (intent: string) => {
      const parsed = parseTracklistEdits(form(intent, rows));
      return parsed.ok ? parsed.tracks.map((t) => t.id) : parsed.error;
    };
    expect(ids(`up:${b}`)).toEqual([b, a, c]);
    expect(ids(`up:${a}`)).toEqual([a, b, c]);
    expect(ids(`down:${b}`)).toEqual([a, c, b]);
    expect(ids(`down:${c}`)).toEqual([a, b, c]);
    expect(ids(`remove:${a}`)).toEqual([b, c]);
    expect(applyTrackIntent([{ id: a }], "publish")).toEqual([{ id: a }]);
  });

  it("refuses unknown intents, foreign ids, empty rows and over-long text", () => {
    expect(parseTracklistEdits(form("drop-table", rows)).ok).toBe(false);
    expect(parseTracklistEdits(form("save", [{ id: "1 or 1=1", artist: "x", title: "y" }])).ok).toBe(false);
    expect(parseTracklistEdits(form("save", [{ id: a, artist: "", title: " " }]))).toEqual({
      ok: false,
      error: TRACK_NEEDS_TEXT,
    });
    expect(parseTracklistEdits(form("save", [{ id: a, artist: "x".repeat(301), title: "y" }]))).toEqual({
      ok: false,
      error: TRACK_TEXT_TOO_LONG,
    });
  });

  it("marks ID – ID imports and shows them so", () => {
    expect(looksUnreleased({ artist: "ID", title: "ID" })).toBe(true);
    expect(looksUnreleased({ artist: "", title: "id" })).toBe(true);
    expect(looksUnreleased({ artist: "Idris Elba", title: "ID" })).toBe(false);
    expect(publicTrackText({ artist: "Kölsch", title: "Grey", unreleased: true })).toEqual({
      artist: "ID",
      title: "ID",
    });
    expect(publicTrackText({ artist: "Kölsch", title: "Grey", unreleased: false })).toEqual({
      artist: "Kölsch",
      title: "Grey",
    });
  });

  it("names a set's commonest keys", () => {
    expect(commonKeys(["8A", "11A", "8A", "5A", "11A", "8A", "2A"])).toEqual(["8A", "11A", "5A"]);
    expect(commonKeys([])).toEqual([]);
  });

  it("gives a BPM range", () => {
    expect(bpmRange([{ bpm: 122 }, { bpm: null }, { bpm: 127.6 }])).toBe("122–128 BPM");
    expect(bpmRange([{ bpm: 124 }])).toBe("124 BPM");
    expect(bpmRange([{ bpm: null }])).toBeNull();
  });
});

describe("offersTracklist", () => {
  it("offers the tracklist screen for published events of an earlier day only", () => {
    const today = "2026-12-07";
    expect(offersTracklist({ status: "published", localDate: "2026-12-06" }, today)).toBe(true);
    expect(offersTracklist({ status: "published", localDate: "2026-12-07" }, today)).toBe(false);
    expect(offersTracklist({ status: "published", localDate: "2026-12-24" }, today)).toBe(false);
    for (const status of ["draft", "pending", "rejected", "cancelled"])
      expect(offersTracklist({ status, localDate: "2026-11-01" }, today), status).toBe(false);
  });
});

/**
 * Parsing the tracklist editor's submit (the server action's only validator of it). Apart from tracklist-editor.ts,
 * which the public DJ and event pages read, so that zod stays out of those pages' first-load JavaScript.
 */
import { z } from "zod";
import { MAX_TRACK_TEXT } from "./tracklist";
import { applyTrackIntent, type TrackEdit, type TracklistIntent } from "./tracklist-editor";

const uuid = z.string().uuid();
const intentSchema = z.union([
  z.enum(["save", "publish", "unpublish"]),
  z.string().regex(/^(up|down|remove):[0-9a-f-]{36}$/),
]);

export const TRACK_TEXT_TOO_LONG = `Keep artists and titles under ${MAX_TRACK_TEXT} characters.`;
export const TRACK_NEEDS_TEXT = "Each track needs an artist or a title (or mark it ID).";

export type ParsedEdits = { ok: true; intent: TracklistIntent; tracks: TrackEdit[] } | { ok: false; error: string };

/** What the editor says when the tracks it sent are not the stored set (another tab changed it meanwhile). */
export const TRACKLIST_CHANGED_MESSAGE = "The tracklist changed while you edited it. Reload the page.";

/** Reads the editor's fields: `track` (ids in order), `artist:<id>`, `title:<id>`, `unreleased:<id>`, `hidden:<id>`. */
export function parseTracklistEdits(form: FormData): ParsedEdits {
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!intent.success) return { ok: false, error: "Choose what to do with the tracklist." };
  const ids = form.getAll("track").map(String);
  if (!ids.every((id) => uuid.safeParse(id).success) || new Set(ids).size !== ids.length) {
    return { ok: false, error: TRACKLIST_CHANGED_MESSAGE };
  }
  const tracks: TrackEdit[] = [];
  for (const id of ids) {
    const artist = String(form.get(`artist:${id}`) ?? "").trim();
    const title = String(form.get(`title:${id}`) ?? "").trim();
    const unreleased = form.get(`unreleased:${id}`) === "on";
    if (artist.length > MAX_TRACK_TEXT || title.length > MAX_TRACK_TEXT)
      return { ok: false, error: TRACK_TEXT_TOO_LONG };
    if (!unreleased && artist === "" && title === "") return { ok: false, error: TRACK_NEEDS_TEXT };
    tracks.push({ id, artist, title, unreleased, hidden: form.get(`hidden:${id}`) === "on" });
  }
  return {
    ok: true,
    intent: intent.data as TracklistIntent,
    tracks: applyTrackIntent(tracks, intent.data as TracklistIntent),
  };
}

import { data } from "react-router";
import { parseHistoryFile } from "~/core/tracklists/parse-history-file";
import {
  MAX_TRACKLIST_FILE_BYTES,
  type PlaylistChoice,
  TRACKLIST_FILE_TOO_LARGE,
  TracklistFileError,
} from "~/core/tracklists/tracklist";
import { parseTracklistEdits } from "~/core/tracklists/tracklist-editor";
import { AppError } from "~server/domain/app-error.server";
import { findTracklistGig, type TracklistGig } from "~server/domain/tracklists/find-tracklist-gig.server";
import { getTracklistDraft } from "~server/domain/tracklists/get-tracklist-draft.server";
import { importTracklist } from "~server/domain/tracklists/import-tracklist.server";
import { saveTracklist } from "~server/domain/tracklists/save-tracklist.server";
import type { SignedInContext } from "./access.server";
import { appErrorStatus } from "./app-error-response.server";

export type TracklistActionData =
  | { ok: true; message: string }
  | { ok: false; error: string; playlists?: PlaylistChoice[] };

const NOT_FOUND = () => data({ screen: "not-found" as const }, { status: 404 });

/** The gig and the chosen DJ of a tracklist screen (`?dj=<slug>`, else the first DJ the user manages there); else 404. */
export async function loadTracklistGig(ctx: SignedInContext, eventId: string, djSlug: string | null) {
  const gig = await findTracklistGig(ctx.database.db, ctx.userId, eventId, new Date());
  if (!gig) throw NOT_FOUND();
  const dj = djSlug ? gig.djs.find((d) => d.slug === djSlug) : gig.djs[0];
  if (!dj) throw NOT_FOUND();
  const draft = await getTracklistDraft(ctx.database.db, gig.event.id, dj.id);
  return { gig, dj, draft };
}

/**
 * The tracklist screen's action. A multipart post with a file imports it (checked by content; nothing is stored when
 * the file is refused); the editor's posts save rows, move, remove, publish or unpublish. The DJ comes from the form
 * and must be one the user manages on this gig.
 */
export async function handleTracklistAction(request: Request, ctx: SignedInContext, eventId: string) {
  const gig = await findTracklistGig(ctx.database.db, ctx.userId, eventId, new Date());
  if (!gig) throw NOT_FOUND();
  const form = await request.formData();
  const dj = gig.djs.find((d) => d.id === form.get("dj"));
  if (!dj) return refuse("Choose which DJ's set this is.", 400);
  if (form.get("intent") === "import") return importFile(ctx, gig, dj.id, form);
  const draft = await getTracklistDraft(ctx.database.db, gig.event.id, dj.id);
  if (!draft) return refuse("Import a history file first.", 400);
  const edits = parseTracklistEdits(form);
  if (!edits.ok) return refuse(edits.error, 400);
  const publish = edits.intent === "publish" ? true : edits.intent === "unpublish" ? false : undefined;
  try {
    const saved = await saveTracklist(ctx.database.db, draft.id, edits.tracks, publish);
    const message =
      publish === true
        ? "Published. The tracklist is on the event and DJ pages."
        : publish === false
          ? "Unpublished. The tracklist is hidden from the public pages."
          : saved.publishedAt
            ? "Saved. The public pages show the change."
            : "Saved.";
    return { ok: true, message } satisfies TracklistActionData;
  } catch (error) {
    if (error instanceof AppError) return refuse(error.message, appErrorStatus(error));
    throw error;
  }
}

async function importFile(ctx: SignedInContext, gig: TracklistGig, djProfileId: string, form: FormData) {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return refuse("Choose a history file to import.", 400);
  if (file.size > MAX_TRACKLIST_FILE_BYTES) return refuse(TRACKLIST_FILE_TOO_LARGE, 413);
  const playlist = form.get("playlist");
  try {
    const result = parseHistoryFile(new Uint8Array(await file.arrayBuffer()), {
      playlistId: typeof playlist === "string" && playlist !== "" ? playlist : undefined,
    });
    if (result.kind === "choose-playlist") {
      return data(
        {
          ok: false,
          error: "This rekordbox library holds several playlists. Pick the set you played, then import again.",
          playlists: result.playlists,
        } satisfies TracklistActionData,
        { status: 422 },
      );
    }
    await importTracklist(ctx.database.db, {
      eventUuid: gig.event.id,
      djProfileId,
      userId: ctx.userId,
      tracklist: result.tracklist,
    });
    const n = result.tracklist.tracks.length;
    return {
      ok: true,
      message: `Imported ${n} track${n === 1 ? "" : "s"}. Check them below, then publish.`,
    } satisfies TracklistActionData;
  } catch (error) {
    if (error instanceof TracklistFileError) return refuse(`We could not import that file. ${error.message}`, 422);
    throw error;
  }
}

function refuse(error: string, status: number) {
  return data({ ok: false, error } satisfies TracklistActionData, { status });
}

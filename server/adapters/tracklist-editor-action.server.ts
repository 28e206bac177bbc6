import { data } from "react-router";
import { formatEventDate } from "~/core/events/events";
import { parseHistoryFile } from "~/core/tracklists/parse-history-file";
import {
  MAX_TRACKLIST_FILE_BYTES,
  type PlaylistChoice,
  TRACKLIST_FILE_TOO_LARGE,
  TRACKLIST_FORMAT_LABELS,
  TracklistFileError,
} from "~/core/tracklists/tracklist";
import { parseTracklistEdits } from "~/core/tracklists/tracklist-edits";
import { AppError } from "~server/domain/app-error.server";
import {
  findTracklistGig,
  type TracklistGig,
  type TracklistScope,
} from "~server/domain/tracklists/find-tracklist-gig.server";
import { getTracklistDraft } from "~server/domain/tracklists/get-tracklist-draft.server";
import { importTracklist } from "~server/domain/tracklists/import-tracklist.server";
import { saveTracklist } from "~server/domain/tracklists/save-tracklist.server";
import type { SignedInContext } from "./access.server";
import { auditAdminAction } from "./admin-audit.server";
import { appErrorStatus } from "./app-error-response.server";

export type TracklistActionData =
  | { ok: true; message: string }
  | { ok: false; error: string; playlists?: PlaylistChoice[] };

const NOT_FOUND = () => data({ screen: "not-found" as const }, { status: 404 });

export type { TracklistScope };

/**
 * What every tracklist screen shows (the DJ managers', a venue's, a production line's, the admins'): the gig, the DJs
 * the scope may import for, the chosen one (`?dj=<slug>`, else the first) and its draft. Not past, not the scope's,
 * or an unknown DJ: 404. A gig of the event's own managers without a DJ that has a Booth page has `dj: null`.
 */
export async function loadTracklistScreen(
  ctx: SignedInContext,
  scope: TracklistScope,
  eventId: string,
  djSlug: string | null,
) {
  const gig = await findTracklistGig(ctx.database.db, scope, eventId, new Date());
  if (!gig) throw NOT_FOUND();
  const dj = djSlug ? gig.djs.find((d) => d.slug === djSlug) : gig.djs[0];
  if (djSlug && !dj) throw NOT_FOUND();
  const draft = dj ? await getTracklistDraft(ctx.database.db, gig.event.id, dj.id) : null;
  return {
    event: {
      name: gig.event.eventName,
      when: formatEventDate(gig.event.eventDate, gig.event.timeZone),
      venue: gig.event.venue,
      eventId: gig.event.eventId,
    },
    djs: gig.djs.map(({ slug, displayName }) => ({ slug, displayName })),
    dj: dj ?? null,
    draft: draft && {
      format: TRACKLIST_FORMAT_LABELS[draft.format],
      published: draft.publishedAt !== null,
      tracks: draft.tracks,
    },
  };
}

export type TracklistScreenData = Awaited<ReturnType<typeof loadTracklistScreen>>;

/**
 * The tracklist screen's action. A multipart post with a file imports it (checked by content; nothing is stored when
 * the file is refused); the editor's posts save rows, move, remove, publish or unpublish. The DJ comes from the form
 * and must be one the scope may import for on this gig. An admin's changes go to the audit log.
 */
export async function handleTracklistAction(
  request: Request,
  ctx: SignedInContext,
  scope: TracklistScope,
  eventId: string,
) {
  const gig = await findTracklistGig(ctx.database.db, scope, eventId, new Date());
  if (!gig) throw NOT_FOUND();
  const form = await request.formData();
  const dj = gig.djs.find((d) => d.id === form.get("dj"));
  if (!dj) return refuse("Choose which DJ's set this is.", 400);
  const audit = (
    action: "tracklist.import" | "tracklist.edit" | "tracklist.publish",
    after: Record<string, unknown>,
  ) =>
    scope.kind === "admin"
      ? auditAdminAction(ctx.database.db, ctx.userId, {
          action,
          targetType: "event",
          targetId: gig.event.eventId,
          targetLabel: `${gig.event.eventName} · ${dj.displayName}`,
          after: { dj: dj.slug, ...after },
        })
      : Promise.resolve();
  if (form.get("intent") === "import") return importFile(ctx, gig, dj.id, form, audit);
  const draft = await getTracklistDraft(ctx.database.db, gig.event.id, dj.id);
  if (!draft) return refuse("Import a history file first.", 400);
  const edits = parseTracklistEdits(form);
  if (!edits.ok) return refuse(edits.error, 400);
  const publish = edits.intent === "publish" ? true : edits.intent === "unpublish" ? false : undefined;
  try {
    const saved = await saveTracklist(ctx.database.db, draft.id, edits.tracks, publish);
    if (publish === undefined) await audit("tracklist.edit", { tracks: edits.tracks.length });
    else await audit("tracklist.publish", { published: publish });
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

async function importFile(
  ctx: SignedInContext,
  gig: TracklistGig,
  djProfileId: string,
  form: FormData,
  audit: (action: "tracklist.import", after: Record<string, unknown>) => Promise<void>,
) {
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
    await audit("tracklist.import", { format: result.tracklist.format, tracks: n });
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

import { ArrowDown, ArrowUp, Trash2, Upload } from "lucide-react";
import { Form, Link } from "react-router";
import { formatOffset, MAX_TRACKLIST_FILE_LABEL, type PlaylistChoice } from "~/core/tracklists/tracklist";
import type { TracklistTrack } from "~/core/tracklists/tracklist-editor";
import { Badge } from "~/ui/badge";
import { cn } from "~/ui/cn";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";

export const HISTORY_FILE_TYPES = ".m3u8,.m3u,.txt,.xml,.csv,.nml";

/** Which of the DJs the user manages on this lineup the screen is about, when there are several. */
export function TracklistDjPicker({ djs, current }: { djs: { slug: string; displayName: string }[]; current: string }) {
  if (djs.length < 2) return null;
  return (
    <nav aria-label="DJ" className="mb-6 flex flex-wrap gap-2">
      {djs.map((dj) => (
        <Link
          key={dj.slug}
          to={`?dj=${encodeURIComponent(dj.slug)}`}
          aria-current={dj.slug === current ? "page" : undefined}
          className={cn(
            "rounded-full border px-4 py-2 text-sm font-semibold",
            dj.slug === current ? "border-accent-fg bg-surface-2 text-fg" : "border-border text-muted hover:text-fg",
          )}
        >
          {dj.displayName}
        </Link>
      ))}
    </nav>
  );
}

/** The file input: one history file, read on the server; a rekordbox library first asks which playlist. */
export function TracklistImportForm({
  djId,
  djName,
  playlists,
  hasDraft,
}: {
  djId: string;
  djName: string;
  playlists?: PlaylistChoice[];
  hasDraft: boolean;
}) {
  return (
    <section aria-labelledby="import-heading" className="rounded-2xl border border-border bg-surface p-4 md:p-6">
      <h2 id="import-heading" className="font-display text-xl font-bold">
        Import {djName}'s set
      </h2>
      <p className="mt-1 text-sm text-muted">
        A history file from rekordbox (.m3u8, .txt or .xml), Serato (.csv) or Traktor (.nml), up to{" "}
        {MAX_TRACKLIST_FILE_LABEL}.{hasDraft ? " Importing again replaces the tracklist below." : ""} File paths are
        never kept.
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="dj" value={djId} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="history-file" className="text-sm font-medium">
            History file
          </label>
          <input
            id="history-file"
            name="file"
            type="file"
            required
            accept={HISTORY_FILE_TYPES}
            className="rounded-lg border border-border bg-surface-2 p-2 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-[#2a2a38] file:px-3 file:py-1.5 file:text-fg"
          />
        </div>
        {playlists && playlists.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor="history-playlist" className="text-sm font-medium">
              Playlist
            </label>
            <select
              id="history-playlist"
              name="playlist"
              className="h-11 rounded-lg border border-border bg-surface-2 px-3 text-fg"
            >
              {playlists.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.tracks} tracks)
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <SubmitButton intent="import" busyLabel="Importing…" className="md:w-auto md:self-start">
          <Upload aria-hidden className="size-4" /> Import
        </SubmitButton>
      </Form>
    </section>
  );
}

/** The imported tracks: edit, reorder, remove, mark ID or hide, then publish. Every button posts every row. */
export function TracklistTracksForm({
  djId,
  tracks,
  published,
}: {
  djId: string;
  tracks: TracklistTrack[];
  published: boolean;
}) {
  return (
    <section aria-labelledby="tracks-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tracks-heading" className="font-display text-xl font-bold">
          Tracks <span className="text-base font-normal text-muted">({tracks.length})</span>
        </h2>
        <Badge tone={published ? "success" : "neutral"} testId="tracklist-state">
          {published ? "Published" : "Draft · not public yet"}
        </Badge>
      </div>
      <Form method="post" className="mt-4">
        <input type="hidden" name="dj" value={djId} />
        <ol className="flex flex-col gap-3">
          {tracks.map((track, index) => (
            <TrackRow key={track.id} track={track} index={index} last={index === tracks.length - 1} />
          ))}
        </ol>
        <div className="mt-6 flex flex-col gap-3 md:flex-row">
          <SubmitButton intent="save" busyLabel="Saving…" variant="secondary" className="md:w-auto">
            Save changes
          </SubmitButton>
          {published ? (
            <SubmitButton intent="unpublish" busyLabel="Unpublishing…" variant="secondary" className="md:w-auto">
              Unpublish
            </SubmitButton>
          ) : (
            <SubmitButton intent="publish" busyLabel="Publishing…" className="md:w-auto">
              Publish tracklist
            </SubmitButton>
          )}
        </div>
      </Form>
    </section>
  );
}

function TrackRow({ track, index, last }: { track: TracklistTrack; index: number; last: boolean }) {
  const n = index + 1;
  const meta = [
    track.offsetSeconds === null ? null : formatOffset(track.offsetSeconds),
    track.bpm === null ? null : `${Math.round(track.bpm * 10) / 10} BPM`,
    track.key,
  ].filter(Boolean);
  const iconButton =
    "inline-flex size-11 items-center justify-center rounded-full border border-border text-muted hover:text-fg disabled:opacity-40";
  return (
    <li
      className={cn("rounded-xl border border-border bg-surface p-3", track.hidden && "border-dashed")}
      data-testid="tracklist-row"
    >
      <input type="hidden" name="track" value={track.id} />
      <div className="flex items-center justify-between gap-2 text-xs text-muted">
        <span>
          <span className="font-semibold text-fg">{n}</span>
          {meta.length > 0 ? <span> · {meta.join(" · ")}</span> : null}
        </span>
        <span className="flex gap-1.5">
          <button type="submit" name="intent" value={`up:${track.id}`} disabled={index === 0} className={iconButton}>
            <ArrowUp aria-hidden className="size-4" />
            <span className="sr-only">Move track {n} up</span>
          </button>
          <button type="submit" name="intent" value={`down:${track.id}`} disabled={last} className={iconButton}>
            <ArrowDown aria-hidden className="size-4" />
            <span className="sr-only">Move track {n} down</span>
          </button>
          <button type="submit" name="intent" value={`remove:${track.id}`} className={iconButton}>
            <Trash2 aria-hidden className="size-4" />
            <span className="sr-only">Remove track {n}</span>
          </button>
        </span>
      </div>
      <div className="mt-2 grid gap-2 md:grid-cols-2">
        <input
          name={`artist:${track.id}`}
          defaultValue={track.artist}
          aria-label={`Artist of track ${n}`}
          placeholder="Artist"
          maxLength={300}
          className="h-11 rounded-lg border border-border bg-surface-2 px-3 text-fg placeholder:text-muted"
        />
        <input
          name={`title:${track.id}`}
          defaultValue={track.title}
          aria-label={`Title of track ${n}`}
          placeholder="Title"
          maxLength={300}
          className="h-11 rounded-lg border border-border bg-surface-2 px-3 text-fg placeholder:text-muted"
        />
      </div>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name={`unreleased:${track.id}`}
            defaultChecked={track.unreleased}
            aria-label={`Unreleased (shown as ID – ID), track ${n}`}
            className="size-5"
          />
          Unreleased (shown as ID – ID)
        </label>
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name={`hidden:${track.id}`}
            defaultChecked={track.hidden}
            aria-label={`Hide from the public page, track ${n}`}
            className="size-5"
          />
          Hide from the public page
        </label>
      </div>
    </li>
  );
}

export function TracklistNotice({ data }: { data: { ok: boolean; message?: string; error?: string } | undefined }) {
  if (!data) return null;
  return (
    <Notice tone={data.ok ? "success" : "error"} className="mb-6">
      {data.ok ? data.message : data.error}
    </Notice>
  );
}

/** What a tracklist screen's loader gives, whichever role's screen it is (server/adapters/tracklist-editor-action). */
export type TracklistScreenView = {
  event: { name: string; when: string; venue: string | null; eventId: string };
  djs: { slug: string; displayName: string }[];
  dj: { id: string; slug: string; displayName: string } | null;
  draft: { format: string; published: boolean; tracks: TracklistTrack[] } | null;
};

export type TracklistResult =
  | { ok: true; message: string }
  | { ok: false; error: string; playlists?: PlaylistChoice[] };

/**
 * The one tracklist screen, inside each role's frame (the DJ managers', a venue's, a production line's, the admins'):
 * the gig, which DJ, the import form and the editor. `editTo` is where the role edits the event's lineup, offered
 * when no DJ on it has a Booth page yet.
 */
export function TracklistScreen({
  view,
  result,
  editTo,
}: {
  view: TracklistScreenView;
  result: TracklistResult | undefined;
  editTo?: string;
}) {
  const { event, djs, dj, draft } = view;
  return (
    <>
      <p className="-mt-3 mb-6 text-sm text-muted">
        {[event.when, event.venue].filter(Boolean).join(" · ")} ·{" "}
        <a href={`/events/${event.eventId}`} className="underline hover:text-fg">
          Event page
        </a>
      </p>
      {dj ? (
        <>
          <TracklistDjPicker djs={djs} current={dj.slug} />
          <TracklistNotice data={result} />
          <TracklistImportForm
            djId={dj.id}
            djName={dj.displayName}
            playlists={result && !result.ok ? result.playlists : undefined}
            hasDraft={Boolean(draft)}
          />
          {draft ? (
            <>
              <p className="mt-6 text-sm text-muted">From {draft.format}.</p>
              <TracklistTracksForm djId={dj.id} tracks={draft.tracks} published={draft.published} />
            </>
          ) : null}
        </>
      ) : (
        <Notice tone="info">
          No DJ on this lineup has a Booth page, so there is no set to import yet.
          {editTo ? (
            <>
              {" "}
              <Link to={editTo} className="underline">
                Add them to the lineup
              </Link>
              .
            </>
          ) : null}
        </Notice>
      )}
    </>
  );
}

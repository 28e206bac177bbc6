import { ArrowDown, ArrowUp, Radio, Trash2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Form } from "react-router";
import type { FormResult } from "~/core/forms/form-result";
import { radioTrackIntentSchema } from "~/core/radio/radio-tracks-admin";
import { cn } from "~/ui/cn";
import { controlClass, FieldFrame, fieldDescribedBy } from "~/ui/field-frame";
import { Field } from "~/ui/form-fields";
import { SubmitButton } from "~/ui/submit-button";
import { useFormErrors } from "~/ui/use-form-errors";

/**
 * The radio track editor: the add form and the ordered list with move/remove, shared by /admin/radio
 * (every track, any DJ's address typed in) and /mate/radio (a DJ's own tracks, the profile fixed or picked from the
 * ones they manage). Who may touch which track is decided by the domain functions, not by what is shown here.
 */

/**
 * The whole editor under a screen's heading: what the last change did (read out), the add form, and the list.
 * `profiles` as in RadioTrackForm; `emptyText` when there is no track yet.
 */
export function RadioTracksEditor({
  actionData,
  tracks,
  profiles,
  emptyText,
}: {
  /** The action's answer: a message ("Night Drive is on the radio"), or the form's errors. */
  actionData: (FormResult & { message?: string }) | undefined;
  tracks: EditorTrack[];
  profiles?: ManagedProfile[];
  emptyText: string;
}) {
  const { errors, onSubmit } = useFormErrors(radioTrackIntentSchema, actionData);
  return (
    <>
      <p role="status" className="mt-4 min-h-5 text-sm text-muted">
        {actionData?.message ?? actionData?.formError ?? ""}
      </p>
      <RadioTrackForm
        errors={errors}
        onSubmit={onSubmit}
        added={actionData?.message?.endsWith(" is on the radio") ? actionData : undefined}
        profiles={profiles}
      />
      <RadioTrackList tracks={tracks} emptyText={emptyText} />
    </>
  );
}

export interface EditorTrack {
  id: string;
  name: string;
  link: string;
  djName: string | null;
}

export interface ManagedProfile {
  slug: string;
  displayName: string;
}

export function RadioTrackForm({
  errors,
  onSubmit,
  profiles,
  added,
}: {
  errors: Record<string, string | undefined>;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** The action's answer to the last add (a fresh object each time): the form is emptied for the next track. */
  added?: unknown;
  /** The DJ's own profiles (the mate screen); absent for admins, who type any DJ's address. */
  profiles?: ManagedProfile[];
}) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (added) form.current?.reset();
  }, [added]);
  return (
    <Form
      ref={form}
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="mt-2 grid gap-3 rounded-2xl border border-border bg-surface p-4 md:grid-cols-[2fr_2fr_1fr_auto] md:items-end"
    >
      <input type="hidden" name="intent" value="add" />
      <Field
        label="Track ('Artist - Title')"
        name="name"
        error={errors.name}
        placeholder={profiles?.[0] ? `${profiles[0].displayName} - Title` : "Nova Reyes - Concrete Sunday"}
      />
      <Field label="Link" name="link" type="url" error={errors.link} placeholder="https://soundcloud.com/…" />
      {profiles ? (
        <ProfileSelect profiles={profiles} error={errors.artistSlug} />
      ) : (
        <Field label="DJ profile (optional)" name="artistSlug" error={errors.artistSlug} placeholder="nova-reyes" />
      )}
      <SubmitButton busyLabel="Adding…" intent="add">
        Add track
      </SubmitButton>
    </Form>
  );
}

/** One profile: fixed (a hidden field, its name shown); several: the DJ picks which one the track belongs to. */
function ProfileSelect({ profiles, error }: { profiles: ManagedProfile[]; error?: string }) {
  const id = `${useId()}-artistSlug`;
  const [only] = profiles;
  if (profiles.length === 1 && only) {
    return (
      <div className="flex h-12 flex-col justify-center text-sm md:self-end">
        <input type="hidden" name="artistSlug" value={only.slug} />
        <span className="text-muted">For</span>
        <span className="truncate font-semibold">{only.displayName}</span>
      </div>
    );
  }
  return (
    <FieldFrame id={id} label="DJ profile" error={error}>
      <select
        id={id}
        name="artistSlug"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, undefined)}
        className={cn("h-12", controlClass(Boolean(error)))}
      >
        {profiles.map((p) => (
          <option key={p.slug} value={p.slug}>
            {p.displayName}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function RadioTrackList({ tracks, emptyText }: { tracks: EditorTrack[]; emptyText: string }) {
  if (tracks.length === 0) {
    return (
      <p className="mt-8 flex items-center gap-2 text-muted">
        <Radio aria-hidden className="size-5 shrink-0" /> {emptyText}
      </p>
    );
  }
  return (
    <ol aria-label="Radio tracks" className="mt-6 flex flex-col gap-2">
      {tracks.map((track, index) => (
        <li key={track.id} className="flex items-center gap-3 rounded-xl border border-border bg-surface px-3 py-2">
          <span className="w-6 text-center text-sm text-muted tabular-nums">{index + 1}</span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold">{track.name}</span>
            <span className="block truncate text-xs text-muted">
              {track.djName ?? "No DJ"} · {track.link}
            </span>
          </span>
          <RowAction
            trackId={track.id}
            intent="move"
            direction="up"
            label={`Move ${track.name} up`}
            disabled={index === 0}
          >
            <ArrowUp aria-hidden className="size-4" />
          </RowAction>
          <RowAction
            trackId={track.id}
            intent="move"
            direction="down"
            label={`Move ${track.name} down`}
            disabled={index === tracks.length - 1}
          >
            <ArrowDown aria-hidden className="size-4" />
          </RowAction>
          <RowAction trackId={track.id} intent="remove" label={`Remove ${track.name}`}>
            <Trash2 aria-hidden className="size-4" />
          </RowAction>
        </li>
      ))}
    </ol>
  );
}

function RowAction({
  trackId,
  intent,
  direction,
  label,
  disabled,
  children,
}: {
  trackId: string;
  intent: "move" | "remove";
  direction?: "up" | "down";
  label: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="trackId" value={trackId} />
      {direction ? <input type="hidden" name="direction" value={direction} /> : null}
      <button
        type="submit"
        aria-label={label}
        disabled={disabled}
        className="grid size-10 place-items-center rounded-full text-fg hover:bg-surface-2 disabled:opacity-30"
      >
        {children}
      </button>
    </Form>
  );
}

import { ArrowDown, ArrowUp, Radio, Trash2 } from "lucide-react";
import { data, Form } from "react-router";
import { type FormResult, fieldErrorsOf, formValues } from "~/core/form-result";
import { radioTrackIntentSchema } from "~/core/radio-tracks-admin";
import { AdminFrame } from "~/features/admin/admin-frame";
import { Field } from "~/ui/form-fields";
import { SubmitButton } from "~/ui/submit-button";
import { useFormErrors } from "~/ui/use-form-errors";
import { AppError } from "~server/domain/app-error.server";
import { addRadioTrack } from "~server/domain/radio/add-radio-track.server";
import { listAdminRadioTracks } from "~server/domain/radio/list-admin-radio-tracks.server";
import { moveRadioTrack } from "~server/domain/radio/move-radio-track.server";
import { removeRadioTrack } from "~server/domain/radio/remove-radio-track.server";
import { requireAreaAccess } from "~server/http/access.server";
import { appErrorStatus } from "~server/http/app-error-response.server";
import type { Route } from "./+types/admin-radio";

/**
 * /admin/radio (issue 21): the radio's own tracks in playlist order — add one, move one up or down, remove one. The
 * public DJs' featured tracks join the playlist after these by themselves (server/domain/radio/list-radio-playlist).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = requireAreaAccess(request, context, "/admin/radio");
  return { tracks: await listAdminRadioTracks(database.db) };
}

type RadioActionResult = FormResult & { message?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId } = requireAreaAccess(request, context, "/admin/radio");
  const actor = { userId, isAdmin: true };
  const parsed = radioTrackIntentSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return data<RadioActionResult>({ errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const input = parsed.data;
  try {
    if (input.intent === "add") {
      const track = await addRadioTrack(database.db, actor, input);
      return data<RadioActionResult>({ message: `${track.name} is on the radio` });
    }
    if (input.intent === "move") {
      const name = await moveRadioTrack(database.db, actor, input);
      return data<RadioActionResult>({ message: `${name} moved ${input.direction}` });
    }
    const name = await removeRadioTrack(database.db, actor, input.trackId);
    return data<RadioActionResult>({ message: `${name} is off the radio` });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const errors = error.field ? { [error.field]: error.message } : undefined;
    return data<RadioActionResult>(
      { errors, formError: errors ? undefined : error.message },
      { status: appErrorStatus(error) },
    );
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Radio · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminRadio({ loaderData, actionData }: Route.ComponentProps) {
  const { tracks } = loaderData;
  const { errors, onSubmit } = useFormErrors(radioTrackIntentSchema, actionData);
  return (
    <AdminFrame
      title="Radio"
      description="The radio's own tracks, played first in today's shuffle with every public DJ's featured mix. Add, order and remove them here."
    >
      <p role="status" className="mt-4 min-h-5 text-sm text-muted">
        {actionData?.message ?? actionData?.formError ?? ""}
      </p>
      <Form
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
          placeholder="Nova Reyes - Concrete Sunday"
        />
        <Field label="Link" name="link" type="url" error={errors.link} placeholder="https://soundcloud.com/…" />
        <Field label="DJ profile (optional)" name="artistSlug" error={errors.artistSlug} placeholder="nova-reyes" />
        <SubmitButton busyLabel="Adding…" intent="add">
          Add track
        </SubmitButton>
      </Form>
      {tracks.length === 0 ? (
        <p className="mt-8 flex items-center gap-2 text-muted">
          <Radio aria-hidden className="size-5" /> No radio tracks yet: the radio plays the DJs' featured mixes.
        </p>
      ) : (
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
      )}
    </AdminFrame>
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

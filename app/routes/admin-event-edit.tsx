import { ListMusic, Trash2 } from "lucide-react";
import { Link, redirect } from "react-router";
import { localDateOf, SITE_TIME_ZONE } from "~/core/events/events";
import { offersTracklist } from "~/core/tracklists/tracklist-editor";
import { EventForm } from "~/features/events/event-form";
import { EventStatusBadge } from "~/features/events/event-status-badge";
import { EditorFrame } from "~/ui/editor-frame";
import { useConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { auditAdminAction } from "~server/adapters/admin-audit.server";
import { appErrorStatus } from "~server/adapters/app-error-response.server";
import { eventManagerOf, loadEventForm, submitEventForm } from "~server/adapters/event-form.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { AppError } from "~server/domain/app-error.server";
import { deleteEvent } from "~server/domain/events/delete-event.server";
import { removeEventImage } from "~server/domain/events/store-event-image.server";
import { uploadStorage } from "~server/storage/file-storage.server";
import type { Route } from "./+types/admin-event-edit";

export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  const form = await loadEventForm(ctx, params.eventId);
  const today = localDateOf(new Date(), SITE_TIME_ZONE);
  const past =
    form.event !== null && offersTracklist({ status: form.event.status, localDate: form.values.date ?? "" }, today);
  return { ...form, tracklistTo: past ? `/admin/events/${params.eventId}/tracklist` : null };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = signedInContext(context);
  // Delete is its own small form; the save carries the whole event (and maybe a flyer).
  if (new URL(request.url).searchParams.get("intent") !== "delete")
    return submitEventForm(request, ctx, { eventId: params.eventId, donePath: "/admin/events" });
  try {
    const removed = await deleteEvent(ctx.database.db, eventManagerOf(ctx), params.eventId);
    await auditAdminAction(ctx.database.db, ctx.userId, {
      action: "event.delete",
      targetType: "event",
      targetId: params.eventId,
      targetLabel: removed.name,
    });
    await removeEventImage(uploadStorage(ctx.config.dataDir), removed.image);
    return redirect(`/admin/events?${new URLSearchParams({ deleted: removed.name })}`);
  } catch (error) {
    if (error instanceof AppError)
      return new Response(JSON.stringify({ ok: false, error: error.message }), { status: appErrorStatus(error) });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit ${loaderData?.values.name ?? "event"} · Admin · Booth` },
  { name: "robots", content: "noindex" },
];

export default function AdminEventEdit({ loaderData, actionData }: Route.ComponentProps) {
  const remove = useConfirmedFetcher();
  const name = loaderData.values.name ?? "this event";
  return (
    <EditorFrame
      eyebrow="Admin · Edit event"
      title={name}
      backTo="/admin/events"
      backLabel="All events"
      aside={loaderData.event ? <EventStatusBadge status={loaderData.event.status} /> : null}
    >
      {loaderData.tracklistTo ? (
        <p className="-mt-2 mb-6">
          <Link
            to={loaderData.tracklistTo}
            className="inline-flex h-10 items-center gap-2 rounded-full border border-border bg-surface-2 px-4 text-sm font-semibold hover:bg-[#2a2a38]"
          >
            <ListMusic aria-hidden className="size-4" /> Tracklist of this night
          </Link>
        </p>
      ) : null}
      <EventForm
        data={loaderData}
        actionData={actionData && "values" in actionData ? actionData : undefined}
        cancelTo="/admin/events"
      />
      <remove.fetcher.Form
        method="post"
        action="?intent=delete"
        onSubmit={remove.submit({
          title: "Delete this event?",
          message: `${name} is removed for good: its page, lineup and statistics. This cannot be undone.`,
          confirmLabel: "Delete event",
          type: "danger",
        })}
        className="mt-8 flex flex-col items-start gap-2 rounded-2xl border border-[#7f1d1d] bg-[#1a0b0b] p-4 md:p-6"
      >
        <h2 className="font-display text-lg font-bold">Danger zone</h2>
        <p className="text-sm text-muted">Cancel keeps the page with a banner; delete removes the event entirely.</p>
        <button
          type="submit"
          className="mt-1 inline-flex h-10 items-center gap-2 rounded-full bg-[#dc2626] px-4 text-sm font-semibold text-white hover:bg-[#b91c1c]"
        >
          <Trash2 aria-hidden className="size-4" /> Delete event
        </button>
      </remove.fetcher.Form>
    </EditorFrame>
  );
}

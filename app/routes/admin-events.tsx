import { Inbox, Plus } from "lucide-react";
import { ADMIN_EVENT_FILTERS, EVENT_STATUS_LABELS, parseAdminEventFilter } from "~/core/events/event-form";
import { localDateOf, SITE_TIME_ZONE } from "~/core/events/events";
import { AdminFrame } from "~/features/admin/admin-frame";
import { AdminListToolbar } from "~/features/admin/admin-list-toolbar";
import { EventReviewActions } from "~/features/events/event-review-actions";
import { ManagedEventGrid } from "~/features/events/managed-event-card";
import { useSavedToast } from "~/features/events/use-saved-toast";
import { ButtonLink } from "~/ui/button";
import { useConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { eventManagerOf } from "~server/adapters/event-form.server";
import { handleEventListAction } from "~server/adapters/event-list-action.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { listManagedEvents } from "~server/domain/events/list-managed-events.server";
import type { Route } from "./+types/admin-events";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  const params = new URL(request.url).searchParams;
  const status = parseAdminEventFilter(params.get("status"));
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const rows = await listManagedEvents(ctx.database.db, eventManagerOf(ctx), { status, q });
  const events = rows.map(({ creatorEmail: _email, ...event }) => event);
  return { events, status, q, today: localDateOf(new Date(), SITE_TIME_ZONE) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = signedInContext(context);
  return handleEventListAction(request, ctx, { review: true });
}

export const meta: Route.MetaFunction = () => [
  { title: "Events · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

const FILTER_LABELS = { all: "All", ...EVENT_STATUS_LABELS, pending: "Pending" } as const;

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const { events, status, q, today } = loaderData;
  const action = useConfirmedFetcher();
  const justSaved = useSavedToast();
  return (
    <AdminFrame
      title="Events"
      description="Every event on Booth. Pending events wait for your review when event approval is on."
      actions={
        <ButtonLink to="/admin/events/create" size="sm">
          <Plus aria-hidden className="size-4" /> Create event
        </ButtonLink>
      }
    >
      <AdminListToolbar
        filters={ADMIN_EVENT_FILTERS}
        labels={FILTER_LABELS}
        status={status}
        q={q}
        label="Event status"
        searchLabel="Search events by name"
        placeholder="Search by name"
        searchClassName="md:w-72"
      />
      <p className="mt-4 text-sm text-muted tabular-nums" aria-live="polite" data-testid="admin-event-count">
        {events.length} event{events.length === 1 ? "" : "s"}
        {status !== "all" ? ` · ${FILTER_LABELS[status].toLowerCase()}` : ""}
        {q ? ` matching “${q}”` : ""}
      </p>
      {events.length === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-12 text-center">
          <Inbox aria-hidden className="size-8 text-accent-fg" />
          <p className="mt-3 font-display text-lg font-semibold">
            {status === "pending" && !q ? "Nothing waiting for review" : "No events here"}
          </p>
        </div>
      ) : (
        <ManagedEventGrid
          events={events}
          today={today}
          editHref={(eventId) => `/admin/events/${eventId}/edit`}
          tracklistHref={(eventId) => `/admin/events/${eventId}/tracklist`}
          action={action}
          highlightId={justSaved}
          extra={(event) =>
            event.status === "pending" ? (
              <EventReviewActions eventId={event.eventId} name={event.name} action={action} />
            ) : null
          }
          className="mt-3"
        />
      )}
    </AdminFrame>
  );
}

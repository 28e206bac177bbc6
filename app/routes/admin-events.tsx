import { Inbox, Plus, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { ADMIN_EVENT_FILTERS, EVENT_STATUS_LABELS, parseAdminEventFilter } from "~/core/event-form";
import { localDateOf, SITE_TIME_ZONE } from "~/core/events";
import { AdminFrame } from "~/features/admin/admin-frame";
import { EventReviewActions } from "~/features/events/event-review-actions";
import { ManagedEventCard } from "~/features/events/managed-event-card";
import { useSavedToast } from "~/features/events/use-saved-toast";
import { ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { controlClass } from "~/ui/field-frame";
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
  const link = (s: string) => {
    const p = new URLSearchParams();
    if (s !== "all") p.set("status", s);
    if (q) p.set("q", q);
    const search = p.toString();
    return search ? `?${search}` : "?";
  };
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
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Event status" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
          <ul className="flex w-max gap-1">
            {ADMIN_EVENT_FILTERS.map((s) => (
              <li key={s}>
                <Link
                  to={link(s)}
                  aria-current={s === status ? "page" : undefined}
                  className={cn(
                    "flex h-9 items-center rounded-full border px-4 text-sm font-medium",
                    s === status
                      ? "border-accent-fg/60 bg-surface-2 text-fg"
                      : "border-border text-muted hover:text-fg",
                  )}
                >
                  {FILTER_LABELS[s]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" role="search" className="relative md:w-72">
          {status !== "all" ? <input type="hidden" name="status" value={status} /> : null}
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          />
          <input
            type="search"
            name="q"
            defaultValue={q}
            aria-label="Search events by name"
            placeholder="Search by name"
            className={cn(controlClass(false), "h-11 pl-10")}
          />
        </Form>
      </div>
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
        <ul className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-2">
          {events.map((event) => (
            <li key={event.eventId}>
              <ManagedEventCard
                event={event}
                today={today}
                editTo={`/admin/events/${event.eventId}/edit`}
                action={action}
                highlight={event.eventId === justSaved}
              >
                {event.status === "pending" ? (
                  <EventReviewActions eventId={event.eventId} name={event.name} action={action} />
                ) : null}
              </ManagedEventCard>
            </li>
          ))}
        </ul>
      )}
    </AdminFrame>
  );
}

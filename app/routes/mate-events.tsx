import { BarChart3, CalendarPlus, Plus, Radio } from "lucide-react";
import { localDateOf, SITE_TIME_ZONE } from "~/core/events/events";
import { ManagedEventGrid } from "~/features/events/managed-event-card";
import { useSavedToast } from "~/features/events/use-saved-toast";
import { ButtonLink } from "~/ui/button";
import { useConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { eventManagerOf } from "~server/adapters/event-form.server";
import { handleEventListAction } from "~server/adapters/event-list-action.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { listManagedEvents } from "~server/domain/events/list-managed-events.server";
import type { Route } from "./+types/mate-events";

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  const rows = await listManagedEvents(ctx.database.db, eventManagerOf(ctx), { mine: true });
  // The creator is the viewer: the list needs neither their name nor their address.
  const events = rows.map(({ creatorName: _name, creatorEmail: _email, ...event }) => event);
  return { events, today: localDateOf(new Date(), SITE_TIME_ZONE), approvalRequired: ctx.flags.eventAdminApproval };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = signedInContext(context);
  return handleEventListAction(request, ctx, { review: false });
}

export const meta: Route.MetaFunction = () => [
  { title: "Your events · Booth" },
  { name: "robots", content: "noindex" },
];

export default function MateEvents({ loaderData }: Route.ComponentProps) {
  const { events, today, approvalRequired } = loaderData;
  const action = useConfirmedFetcher();
  const justSaved = useSavedToast();
  const counts = {
    pending: events.filter((e) => e.status === "pending").length,
    draft: events.filter((e) => e.status === "draft").length,
  };
  return (
    <div className="mx-auto max-w-[960px] px-4 pt-6 pb-24 md:px-6 md:pt-10">
      <p className="text-xs font-semibold tracking-[0.2em] text-accent-fg uppercase">Mate events</p>
      <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-[32px] leading-[1.05] font-bold tracking-tight md:text-5xl">Your events</h1>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/mate/radio" variant="secondary" size="sm">
            <Radio aria-hidden className="size-4" /> Radio tracks
          </ButtonLink>
          <ButtonLink to="/mate/events/analytics" variant="secondary" size="sm">
            <BarChart3 aria-hidden className="size-4" /> Analytics
          </ButtonLink>
          <ButtonLink to="/mate/events/create" size="sm">
            <Plus aria-hidden className="size-4" /> Create event
          </ButtonLink>
        </div>
      </div>
      <p className="mt-2 text-sm text-muted" aria-live="polite">
        {events.length === 0
          ? approvalRequired
            ? "New events are reviewed by an admin before they are published."
            : "Events you publish go on the agenda and your DJs' pages at once."
          : [
              `${events.length} event${events.length === 1 ? "" : "s"}`,
              counts.pending ? `${counts.pending} waiting for review` : null,
              counts.draft ? `${counts.draft} draft${counts.draft === 1 ? "" : "s"}` : null,
            ]
              .filter(Boolean)
              .join(" · ")}
      </p>
      {events.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
          <CalendarPlus aria-hidden className="size-9 text-accent-fg" />
          <h2 className="mt-3 font-display text-xl font-semibold">No events yet</h2>
          <p className="mt-1 max-w-sm text-sm text-muted">
            Put your next night on Booth: the lineup links every DJ's page, and fans can add it to their calendar.
          </p>
          <ButtonLink to="/mate/events/create" className="mt-5">
            <Plus aria-hidden className="size-4" /> Create event
          </ButtonLink>
        </div>
      ) : (
        <ManagedEventGrid
          events={events}
          today={today}
          editHref={(eventId) => `/mate/events/${eventId}/edit`}
          action={action}
          highlightId={justSaved}
          className="mt-5"
        />
      )}
    </div>
  );
}

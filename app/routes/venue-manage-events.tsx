import { CalendarPlus, Plus } from "lucide-react";
import { localDateOf, SITE_TIME_ZONE } from "~/core/events/events";
import { upcomingThenPast } from "~/core/venues/venue-ops";
import { ManagedEventGrid } from "~/features/events/managed-event-card";
import { useSavedToast } from "~/features/events/use-saved-toast";
import { VenueManageFrame } from "~/features/venue-manage/venue-manage-frame";
import { ButtonLink } from "~/ui/button";
import { useConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { eventManagerOf } from "~server/adapters/event-form.server";
import { handleEventListAction } from "~server/adapters/event-list-action.server";
import { managedVenueOf } from "~server/adapters/route-guard.server";
import { venueManageFrameData } from "~server/adapters/venue-manage.server";
import { listManagedEvents } from "~server/domain/events/list-managed-events.server";
import type { Route } from "./+types/venue-manage-events";

/**
 * /venue/manage/{venueSlug}/events (can_manage_events): every event at this venue, whoever created it — upcoming
 * first, then past — with cancel and duplicate (the /mate/events card and its actions, scoped to this venue).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx, managed } = managedVenueOf(context);
  const rows = await listManagedEvents(ctx.database.db, eventManagerOf(ctx, { venue: managed.venue }));
  // The creator's address is not the venue team's business; the name tells them who put it up.
  const events = rows.map(({ creatorEmail: _email, ...event }) => event);
  return {
    frame: venueManageFrameData(managed),
    ...upcomingThenPast(events, new Date()),
    today: localDateOf(new Date(), SITE_TIME_ZONE),
    approvalRequired: ctx.flags.eventAdminApproval,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, managed } = managedVenueOf(context);
  return handleEventListAction(request, ctx, { review: false, venueId: managed.venue.id });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Events · ${loaderData?.frame.venue.name ?? "Venue"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function VenueManageEvents({ loaderData }: Route.ComponentProps) {
  const { frame, upcoming, past, today, approvalRequired } = loaderData;
  const action = useConfirmedFetcher();
  const justSaved = useSavedToast();
  const base = `/venue/manage/${frame.venue.slug}/events`;
  const list = (events: typeof upcoming, heading: string, id: string) =>
    events.length === 0 ? null : (
      <section aria-labelledby={id} className="mt-6 first:mt-0">
        <h2 id={id} className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">
          {heading} · {events.length}
        </h2>
        <ManagedEventGrid
          events={events}
          today={today}
          editHref={(eventId) => `${base}/${eventId}/edit`}
          tracklistHref={(eventId) => `${base}/${eventId}/tracklist`}
          action={action}
          highlightId={justSaved}
          className="mt-3"
        />
      </section>
    );
  return (
    <VenueManageFrame
      frame={frame}
      title="Events"
      actions={
        <>
          <ButtonLink to={`/venue/manage/${frame.venue.slug}/radius-clause`} size="sm" variant="secondary">
            Radius clause
          </ButtonLink>
          <ButtonLink to={`${base}/create`} size="sm">
            <Plus aria-hidden className="size-4" /> Create event
          </ButtonLink>
        </>
      }
    >
      {upcoming.length + past.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
          <CalendarPlus aria-hidden className="size-9 text-accent-fg" />
          <h2 className="mt-3 font-display text-xl font-semibold">No events at {frame.venue.name} yet</h2>
          <p className="mt-1 max-w-sm text-sm text-muted">
            {approvalRequired
              ? "Put your next night on Booth: an admin reviews it, then it shows on your venue page and the agenda."
              : "Put your next night on Booth: it shows on your venue page, the agenda and every DJ's page at once."}
          </p>
          <ButtonLink to={`${base}/create`} className="mt-5">
            <Plus aria-hidden className="size-4" /> Create event
          </ButtonLink>
        </div>
      ) : (
        <>
          {list(upcoming, "Upcoming", "venue-upcoming")}
          {list(past, "Past", "venue-past")}
        </>
      )}
    </VenueManageFrame>
  );
}

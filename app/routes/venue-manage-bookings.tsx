import { Inbox } from "lucide-react";
import { data, Link } from "react-router";
import type { AdminActionResult } from "~/core/admin/admin-action-result";
import { REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  bookingStatusChangeSchema,
  parseBookingFilter,
} from "~/core/venues/venue-ops";
import { VenueBookingCard } from "~/features/venue-manage/venue-booking-card";
import { VenueManageFrame } from "~/features/venue-manage/venue-manage-frame";
import { cn } from "~/ui/cn";
import { useConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { appErrorStatus } from "~server/adapters/app-error-response.server";
import { managedVenueOf } from "~server/adapters/route-guard.server";
import { venueManageFrameData } from "~server/adapters/venue-manage.server";
import { AppError } from "~server/domain/app-error.server";
import { changeBookingStatus } from "~server/domain/bookings/change-booking-status.server";
import { listVenueBookingInquiries } from "~server/domain/bookings/list-venue-booking-inquiries.server";
import type { Route } from "./+types/venue-manage-bookings";

const WHEN = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});
const when = (iso: string) => `${WHEN.format(new Date(iso))} UTC`;

/**
 * /venue/manage/{venueSlug}/bookings (can_manage_bookings): the inquiries sent from the venue page, newest first,
 * filtered by status, with the status changes (recorded with who and when). Another venue's inquiry is a 404-style
 * refusal that changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx, managed } = managedVenueOf(context);
  const filter = parseBookingFilter(new URL(request.url).searchParams.get("status"));
  const { inquiries, counts } = await listVenueBookingInquiries(ctx.database.db, managed.venue.id, filter);
  return {
    frame: venueManageFrameData(managed),
    filter,
    counts,
    inquiries: inquiries.map(({ createdAt, history, ...inquiry }) => ({
      ...inquiry,
      received: when(createdAt),
      history: history.map(({ at, ...h }) => ({ ...h, when: when(at) })),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, managed } = managedVenueOf(context);
  const parsed = bookingStatusChangeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return data<AdminActionResult>(
      { ok: false, error: parsed.error.issues[0]?.message ?? REQUEST_NOT_UNDERSTOOD },
      { status: 400 },
    );
  try {
    const changed = await changeBookingStatus(ctx.database.db, {
      venueId: managed.venue.id,
      inquiryId: parsed.data.inquiryId,
      status: parsed.data.status,
      note: parsed.data.note,
      changedBy: ctx.userId,
    });
    return data<AdminActionResult>({
      ok: true,
      message: `${changed.name}: ${BOOKING_STATUS_LABELS[changed.toStatus].toLowerCase()}`,
    });
  } catch (error) {
    if (error instanceof AppError)
      return data<AdminActionResult>({ ok: false, error: error.message }, { status: appErrorStatus(error) });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Bookings · ${loaderData?.frame.venue.name ?? "Venue"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function VenueManageBookings({ loaderData }: Route.ComponentProps) {
  const { frame, filter, counts, inquiries } = loaderData;
  const action = useConfirmedFetcher();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const open = total - (counts.archived ?? 0);
  const chips = [
    { value: "open", label: "Open", n: open },
    ...BOOKING_STATUSES.map((s) => ({ value: s, label: BOOKING_STATUS_LABELS[s], n: counts[s] ?? 0 })),
    { value: "all", label: "All", n: total },
  ];
  return (
    <VenueManageFrame frame={frame} title="Bookings">
      <p className="text-sm text-muted" aria-live="polite">
        {counts.new ? `${counts.new} unread · ` : ""}
        {total} inquir{total === 1 ? "y" : "ies"} from your venue page
      </p>
      <nav aria-label="Filter by status" className="-mx-4 mt-3 overflow-x-auto px-4 md:mx-0 md:px-0">
        <ul className="flex w-max gap-2">
          {chips.map((chip) => (
            <li key={chip.value}>
              <Link
                to={chip.value === "open" ? "?" : `?status=${chip.value}`}
                aria-current={filter === chip.value ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium",
                  filter === chip.value
                    ? "border-fg bg-fg text-bg"
                    : "border-border bg-surface text-muted hover:text-fg",
                )}
              >
                {chip.label} <span className="tabular-nums opacity-80">{chip.n}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {inquiries.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
          <Inbox aria-hidden className="size-9 text-accent-fg" />
          <h2 className="mt-3 font-display text-xl font-semibold">
            {total === 0 ? "No booking inquiries yet" : "Nothing with this status"}
          </h2>
          <p className="mt-1 max-w-sm text-sm text-muted">
            {total === 0
              ? "When your venue takes bookings, organisers send inquiries from your public page; they land here and in your inbox."
              : "Choose another status above to see the rest."}
          </p>
        </div>
      ) : (
        <ul className="mt-5 grid gap-3 lg:grid-cols-2">
          {inquiries.map((inquiry) => (
            <li key={inquiry.id}>
              <VenueBookingCard inquiry={inquiry} action={action} />
            </li>
          ))}
        </ul>
      )}
    </VenueManageFrame>
  );
}

import { Inbox } from "lucide-react";
import { parseBookingListFilter } from "~/core/admin-bookings";
import { BookingFilters, BookingPager, BookingStatusChips, BookingTable } from "~/features/bookings/booking-list";
import { MateBookingsFrame } from "~/features/bookings/mate-bookings-frame";
import { listManagedDjIds } from "~server/domain/bookings/list-managed-dj-ids.server";
import { requireAreaAccess } from "~server/http/access.server";
import { bookingListData } from "~server/http/booking-screens.server";
import type { Route } from "./+types/mate-bookings";

/**
 * /mate/bookings (issue 23): the booking inquiries sent to the DJs this person manages (a dj_manager role or the
 * profile's own account) — never another DJ's. Same list as /admin/bookings, without bulk archive.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requireAreaAccess(request, context, "/mate/bookings");
  const filter = parseBookingListFilter(new URL(request.url).searchParams);
  const djProfileIds = await listManagedDjIds(ctx.database.db, ctx.userId);
  return {
    filter,
    managesDjs: djProfileIds.length > 0,
    ...(await bookingListData(ctx.database.db, { kind: "dj-managers", djProfileIds }, filter)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAreaAccess(request, context, "/mate/bookings");
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Booking inquiries · Mate · Booth" },
  { name: "robots", content: "noindex" },
];

export default function MateBookings({ loaderData }: Route.ComponentProps) {
  const { filter, rows, total, page, pageCount, counts, djs, managesDjs } = loaderData;
  return (
    <MateBookingsFrame
      title="Booking inquiries"
      description="Requests to book the DJs you manage. Reply, keep notes and move each one along."
    >
      <div className="flex flex-col gap-4">
        <BookingStatusChips filter={filter} counts={counts} />
        <BookingFilters filter={filter} djs={djs} />
        <p className="text-sm text-muted" aria-live="polite">
          {counts.new ? `${counts.new} unread · ` : ""}
          {total} match{total === 1 ? "" : "es"}
        </p>
        {rows.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border p-10 text-center">
            <Inbox aria-hidden className="size-8 text-muted" />
            <p className="font-semibold">{managesDjs ? "No inquiries here" : "You manage no DJ profile yet"}</p>
            <p className="text-sm text-muted">
              {managesDjs ? "New requests from your DJ page show up here." : "Claim your profile to receive bookings."}
            </p>
          </div>
        ) : (
          <BookingTable items={rows} detailHref={(id) => `/mate/bookings/${id}`} />
        )}
        <BookingPager filter={filter} page={page} pageCount={pageCount} />
      </div>
    </MateBookingsFrame>
  );
}

import { CalendarDays, Newspaper } from "lucide-react";
import { parseBookingListFilter } from "~/core/admin/admin-bookings";
import { BookingListBody } from "~/features/bookings/booking-list-body";
import { MateBookingsFrame } from "~/features/bookings/mate-bookings-frame";
import { ButtonLink } from "~/ui/button";
import { bookingListData } from "~server/adapters/booking-screens.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { listManagedDjIds } from "~server/domain/bookings/list-managed-dj-ids.server";
import type { Route } from "./+types/mate-bookings";

/**
 * /mate/bookings: the booking inquiries sent to the DJs this person manages (a dj_manager role or the
 * profile's own account) — never another DJ's. Same list as /admin/bookings, without bulk archive.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  const filter = parseBookingListFilter(new URL(request.url).searchParams);
  const djProfileIds = await listManagedDjIds(ctx.database.db, ctx.userId);
  return {
    filter,
    managesDjs: djProfileIds.length > 0,
    ...(await bookingListData(ctx.database.db, { kind: "dj-managers", djProfileIds }, filter)),
  };
}

export async function action({ context }: Route.ActionArgs) {
  signedInContext(context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Booking inquiries · Mate · Booth" },
  { name: "robots", content: "noindex" },
];

export default function MateBookings({ loaderData }: Route.ComponentProps) {
  return (
    <MateBookingsFrame
      title="Booking inquiries"
      description="Requests to book the DJs you manage. Reply, keep notes and move each one along."
      aside={
        loaderData.managesDjs ? (
          <div className="flex flex-wrap gap-2">
            <ButtonLink
              to="/mate/calendar"
              variant="secondary"
              size="sm"
              icon={<CalendarDays aria-hidden className="size-4" />}
            >
              Calendar
            </ButtonLink>
            <ButtonLink
              to="/mate/press-kit"
              variant="secondary"
              size="sm"
              icon={<Newspaper aria-hidden className="size-4" />}
            >
              Press kit
            </ButtonLink>
          </div>
        ) : undefined
      }
    >
      <BookingListBody
        data={loaderData}
        detailBase="/mate/bookings"
        empty={
          loaderData.managesDjs
            ? { title: "No inquiries here", text: "New requests from your DJ page show up here." }
            : { title: "You manage no DJ profile yet", text: "Claim your profile to receive bookings." }
        }
      />
    </MateBookingsFrame>
  );
}

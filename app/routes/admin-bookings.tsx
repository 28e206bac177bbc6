import { data } from "react-router";
import type { AdminActionResult } from "~/core/admin/admin-action-result";
import { bookingBulkSchema, parseBookingListFilter } from "~/core/admin/admin-bookings";
import { REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import { AdminFrame } from "~/features/admin/admin-frame";
import { BookingListBody } from "~/features/bookings/booking-list-body";
import { useConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { bookingListData } from "~server/adapters/booking-screens.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { recordAdminAction } from "~server/domain/audit/record-admin-action.server";
import { archiveBookingInquiries } from "~server/domain/bookings/archive-booking-inquiries.server";
import type { Route } from "./+types/admin-bookings";

/**
 * /admin/bookings: every booking inquiry — DJ and venue — as a dense table (stacked cards on phones) with
 * filters, sort, paging, the unread marker and bulk archive.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  const filter = parseBookingListFilter(new URL(request.url).searchParams);
  return { filter, ...(await bookingListData(ctx.database.db, { kind: "admin" }, filter)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = signedInContext(context);
  const form = await request.formData();
  const parsed = bookingBulkSchema.safeParse({ intent: form.get("intent"), ids: form.getAll("ids") });
  if (!parsed.success)
    return data<AdminActionResult>(
      { ok: false, error: parsed.error.issues[0]?.message ?? REQUEST_NOT_UNDERSTOOD },
      { status: 400 },
    );
  const db = ctx.database.db;
  const archived = await archiveBookingInquiries(
    db,
    { kind: "admin" },
    { ids: parsed.data.ids, changedBy: ctx.userId },
  );
  for (const row of archived)
    await recordAdminAction(db, {
      actorId: ctx.userId,
      action: "booking.archive",
      targetType: "booking_inquiry",
      targetId: row.id,
      targetLabel: row.name,
      before: { status: row.fromStatus },
      after: { status: "archived" },
    });
  return data<AdminActionResult>({
    ok: true,
    message: `${archived.length} inquir${archived.length === 1 ? "y" : "ies"} archived`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Booking inquiries · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const bulk = useConfirmedFetcher();
  return (
    <AdminFrame
      title="Booking inquiries"
      description="Every request sent from a DJ or venue page. Move each from new to confirmed or declined, reply by mail, keep notes."
    >
      <BookingListBody
        data={loaderData}
        detailBase="/admin/bookings"
        empty={{ title: "No inquiries here", text: "Try another status or clear the filters." }}
        bulk={bulk}
      />
    </AdminFrame>
  );
}

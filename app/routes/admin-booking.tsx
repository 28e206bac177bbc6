import { AdminFrame } from "~/features/admin/admin-frame";
import { BookingInquiryView } from "~/features/bookings/booking-inquiry-view";
import { AllInquiriesLink, bookingDetailMeta } from "~/features/bookings/booking-list-body";
import { foundOr404 } from "~server/adapters/access.server";
import { bookingDetailData } from "~server/adapters/booking-screens.server";
import { handleBookingWorkflowAction } from "~server/adapters/booking-workflow-action.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/admin-booking";

/**
 * /admin/bookings/{inquiryId}: the inquiry, its DJ and sender, the history timeline, internal notes and a
 * reply sent by mail. Every change is written to the audit log. Unknown id → 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  return { inquiry: await foundOr404(() => bookingDetailData(ctx.database.db, { kind: "admin" }, params.inquiryId)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = signedInContext(context);
  return handleBookingWorkflowAction(request, ctx, { kind: "admin" }, params.inquiryId);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  bookingDetailMeta(loaderData?.inquiry.name, "Booking inquiries · Admin");

export default function AdminBooking({ loaderData }: Route.ComponentProps) {
  const { inquiry } = loaderData;
  return (
    <AdminFrame title={`Inquiry from ${inquiry.name}`} actions={<AllInquiriesLink to="/admin/bookings" />}>
      <BookingInquiryView inquiry={inquiry} />
    </AdminFrame>
  );
}

import { data } from "react-router";
import { AdminFrame } from "~/features/admin/admin-frame";
import { BookingInquiryView } from "~/features/bookings/booking-inquiry-view";
import { AllInquiriesLink, bookingDetailMeta } from "~/features/bookings/booking-list-body";
import type { ScreenPayload } from "~server/adapters/access.server";
import { bookingDetailData } from "~server/adapters/booking-screens.server";
import { handleBookingWorkflowAction } from "~server/adapters/booking-workflow-action.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { AppError } from "~server/domain/app-error.server";
import type { Route } from "./+types/admin-booking";

/**
 * /admin/bookings/{inquiryId}: the inquiry, its DJ and sender, the history timeline, internal notes and a
 * reply sent by mail. Every change is written to the audit log. Unknown id → 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  try {
    return { inquiry: await bookingDetailData(ctx.database.db, { kind: "admin" }, params.inquiryId) };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found")
      throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
    throw error;
  }
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

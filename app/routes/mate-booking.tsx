import { BookingInquiryView } from "~/features/bookings/booking-inquiry-view";
import { AllInquiriesLink, bookingDetailMeta } from "~/features/bookings/booking-list-body";
import { MateBookingsFrame } from "~/features/bookings/mate-bookings-frame";
import { InquiryClashCard } from "~/features/events/inquiry-clash-card";
import { foundOr404 } from "~server/adapters/access.server";
import { bookingDetailData } from "~server/adapters/booking-screens.server";
import { handleBookingWorkflowAction } from "~server/adapters/booking-workflow-action.server";
import { inquiryClashData } from "~server/adapters/inquiry-clash.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { listManagedDjIds } from "~server/domain/bookings/list-managed-dj-ids.server";
import type { Route } from "./+types/mate-booking";

/**
 * /mate/bookings/{inquiryId}: one inquiry to a DJ this person manages, with the same workflow as the admin
 * screen. Another DJ's inquiry is the 404 of an unknown id, for the page and its action alike (IDOR).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  const djProfileIds = await listManagedDjIds(ctx.database.db, ctx.userId);
  const inquiry = await foundOr404(() =>
    bookingDetailData(ctx.database.db, { kind: "dj-managers", djProfileIds }, params.inquiryId),
  );
  // Found in this person's scope: the clash check on its date (decision 056).
  return { inquiry, clash: await inquiryClashData(ctx.database.db, params.inquiryId) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = signedInContext(context);
  const djProfileIds = await listManagedDjIds(ctx.database.db, ctx.userId);
  return handleBookingWorkflowAction(request, ctx, { kind: "dj-managers", djProfileIds }, params.inquiryId);
}

export const meta: Route.MetaFunction = ({ loaderData }) => bookingDetailMeta(loaderData?.inquiry.name, "Bookings");

export default function MateBooking({ loaderData }: Route.ComponentProps) {
  const { inquiry } = loaderData;
  return (
    <MateBookingsFrame title={`Inquiry from ${inquiry.name}`} aside={<AllInquiriesLink to="/mate/bookings" />}>
      <BookingInquiryView inquiry={inquiry} />
      {loaderData.clash ? <InquiryClashCard clash={loaderData.clash} /> : null}
    </MateBookingsFrame>
  );
}

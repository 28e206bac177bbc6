import { data } from "react-router";
import { handleBookingInquiry } from "~server/adapters/booking-inquiry-action.server";
import { getRequestContext } from "~server/context.server";
import { createBookingInquiry } from "~server/domain/bookings/create-booking-inquiry.server";
import { getBookableVenue } from "~server/domain/bookings/get-bookable-venue.server";
import { notifyBookingInquiry } from "~server/domain/bookings/notify-booking-inquiry.server";
import { logger } from "~server/logger.server";
import type { Route } from "./+types/venue-booking";

/**
 * POST /venues/:slug/booking — the booking inquiry of a venue page's 'Book this venue' dialog, the DJ
 * booking flow reused: stored with the venue's id, mailed to its managers with can_manage_bookings, rate-limited
 * like DJ inquiries. Only for active venues that accept bookings; anything else is a 404 like the page.
 */

export async function loader() {
  throw data({ error: "Not Found" }, { status: 404 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  if (request.method !== "POST") throw data({ error: "Method Not Allowed" }, { status: 405 });
  // Without the venues area there is no venue page to book from (its gate sends visitors home): a plain 404 here.
  if (!ctx.flags.venuesEnabled) throw data({ error: "Not Found" }, { status: 404 });
  const venue = await getBookableVenue(ctx.database.db, params.slug);
  if (!venue) throw data({ error: "Not Found" }, { status: 404 });
  return handleBookingInquiry(request, ctx, {
    kind: "venue",
    recipient: "the venue",
    slug: venue.slug,
    store: async (input) => {
      const inquiry = await createBookingInquiry(ctx.database.db, { venueId: venue.id }, input);
      logger.info("venue booking inquiry received", { inquiryId: inquiry.id, venue: venue.slug });
      await notifyBookingInquiry(
        ctx.database.db,
        ctx.mailer,
        { brand: ctx.config.brandName, publicUrl: ctx.config.publicUrl },
        { kind: "venue", venue },
        inquiry,
      );
    },
  });
}

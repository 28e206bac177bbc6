import { data } from "react-router";
import { depositOffer } from "~server/adapters/booking-deposit.server";
import { handleBookingInquiry } from "~server/adapters/booking-inquiry-action.server";
import { getRequestContext } from "~server/context.server";
import { createBookingInquiry } from "~server/domain/bookings/create-booking-inquiry.server";
import { getBookableDj } from "~server/domain/bookings/get-bookable-dj.server";
import { notifyBookingInquiry } from "~server/domain/bookings/notify-booking-inquiry.server";
import { logger } from "~server/logger.server";
import type { Route } from "./+types/dj-booking";

/**
 * POST /dj/:slug/booking — the booking inquiry of the 'Book this DJ' dialog (a resource route; the
 * dialog posts with a fetcher and reads the JSON answer). Public, but only for public DJs with
 * booking enabled: anything else is a 404, exactly like the profile page.
 */

export async function loader() {
  throw data({ error: "Not Found" }, { status: 404 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  if (request.method !== "POST") throw data({ error: "Method Not Allowed" }, { status: 405 });
  const dj = await getBookableDj(ctx.database.db, params.slug);
  if (!dj) throw data({ error: "Not Found" }, { status: 404 });
  return handleBookingInquiry(request, ctx, {
    kind: "dj",
    recipient: "the DJ",
    slug: dj.slug,
    store: async (input) => {
      // The deposit is asked only while payments are on (flag and PayPal client id): otherwise none is recorded.
      const asked = depositOffer(ctx.config, ctx.flags.paymentsEnabled, {
        id: "",
        depositAmountCents: dj.bookingDepositCents,
      });
      const inquiry = await createBookingInquiry(
        ctx.database.db,
        { djProfileId: dj.id },
        input,
        asked ? { amountCents: asked.amountCents } : null,
      );
      logger.info("booking inquiry received", { inquiryId: inquiry.id, slug: dj.slug });
      await notifyBookingInquiry(
        ctx.database.db,
        ctx.mailer,
        { brand: ctx.config.brandName, publicUrl: ctx.config.publicUrl },
        { kind: "dj", dj },
        inquiry,
      );
      return { deposit: depositOffer(ctx.config, ctx.flags.paymentsEnabled, inquiry) };
    },
  });
}

import { data } from "react-router";
import {
  BOOKING_FIELDS,
  BOOKING_RATE_LIMIT,
  BOOKING_RATE_LIMITED_MESSAGE,
  type BookingActionResult,
  type BookingField,
  bookingInquirySchema,
  earliestEventDate,
} from "~/core/booking";
import { getRequestContext } from "~server/context.server";
import { createBookingInquiry } from "~server/domain/bookings/create-booking-inquiry.server";
import { getBookableDj } from "~server/domain/bookings/get-bookable-dj.server";
import { notifyBookingInquiry } from "~server/domain/bookings/notify-booking-inquiry.server";
import { createIpLimiter } from "~server/http/ip-limit.server";
import { logger } from "~server/logger.server";
import type { Route } from "./+types/dj-booking";

/**
 * POST /dj/:slug/booking — the booking inquiry of the 'Book this DJ' dialog (a resource route; the
 * dialog posts with a fetcher and reads the JSON answer). Public, but only for public DJs with
 * booking enabled: anything else is a 404, exactly like the profile page.
 */

const consumeBookingLimit = createIpLimiter(BOOKING_RATE_LIMIT.points, BOOKING_RATE_LIMIT.durationS);

export async function loader() {
  throw data({ error: "Not Found" }, { status: 404 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { database, clientIp, mailer, config } = getRequestContext(context);
  if (request.method !== "POST") throw data({ error: "Method Not Allowed" }, { status: 405 });
  const dj = await getBookableDj(database.db, params.slug);
  if (!dj) throw data({ error: "Not Found" }, { status: 404 });

  const form = await request.formData();
  const values: Partial<Record<BookingField, string>> = {};
  for (const field of BOOKING_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 4000);
  }
  const parsed = bookingInquirySchema(earliestEventDate(new Date())).safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<BookingField | "form", string>> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form") as BookingField;
      errors[key] ??= issue.message;
    }
    return data<BookingActionResult>({ ok: false, errors, values }, { status: 400 });
  }

  // Only well-formed inquiries count towards the limit, so typing mistakes never lock anyone out.
  const limit = await consumeBookingLimit(clientIp);
  if (!limit.ok) {
    logger.warn("booking inquiry rate limit", { ip: clientIp, slug: dj.slug });
    return data<BookingActionResult>(
      { ok: false, formError: BOOKING_RATE_LIMITED_MESSAGE, values },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterS) } },
    );
  }

  const inquiry = await createBookingInquiry(database.db, dj.id, parsed.data);
  logger.info("booking inquiry received", { inquiryId: inquiry.id, slug: dj.slug });
  await notifyBookingInquiry(
    database.db,
    mailer,
    { brand: config.brandName, publicUrl: config.publicUrl },
    dj,
    inquiry,
  );
  return data<BookingActionResult>({ ok: true, email: parsed.data.email });
}

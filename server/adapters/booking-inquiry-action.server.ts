import { data } from "react-router";
import {
  BOOKING_FIELDS,
  BOOKING_RATE_LIMIT,
  BOOKING_RATE_LIMITED_MESSAGE,
  type BookingActionResult,
  type BookingField,
  type BookingInquiryInput,
  bookingInquirySchema,
  earliestEventDate,
} from "~/core/booking/booking";
import type { DepositOffer } from "~/core/booking/booking-deposit";
import type { RequestContext } from "~server/context.server";
import { createIpLimiter } from "~server/limits/ip-limit.server";
import { logger } from "~server/logger.server";

/** One limit per kind of recipient, so the DJ and venue forms each keep BOOKING_RATE_LIMIT as before. */
const limiters = {
  dj: createIpLimiter("booking-dj", BOOKING_RATE_LIMIT.points, BOOKING_RATE_LIMIT.durationS),
  venue: createIpLimiter("booking-venue", BOOKING_RATE_LIMIT.points, BOOKING_RATE_LIMIT.durationS),
};

/**
 * The booking inquiry action shared by DJ pages (/dj/:slug/booking) and venue pages (/venues/:slug/booking):
 * one schema check (field errors with the typed values, nothing stored), the per-IP limit (well-formed inquiries
 * only, so typing mistakes never lock anyone out), then `store` saves and notifies. Answers the JSON the dialog reads.
 */
export async function handleBookingInquiry(
  request: Request,
  ctx: Pick<RequestContext, "clientIp">,
  options: {
    kind: keyof typeof limiters;
    /** Who reads the message, in its error messages ("the DJ", "the venue"). */
    recipient: string;
    slug: string;
    /** Saves and notifies; may answer the deposit the sender can pay now. */
    // biome-ignore lint/suspicious/noConfusingVoidType: the venue form's store answers nothing
    store: (input: BookingInquiryInput) => Promise<void | { deposit: DepositOffer | null }>;
  },
) {
  const form = await request.formData();
  const values: Partial<Record<BookingField, string>> = {};
  for (const field of BOOKING_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 4000);
  }
  const parsed = bookingInquirySchema(earliestEventDate(new Date()), options.recipient).safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<BookingField | "form", string>> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form") as BookingField;
      errors[key] ??= issue.message;
    }
    return data<BookingActionResult>({ ok: false, errors, values }, { status: 400 });
  }

  const limit = await limiters[options.kind](ctx.clientIp);
  if (!limit.ok) {
    logger.warn("booking inquiry rate limit", { ip: ctx.clientIp, kind: options.kind, slug: options.slug });
    return data<BookingActionResult>(
      { ok: false, formError: BOOKING_RATE_LIMITED_MESSAGE, values },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterS) } },
    );
  }
  const stored = await options.store(parsed.data);
  return data<BookingActionResult>({ ok: true, email: parsed.data.email, deposit: stored?.deposit ?? null });
}

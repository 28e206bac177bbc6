import { z } from "zod";
import { emailAddressSchema } from "~/core/accounts/email-address";
import { isIsoDate } from "~/core/text/iso-date";
import { ENTER_YOUR_NAME } from "~/core/text/plain-text";
import type { DepositOffer } from "./booking-deposit";

/** A date asked for a gig (the booking form, /find-djs) that has already passed. */
export const DATE_NOT_PAST = "Choose today or a later date.";

/**
 * The booking inquiry form (spec §3 leaves the fields open). One schema for the dialog (instant
 * field errors) and the action (the real check). The earliest allowed event date is passed in, because
 * "today" depends on where the person is: the browser uses its local date, the server the earliest
 * calendar date anywhere on earth (see earliestEventDate).
 */

export const EVENT_TYPES = [
  "Club night",
  "Festival",
  "Private party",
  "Wedding",
  "Corporate event",
  "Concert or live show",
  "Radio or livestream",
  "Other",
] as const;

export const BUDGET_RANGES = [
  "Under $500",
  "$500 – $1,000",
  "$1,000 – $2,500",
  "$2,500 – $5,000",
  "$5,000 – $10,000",
  "Over $10,000",
  "Not sure yet",
] as const;

export const BOOKING_MESSAGE_MIN = 20;
export const BOOKING_MESSAGE_MAX = 2000;
/** Inquiries further ahead than this are almost always typos in the year. */
export const BOOKING_MAX_YEARS_AHEAD = 3;

export const BOOKING_RATE_LIMIT = { points: 5, durationS: 60 * 60 } as const;
export const BOOKING_RATE_LIMITED_MESSAGE =
  "You've sent several booking inquiries in the last hour. Please wait a while before sending another.";

/** yyyy-mm-dd of a date in the browser's own time zone. */
export function localIsoDate(now: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** The earliest "today" anywhere on earth (UTC−12), so nobody's today is refused by the server. */
export function earliestEventDate(now: Date): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${String(y + years).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

const requiredText = (missing: string, max: number) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `Keep this under ${max} characters.` });

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((v) => (v ? v : null));

/** `recipient` names who reads the message ("the DJ", "the venue") in its error messages. */
export function bookingInquirySchema(minDate: string, recipient = "the DJ") {
  const maxDate = addYears(minDate, BOOKING_MAX_YEARS_AHEAD);
  const dateMissing = "Choose the date of your event.";
  const messageMissing = `Tell ${recipient} about your event.`;
  return z.object({
    name: requiredText(ENTER_YOUR_NAME, 100),
    email: emailAddressSchema(),
    phone: z
      .string()
      .trim()
      .max(30, { error: "Enter a phone number of up to 30 characters." })
      .refine((v) => v === "" || /^\+?[0-9 ().-]{6,29}$/.test(v), {
        error: "Enter a phone number using digits, spaces and an optional leading +.",
      })
      .optional()
      .transform((v) => (v ? v : null)),
    eventDate: z
      .string({ error: dateMissing })
      .trim()
      .min(1, { error: dateMissing })
      .refine(isIsoDate, { error: "Choose a valid date." })
      .refine((v) => !isIsoDate(v) || v >= minDate, { error: DATE_NOT_PAST })
      .refine((v) => !isIsoDate(v) || v <= maxDate, {
        error: `Choose a date within the next ${BOOKING_MAX_YEARS_AHEAD} years.`,
      }),
    city: requiredText("Enter the city of your event.", 100),
    venue: optionalText(120, "Keep the venue under 120 characters."),
    eventType: z.enum(EVENT_TYPES, { error: "Choose the type of event." }),
    budgetRange: z.enum(BUDGET_RANGES, { error: "Choose a budget range." }),
    message: z
      .string({ error: messageMissing })
      .trim()
      .min(1, { error: messageMissing })
      .min(BOOKING_MESSAGE_MIN, {
        error: `Tell ${recipient} a little more (at least ${BOOKING_MESSAGE_MIN} characters).`,
      })
      .max(BOOKING_MESSAGE_MAX, { error: `Keep your message under ${BOOKING_MESSAGE_MAX} characters.` }),
  });
}

export type BookingInquiryInput = z.output<ReturnType<typeof bookingInquirySchema>>;

export const BOOKING_FIELDS = [
  "name",
  "email",
  "phone",
  "eventDate",
  "city",
  "venue",
  "eventType",
  "budgetRange",
  "message",
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

/** What the booking action answers (JSON, read by the dialog's fetcher). */
export type BookingActionResult =
  | { ok: true; email: string; deposit?: DepositOffer | null }
  | {
      ok: false;
      errors?: Partial<Record<BookingField | "form", string>>;
      formError?: string;
      values?: Partial<Record<BookingField, string>>;
    };

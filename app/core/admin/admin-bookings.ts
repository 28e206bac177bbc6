import { z } from "zod";
import { BOOKING_STATUSES, type BookingStatus, isBookingStatus } from "~/core/venues/venue-ops";

/**
 * The booking inquiries workflow screens: /admin/bookings (every inquiry), /admin/bookings/{id}, and the
 * DJ managers' /mate/bookings (their DJs' inquiries only). The status rule itself is venue-ops' nextBookingStatuses,
 * shared with the venue Bookings tab, so an inquiry moves the same way wherever it is handled.
 */

export const BOOKING_SORTS = ["received-desc", "received-asc", "gig-asc", "gig-desc", "status"] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];
export const BOOKING_SORT_LABELS: Record<BookingSort, string> = {
  "received-desc": "Newest first",
  "received-asc": "Oldest first",
  "gig-asc": "Gig date, soonest",
  "gig-desc": "Gig date, latest",
  status: "Status",
};
export const BOOKINGS_PAGE_SIZE = 25;

export interface BookingListFilter {
  /** A status, "open" (everything not archived) or "all". */
  status: BookingStatus | "open" | "all";
  /** A DJ profile's slug. */
  dj: string | null;
  gigFrom: string | null;
  gigTo: string | null;
  receivedFrom: string | null;
  receivedTo: string | null;
  q: string;
  sort: BookingSort;
  page: number;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const isoOrNull = (v: string | null) => (v && ISO.test(v) && !Number.isNaN(Date.parse(v)) ? v : null);

export function parseBookingListFilter(params: URLSearchParams): BookingListFilter {
  const status = params.get("status");
  const sort = params.get("sort");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const dj = (params.get("dj") ?? "").trim();
  return {
    status: status === "all" ? "all" : isBookingStatus(status) ? status : "open",
    dj: /^[a-z0-9-]{1,120}$/.test(dj) ? dj : null,
    gigFrom: isoOrNull(params.get("gigFrom")),
    gigTo: isoOrNull(params.get("gigTo")),
    receivedFrom: isoOrNull(params.get("receivedFrom")),
    receivedTo: isoOrNull(params.get("receivedTo")),
    q: (params.get("q") ?? "").trim().slice(0, 100),
    sort: (BOOKING_SORTS as readonly string[]).includes(sort ?? "") ? (sort as BookingSort) : "received-desc",
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 1000) : 1,
  };
}

/** The query string of a filter (defaults left out), for paging and sort links. */
export function bookingListHref(filter: BookingListFilter, change: Partial<BookingListFilter> = {}): string {
  const next = { ...filter, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.status !== "open") params.set("status", next.status);
  if (next.dj) params.set("dj", next.dj);
  if (next.gigFrom) params.set("gigFrom", next.gigFrom);
  if (next.gigTo) params.set("gigTo", next.gigTo);
  if (next.receivedFrom) params.set("receivedFrom", next.receivedFrom);
  if (next.receivedTo) params.set("receivedTo", next.receivedTo);
  if (next.q) params.set("q", next.q);
  if (next.sort !== "received-desc") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

const NOTE_TOO_LONG = "Keep the note under 1000 characters.";
const NOTE_MISSING = "Write the note first.";
const REPLY_MISSING = "Write your reply first.";

const note = z
  .string()
  .trim()
  .max(1000, { error: NOTE_TOO_LONG })
  .optional()
  .transform((v) => (v ? v : null));

export const BOOKING_REPLY_MIN = 10;
export const BOOKING_REPLY_MAX = 4000;

/** What the inquiry screens post: a status change (with an optional note), an internal note, a reply by mail. */
export const bookingInquiryActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    status: z.enum(BOOKING_STATUSES, { error: "Choose a status." }),
    note,
  }),
  z.object({
    intent: z.literal("note"),
    note: z.string({ error: NOTE_MISSING }).trim().min(1, { error: NOTE_MISSING }).max(1000, { error: NOTE_TOO_LONG }),
  }),
  z.object({
    intent: z.literal("reply"),
    message: z
      .string({ error: REPLY_MISSING })
      .trim()
      .min(1, { error: REPLY_MISSING })
      .min(BOOKING_REPLY_MIN, { error: `Write at least ${BOOKING_REPLY_MIN} characters.` })
      .max(BOOKING_REPLY_MAX, { error: `Keep the reply under ${BOOKING_REPLY_MAX} characters.` }),
    /** "on": the reply carries the DJ's press kit as a personal link (decision 058, "Personal links"). */
    pressLink: z.literal("on").optional(),
  }),
  // The inquiry's personal press-kit link: make one (replacing any) or revoke it.
  z.object({ intent: z.literal("press-link") }),
  z.object({ intent: z.literal("press-link-revoke") }),
]);
export type BookingInquiryAction = z.output<typeof bookingInquiryActionSchema>;

/** The list's bulk action: archive the checked inquiries (each must be allowed to move to archived). */
export const bookingBulkSchema = z.object({
  intent: z.literal("archive"),
  ids: z.array(z.uuid()).min(1, { error: "Tick at least one inquiry." }).max(100),
});

/** An inquiry's timeline entry as the screens show it. */
export interface BookingTimelineEntry {
  kind: "status" | "note" | "reply";
  fromStatus: string | null;
  toStatus: string;
  by: string | null;
  note: string | null;
  at: string;
}

/** "Re: your booking inquiry for Nadia Voss" — the reply's subject, naming whom it was sent to. */
export function bookingReplySubject(addressee: string | null): string {
  return addressee ? `Re: your booking inquiry for ${addressee}` : "Re: your booking inquiry";
}

/** What an inquiry screen's action answers: a toast, or an error next to the field it is about. */
export type BookingWorkflowResult =
  | { ok: true; message: string; pressLink?: { url: string; until: string } }
  | { ok: false; error: string; field?: "note" | "message" | "status"; values?: Record<string, string> };

const WHEN = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});
/** "3 Mar 2027, 14:05 UTC": server and browser print the same text (no hydration mismatch). */
export function bookingWhen(iso: string): string {
  return `${WHEN.format(new Date(iso))} UTC`;
}

/** What an inquiry's sender wrote, and its status: the fields every bookings screen and its read share. */
export interface InquiryFields {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  eventDate: string | null;
  city: string | null;
  eventType: string | null;
  budgetRange: string | null;
  message: string | null;
  status: string;
}

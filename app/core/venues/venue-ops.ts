import { z } from "zod";

/**
 * Pure rules of the venue management tabs Events, Bookings and Media, shared by the screens and the
 * domain functions.
 */

/** An inquiry id that is malformed, unknown, or not the reader's: one answer, so nothing tells which ids exist. */
export const INQUIRY_NOT_FOUND = "That inquiry was not found.";

// ───────────── Events tab ─────────────

/** The venue's events: upcoming first (soonest first), then past ones (latest first). */
export function upcomingThenPast<T extends { startsAt: string }>(
  events: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const time = now.getTime();
  const upcoming = events.filter((e) => Date.parse(e.startsAt) >= time);
  const past = events.filter((e) => Date.parse(e.startsAt) < time);
  upcoming.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  past.sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  return { upcoming, past };
}

// ───────────── Bookings tab ─────────────

/** The life of a booking inquiry: new → contacted → negotiating → confirmed or declined → archived. */
export const BOOKING_STATUSES = ["new", "contacted", "negotiating", "confirmed", "declined", "archived"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  new: "New",
  contacted: "Contacted",
  negotiating: "Negotiating",
  confirmed: "Confirmed",
  declined: "Declined",
  archived: "Archived",
};

const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  new: ["contacted", "declined", "archived"],
  contacted: ["negotiating", "confirmed", "declined", "archived"],
  negotiating: ["confirmed", "declined", "archived"],
  confirmed: ["archived"],
  declined: ["archived"],
  // An archived inquiry can be taken up again from where the conversation stood.
  archived: ["contacted"],
};

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === "string" && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** The statuses an inquiry may move to from `current` (an unknown stored status may only be archived). */
export function nextBookingStatuses(current: string): readonly BookingStatus[] {
  return isBookingStatus(current) ? NEXT[current] : ["archived"];
}

export const BOOKING_TRANSITION_REFUSED = "That status change is not possible for this inquiry.";

export const bookingStatusChangeSchema = z.object({
  intent: z.literal("status"),
  inquiryId: z.uuid({ error: INQUIRY_NOT_FOUND }),
  status: z.enum(BOOKING_STATUSES, { error: "Choose a status." }),
  note: z
    .string()
    .trim()
    .max(500, { error: "Keep the note under 500 characters." })
    .optional()
    .transform((v) => (v ? v : null)),
});

/** The filter of the Bookings tab: a status, or every inquiry that is not archived ("open"), or all. */
export type BookingFilter = BookingStatus | "open" | "all";
export function parseBookingFilter(value: string | null): BookingFilter {
  if (value === "all" || value === "open") return value;
  return isBookingStatus(value) ? value : "open";
}

// ───────────── Media tab ─────────────

/** A venue's gallery holds up to 30 images. */
export const VENUE_GALLERY_MAX = 30;
export const VENUE_GALLERY_FULL = `The gallery is full: ${VENUE_GALLERY_MAX} images at most. Delete one to add another.`;
export const VENUE_CAPTION_MAX = 200;

export const venueMediaActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("upload"), caption: caption() }),
  z.object({ intent: z.literal("caption"), mediaId: z.uuid(), caption: caption() }),
  z.object({ intent: z.literal("move"), mediaId: z.uuid(), direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("delete"), mediaId: z.uuid() }),
]);

function caption() {
  return z
    .string()
    .trim()
    .max(VENUE_CAPTION_MAX, { error: `Keep the caption under ${VENUE_CAPTION_MAX} characters.` })
    .optional()
    .transform((v) => (v ? v : null));
}

/** The order after moving one image a place up or down (ids in gallery order); unchanged at either end. */
export function moveInOrder(ids: readonly string[], id: string, direction: "up" | "down"): string[] {
  const order = [...ids];
  const from = order.indexOf(id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return order;
  [order[from], order[to]] = [order[to], order[from]];
  return order;
}

/** Gallery uploads share the flyer limits (decoded and re-encoded by sharp either way). */
export const VENUE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const VENUE_IMAGE_TOO_LARGE = "That image is too large. Upload one under 8 MB.";

import { z } from "zod";
import { groupedInteger } from "~/core/text/english-format";
import { MARKUP, plainTextMessage, tooLongMessage } from "~/core/text/plain-text";
import { htmlToPlainText } from "~/core/text/rich-text";
import {
  addDays,
  type EventStatus,
  isValidTimeZone,
  localDateOf,
  localTimeOf,
  safeTicketUrl,
  zonedDateTime,
} from "./events";
import {
  expandRecurrence,
  isRepeatPattern,
  localInstants,
  REPEAT_NOT_IN_LIST,
  type RecurrenceInput,
} from "./recurrence";

/**
 * The event form (/mate/events/create, the mate's edit screen, /admin/events/create and edit), shared by
 * the browser (instant field errors) and the actions (the real check): the one validator of the form's shape and
 * messages. Values arrive as strings; the lineup as a JSON list the picker keeps in a hidden field. The domain
 * (prepareEvent) checks only what the database knows (that the DJs, the venue and the production line exist) and
 * refuses with the same field names.
 */

export const EVENT_FORM_LIMITS = {
  name: 120,
  venue: 120,
  location: 120,
  description: 10_000,
  lineup: 40,
  lineupName: 80,
} as const;

/** Largest flyer accepted (the same sharp checks as DJ photos decide whether it is an image). */
export const MAX_EVENT_IMAGE_BYTES = 8 * 1024 * 1024;
export const EVENT_IMAGE_TOO_LARGE = "That flyer is too large. Upload one under 8 MB.";

/** What the form's submit buttons ask for: save (publish, or send for review) or keep as a draft. */
export const EVENT_FORM_INTENTS = ["save", "draft"] as const;
export type EventFormIntent = (typeof EVENT_FORM_INTENTS)[number];

const TAG = MARKUP;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const plain = (max: number, label: string, required = false) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").replace(/\s+/g, " ").trim())
    .refine((v) => !required || v.length > 0, { error: `${label} is required` })
    .refine((v) => !TAG.test(v), { error: plainTextMessage(label) })
    .refine((v) => v.length <= max, { error: tooLongMessage(label, max) });

const optionalId = (message: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim() || null)
    .refine((v) => v === null || UUID.test(v), { error: message });

/** One lineup entry: one of our DJs (by profile id, with the name shown in the picker) or a free-text name. */
export type EventLineupEntryInput = { djProfileId: string; name: string } | { djProfileId: null; name: string };

const lineupEntry = z.object({
  djProfileId: z.string().regex(UUID).nullable().optional(),
  name: z.string().optional(),
});

const lineupField = z
  .string()
  .optional()
  .transform((v, ctx): EventLineupEntryInput[] => {
    let raw: unknown;
    try {
      raw = JSON.parse(v?.trim() || "[]");
    } catch {
      raw = null;
    }
    const parsed = z.array(lineupEntry).safeParse(raw);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: "The lineup could not be read. Add the DJs again." });
      return z.NEVER;
    }
    const entries = parsed.data.map((e) => ({
      djProfileId: e.djProfileId ?? null,
      name: (e.name ?? "").replace(/\s+/g, " ").trim(),
    }));
    if (entries.length > EVENT_FORM_LIMITS.lineup) {
      ctx.addIssue({ code: "custom", message: `A lineup has at most ${EVENT_FORM_LIMITS.lineup} names` });
      return z.NEVER;
    }
    for (const e of entries) {
      if (e.djProfileId) continue;
      if (!e.name) ctx.addIssue({ code: "custom", message: "A lineup name is empty" });
      else if (TAG.test(e.name)) ctx.addIssue({ code: "custom", message: "Lineup names must be plain text (no HTML)" });
      else if (e.name.length > EVENT_FORM_LIMITS.lineupName)
        ctx.addIssue({
          code: "custom",
          message: `A lineup name is too long (at most ${EVENT_FORM_LIMITS.lineupName})`,
        });
    }
    const ids = entries.flatMap((e) => (e.djProfileId ? [e.djProfileId] : []));
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", message: "A DJ is on the lineup twice" });
    return entries;
  });

const baseShape = {
  name: plain(EVENT_FORM_LIMITS.name, "Event name", true),
  date: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine((v) => DAY.test(v) && !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), {
      error: "Choose the day of the event",
    }),
  startTime: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine((v) => TIME.test(v), { error: "Give the start time (HH:MM)" }),
  endTime: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim() || null)
    .refine((v) => v === null || TIME.test(v), { error: "Give the end time as HH:MM, or leave it empty" }),
  timeZone: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine((v) => isValidTimeZone(v), { error: "Choose a time zone from the list" }),
  venueId: optionalId("Choose a venue from the list"),
  venue: plain(EVENT_FORM_LIMITS.venue, "Venue"),
  location: plain(EVENT_FORM_LIMITS.location, "Location"),
  productionLineId: optionalId("Choose a production line from the list"),
  ticketUrl: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine((v) => !v || safeTicketUrl(v) !== null, { error: "The tickets link must start with http:// or https://" })
    .transform((v) => (v ? safeTicketUrl(v) : null)),
  description: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine((v) => v.length <= EVENT_FORM_LIMITS.description, {
      error: tooLongMessage("The description", groupedInteger(EVENT_FORM_LIMITS.description)),
    }),
  lineup: lineupField,
  intent: z.enum(EVENT_FORM_INTENTS).optional().default("save"),
  /** Admins only (the action ignores it for anyone else). */
  status: z.enum(["draft", "pending", "published", "cancelled"]).optional().catch(undefined),
  /**
   * A residency (decision 059), on creation only: how it repeats (recurrence.ts's patterns; anything else is refused
   * by name) and until a last date or for a number of dates.
   */
  repeat: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim() || "none"),
  repeatEnds: z
    .string()
    .optional()
    .transform((v): "until" | "count" => (v === "until" ? "until" : "count")),
  repeatUntil: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim()),
  repeatCount: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim()),
  /** On an occurrence's edit: this one only, or this and the series' later ones. */
  applyTo: z.enum(["this", "following"]).optional().catch("this").default("this"),
  /** "create" refuses a start in the past; an edit may keep (or fix) a past date. */
  mode: z.enum(["create", "edit"]).optional().default("create"),
};

/** When a new event would start before now (a minute of grace for a form filled in slowly). */
export function startsInThePast(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() < now.getTime() - 60_000;
}

/** The start and end instants of the form's local day and times; an end at or before the start is the next day. */
export function eventInstants(values: { date: string; startTime: string; endTime: string | null; timeZone: string }): {
  startsAt: Date;
  endsAt: Date | null;
} {
  const { startsAt, endsAt } = localInstants(values.date, values.startTime, values.endTime, values.timeZone);
  return { startsAt, endsAt };
}

/** How far ahead an event may be dated: further is a typo (year 9999 topped the admins' list). */
export const EVENT_MAX_YEARS_AHEAD = 5;

/** Whether a form's day is past the horizon (by calendar day; `today` is YYYY-MM-DD). */
export function beyondEventHorizon(date: string, today: string): boolean {
  const limit = `${String(Number(today.slice(0, 4)) + EVENT_MAX_YEARS_AHEAD).padStart(4, "0")}${today.slice(4)}`;
  return date > limit;
}

export const eventFormSchema = z.object(baseShape).superRefine((v, ctx) => {
  if (v.endTime !== null && v.endTime === v.startTime)
    ctx.addIssue({
      code: "custom",
      path: ["endTime"],
      message: "The end time is the start time: give the time it ends, or leave it empty",
    });
  if (DAY.test(v.date) && beyondEventHorizon(v.date, new Date().toISOString().slice(0, 10))) {
    ctx.addIssue({
      code: "custom",
      path: ["date"],
      message: `Choose a date within the next ${EVENT_MAX_YEARS_AHEAD} years`,
    });
    // Nothing more to check on such a day (and the last days of year 9999 have no instant in some zones).
    return;
  }
  if (v.mode !== "create") return;
  if (!isRepeatPattern(v.repeat)) ctx.addIssue({ code: "custom", path: ["repeat"], message: REPEAT_NOT_IN_LIST });
  else if (v.repeat !== "none") {
    if (v.repeatEnds === "until" && !DAY.test(v.repeatUntil))
      ctx.addIssue({ code: "custom", path: ["repeatUntil"], message: "Choose the last date of the residency" });
    if (v.repeatEnds === "count" && !/^\d{1,4}$/.test(v.repeatCount))
      ctx.addIssue({ code: "custom", path: ["repeatCount"], message: "Give how many dates, as a number" });
  }
  if (!DAY.test(v.date) || !TIME.test(v.startTime) || !isValidTimeZone(v.timeZone)) return;
  if (startsInThePast(eventInstants(v).startsAt, new Date()))
    ctx.addIssue({ code: "custom", path: ["date"], message: "The event can't start in the past" });
  const recurrence = recurrenceOf(v);
  if (!recurrence) return;
  const expanded = expandRecurrence(recurrence);
  if (!expanded.ok) ctx.addIssue({ code: "custom", path: [expanded.field], message: expanded.message });
});

/**
 * The recurrence a parsed form asks for, or null for a one-off (or a repeat whose own fields were refused). The
 * action expands it again (cheap) to get the occurrences the schema checked.
 */
export function recurrenceOf(v: {
  mode: string;
  repeat: string;
  repeatEnds: "until" | "count";
  repeatUntil: string;
  repeatCount: string;
  date: string;
  startTime: string;
  endTime: string | null;
  timeZone: string;
}): RecurrenceInput | null {
  if (v.mode !== "create" || !isRepeatPattern(v.repeat) || v.repeat === "none") return null;
  if (v.repeatEnds === "until" ? !DAY.test(v.repeatUntil) : !/^\d{1,4}$/.test(v.repeatCount)) return null;
  return {
    pattern: v.repeat,
    date: v.date,
    startTime: v.startTime,
    endTime: v.endTime,
    timeZone: v.timeZone,
    ...(v.repeatEnds === "until" ? { until: v.repeatUntil } : { count: Number(v.repeatCount) }),
  };
}

export type EventFormData = z.output<typeof eventFormSchema>;

/**
 * The status an event gets when saved: a draft stays a draft; an admin's status control decides
 * for admins; with `feature_event_admin_approval` on anyone else's event waits for review, off it publishes at once.
 * A cancelled event that its creator edits stays cancelled (uncancelling is an admin decision).
 */
export function eventStatusAfterSave(input: {
  intent: EventFormIntent;
  isAdmin: boolean;
  approvalRequired: boolean;
  adminStatus?: EventStatus;
  current?: EventStatus;
}): EventStatus {
  if (input.isAdmin) return input.adminStatus ?? (input.intent === "draft" ? "draft" : "published");
  if (input.current === "cancelled") return "cancelled";
  if (input.intent === "draft") return "draft";
  return input.approvalRequired ? "pending" : "published";
}

/** The toast after a save, saying where the event now is. */
export function eventSavedNotice(status: EventStatus, created: boolean, dates?: number): string {
  // A residency (decision 059): how many dates were made, or changed by "this and following".
  if (dates && dates > 1) {
    const what = `Residency ${created ? "created" : "saved"}: ${dates} dates`;
    if (status === "draft") return `${what}, as drafts`;
    if (status === "pending") return `${what}, sent for review`;
    if (status === "published") return `${what}, published`;
  }
  const verb = created ? "created" : "saved";
  switch (status) {
    case "draft":
      return `Event ${verb} as a draft`;
    case "pending":
      return `Event ${verb} and sent for review. It is published once an admin approves it.`;
    case "published":
      return `Event ${verb} and published`;
    case "cancelled":
      return `Event ${verb} (cancelled)`;
  }
}

/**
 * The start of a duplicate: the same local time of day, on the first day from tomorrow that falls on the
 * original's weekday (a Friday party copies to a Friday), so the copy is always in the future.
 */
export function duplicateStart(original: Date, timeZone: string, now: Date): Date {
  const day = localDateOf(original, timeZone);
  const time = localTimeOf(original, timeZone);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  let candidate = addDays(localDateOf(now, timeZone), 1);
  while (new Date(`${candidate}T00:00:00Z`).getUTCDay() !== weekday) candidate = addDays(candidate, 1);
  return zonedDateTime(candidate, time, timeZone);
}

/** The form's strings for a stored event (the edit screens), dates shown in the event's own zone. */
export function eventFormValues(event: {
  eventName: string;
  eventDate: Date;
  endDate: Date | null;
  timeZone: string;
  venueId: string | null;
  venue: string | null;
  location: string | null;
  productionLineId: string | null;
  ticketUrl: string | null;
  description: string | null;
  status: string;
}): Record<string, string> {
  return {
    name: event.eventName,
    date: localDateOf(event.eventDate, event.timeZone),
    startTime: localTimeOf(event.eventDate, event.timeZone),
    endTime: event.endDate ? localTimeOf(event.endDate, event.timeZone) : "",
    timeZone: event.timeZone,
    venueId: event.venueId ?? "",
    venue: event.venueId ? "" : (event.venue ?? ""),
    location: event.location ?? "",
    productionLineId: event.productionLineId ?? "",
    ticketUrl: event.ticketUrl ?? "",
    description: event.description ? htmlToPlainText(event.description) : "",
    status: event.status,
  };
}

/** The zone of a venue's country, to preselect the form's time zone (an IANA zone, or null when unknown). */
const COUNTRY_ZONES: Record<string, string> = {
  Germany: "Europe/Berlin",
  Nigeria: "Africa/Lagos",
  UK: "Europe/London",
  "United Kingdom": "Europe/London",
  Israel: "Asia/Jerusalem",
  "South Africa": "Africa/Johannesburg",
  Spain: "Europe/Madrid",
  Netherlands: "Europe/Amsterdam",
  USA: "America/New_York",
  "United States": "America/New_York",
  Georgia: "Asia/Tbilisi",
  Brazil: "America/Sao_Paulo",
  France: "Europe/Paris",
  Italy: "Europe/Rome",
  Portugal: "Europe/Lisbon",
  Belgium: "Europe/Brussels",
  Poland: "Europe/Warsaw",
  Ireland: "Europe/Dublin",
  Japan: "Asia/Tokyo",
  Australia: "Australia/Sydney",
  Ghana: "Africa/Accra",
  Kenya: "Africa/Nairobi",
  Finland: "Europe/Helsinki",
  Sweden: "Europe/Stockholm",
  Denmark: "Europe/Copenhagen",
  Norway: "Europe/Oslo",
};

export function timeZoneForCountry(country: string | null | undefined): string | null {
  return (country && COUNTRY_ZONES[country.trim()]) || null;
}

/** An event's own status label on the management lists (spec strings for the badges). */
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  draft: "Draft",
  pending: "Pending review",
  published: "Published",
  cancelled: "Cancelled",
};

/** The admin list's filter tabs. */
export const ADMIN_EVENT_FILTERS = ["all", "pending", "published", "draft", "cancelled"] as const;
export type AdminEventFilter = (typeof ADMIN_EVENT_FILTERS)[number];

export function parseAdminEventFilter(value: string | null): AdminEventFilter {
  return (ADMIN_EVENT_FILTERS as readonly string[]).includes(value ?? "") ? (value as AdminEventFilter) : "all";
}

/** The reason an admin gives when sending a pending event back (stored in review_note, mailed to the creator). */
export const eventReviewSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), eventId: z.string().min(1).max(140) }),
  z.object({
    intent: z.literal("reject"),
    eventId: z.string().min(1).max(140),
    reason: z
      .string()
      .transform((v) => v.trim())
      .refine((v) => v.length >= 3, { error: "Say why, so the creator can fix it" })
      .refine((v) => v.length <= 1000, { error: "Keep the reason under 1,000 characters" }),
  }),
]);

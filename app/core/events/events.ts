/**
 * Events: which statuses the public sees, the /events filters as URL query parameters, calendar days
 * in an event's own time zone, and the links an event page offers. Pure (no I/O), shared by the server and the
 * browser; the event_id rule lives in ./event-id.ts (it needs the slug tables, which stay out of the browser).
 */

import type { ArtWidth } from "~/core/site/art-url";
import { artworkRasterUrl, parseArtworkUrl } from "~/core/site/artwork";
import { groupedInteger, MONTHS_LONG, MONTHS_SHORT, WEEKDAYS_LONG, WEEKDAYS_SHORT } from "~/core/text/english-format";
import { wallClockAsUtc, zoneParts } from "~/core/text/zone-clock";

export const EVENT_STATUSES = ["draft", "pending", "published", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export function isEventStatus(value: unknown): value is EventStatus {
  return typeof value === "string" && (EVENT_STATUSES as readonly string[]).includes(value);
}

/** Statuses whose page anyone may open: a cancelled event keeps its page (with a banner) so shared links still work. */
export const PAGE_VISIBLE_EVENT_STATUSES = ["published", "cancelled"] as const satisfies readonly EventStatus[];
/** Statuses listed on /events, on DJ pages and in the sitemap: published only (a cancelled event leaves them). */
export const LISTED_EVENT_STATUSES = ["published"] as const satisfies readonly EventStatus[];
/** Statuses search finds (spec §5: events must have status published). */
export const SEARCHABLE_EVENT_STATUSES = ["published"] as const satisfies readonly EventStatus[];

export function hasPublicEventPage(status: string): boolean {
  return (PAGE_VISIBLE_EVENT_STATUSES as readonly string[]).includes(status);
}
export function isListedEvent(status: string): boolean {
  return (LISTED_EVENT_STATUSES as readonly string[]).includes(status);
}
export function isSearchableEvent(status: string): boolean {
  return (SEARCHABLE_EVENT_STATUSES as readonly string[]).includes(status);
}

/** Where events happen unless told otherwise (the column's default, migration 0010). */
export const DEFAULT_EVENT_TIME_ZONE = "Europe/London";

export function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || !/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options. Building one costs tens of microseconds (more with a time
 * zone), and an /events page formats a few hundred dates: built per call, they were most of its render time
 * (`npm run bench`: /events at 26 ms of CPU per render). The keys are bounded by the zones in use.
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= 1000) formats.clear();
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const MINUTE_MS = 60_000;
const localDates = new Map<string, string>();

/**
 * The calendar day ("2026-05-01") an instant falls on in a time zone. Pages ask for today's on every render, and
 * formatToParts costs a few hundred microseconds under load, so the answer is kept per zone and UTC
 * minute: a zone's offset is a whole number of minutes and changes on a whole minute, so the local day cannot change
 * within one. An instant whose local seconds differ from its UTC seconds (an old local-mean-time offset) is not kept.
 */
export function localDateOf(date: Date, timeZone: string): string {
  const key = `${timeZone}|${Math.floor(date.getTime() / MINUTE_MS)}`;
  const known = localDates.get(key);
  if (known !== undefined) return known;
  const p = zoneParts(date, timeZone);
  const day = `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
  if (p.second === date.getUTCSeconds()) {
    if (localDates.size >= 1000) localDates.clear();
    localDates.set(key, day);
  }
  return day;
}

/** The local wall-clock time ("23:00") of an instant in a time zone. */
export function localTimeOf(date: Date, timeZone: string): string {
  const p = zoneParts(date, timeZone);
  return `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
}

/**
 * The instant of a wall-clock time in a time zone: "2026-05-01" "22:00" in Europe/Berlin → 20:00 UTC. A time that
 * a clock change skips moves forward with it; one it repeats is the first of the two.
 */
export function zonedDateTime(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const wanted = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wanted;
  for (let i = 0; i < 3; i++) {
    const p = zoneParts(new Date(guess), timeZone);
    const shown = wallClockAsUtc(p);
    if (shown === wanted) break;
    guess += wanted - shown;
  }
  return new Date(guess);
}

/** Adds whole days to a calendar day string. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The zone whose calendar says what "today" and "this weekend" are on /events (a cached page is the same for
 * every visitor, so it cannot be the visitor's own): the default event zone. Each event is matched on its own
 * local day.
 */
export const SITE_TIME_ZONE = DEFAULT_EVENT_TIME_ZONE;

// ───────────────────────────── Cards ─────────────────────────────

/** One name on a lineup: linked when the DJ has a public profile here, plain text otherwise. */
export interface EventLineupName {
  name: string;
  djSlug: string | null;
}

/** An event as a listing row shows it (serialisable: dates as ISO strings). */
export interface EventCardData {
  eventId: string;
  name: string;
  status: EventStatus;
  startsAt: string;
  timeZone: string;
  /** The local day and time of the start in the event's zone ("2026-05-01", "22:00"). */
  localDate: string;
  localTime: string;
  /** Started and not yet over when the list was built. */
  live: boolean;
  venue: string | null;
  location: string | null;
  image: string | null;
  lineup: EventLineupName[];
}

// ───────────────────────────── /events filters ─────────────────────────────

/** Event rows per page of /events ("Show more" opens the next page, a real ?page= link). */
export const EVENT_PAGE_SIZE = 20;
/** Deep paging is refused past this (filters narrow instead). */
export const EVENT_MAX_PAGE = 50;

export const EVENT_RANGES = [
  { value: "today", label: "Today" },
  { value: "weekend", label: "This weekend" },
] as const;
export type EventRange = (typeof EVENT_RANGES)[number]["value"];

export interface EventFilters {
  /** The Upcoming tab (default) or the Past tab. */
  when: "upcoming" | "past";
  /** A `location` as events store it ("Berlin, Germany"). */
  city: string | null;
  /** A genre of a DJ on the lineup. */
  genre: string | null;
  /** A venue name as events store it. */
  venue: string | null;
  /** A production line's slug. */
  production: string | null;
  /** A named range; `from`/`to` are the picker's days. A named range wins over the picker. */
  range: EventRange | null;
  from: string | null;
  to: string | null;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function cleanText(value: string | null): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed && trimmed.length <= 120 ? trimmed : null;
}

function cleanDay(value: string | null): string | null {
  if (!value || !DAY.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

/** Lenient parse of /events' query: unknown values fall back to "no filter", bad pages to 1. */
export function parseEventFilters(params: URLSearchParams): EventFilters {
  const rangeParam = params.get("range");
  const range = EVENT_RANGES.find((r) => r.value === rangeParam)?.value ?? null;
  const pageNumber = Number(params.get("page"));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, EVENT_MAX_PAGE) : 1;
  let from = range ? null : cleanDay(params.get("from"));
  let to = range ? null : cleanDay(params.get("to"));
  if (from && to && from > to) [from, to] = [to, from];
  const production = params.get("production");
  return {
    when: params.get("when") === "past" ? "past" : "upcoming",
    city: cleanText(params.get("city")),
    genre: cleanText(params.get("genre")),
    venue: cleanText(params.get("venue")),
    production: production && /^[a-z0-9][a-z0-9-]{0,120}$/.test(production) ? production : null,
    range,
    from,
    to,
    page,
  };
}

/** The canonical query string of a filter state ("" for the plain upcoming list). */
export function eventsSearch(filters: Partial<EventFilters>): string {
  const params = new URLSearchParams();
  if (filters.when === "past") params.set("when", "past");
  if (filters.city) params.set("city", filters.city);
  if (filters.genre) params.set("genre", filters.genre);
  if (filters.venue) params.set("venue", filters.venue);
  if (filters.production) params.set("production", filters.production);
  if (filters.range) params.set("range", filters.range);
  else {
    if (filters.from) params.set("from", filters.from);
    if (filters.to) params.set("to", filters.to);
  }
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * The Upcoming or Past tab's link from the filters in use: every filter is kept across tabs (a city picked on
 * Upcoming is still picked on Past), except a named range ("Today", "This weekend"), which names coming days and
 * is offered on Upcoming only. Back to the first page.
 */
export function eventTabSearch(filters: EventFilters, when: EventFilters["when"]): string {
  return eventsSearch({ ...filters, when, range: when === "past" ? null : filters.range, page: 1 });
}

export function hasActiveEventFilters(filters: EventFilters): boolean {
  return Boolean(
    filters.city || filters.genre || filters.venue || filters.production || filters.range || filters.from || filters.to,
  );
}

/**
 * The calendar days a filter asks for, compared with each event's own local date (a party at 23:00 in Lagos is on
 * that day in Lagos). `today` is the day the list is built on. "This weekend" is Friday to Sunday: the coming one,
 * or the current one from Friday on.
 */
export function eventDayWindow(
  filters: Pick<EventFilters, "range" | "from" | "to">,
  today: string,
): { from: string | null; to: string | null } {
  if (filters.range === "today") return { from: today, to: today };
  if (filters.range === "weekend") {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
    if (weekday === 0) return { from: today, to: today };
    if (weekday === 5 || weekday === 6) return { from: today, to: addDays(today, 7 - weekday) };
    return { from: addDays(today, 5 - weekday), to: addDays(today, 7 - weekday) };
  }
  return { from: filters.from, to: filters.to };
}

// ───────────────────────────── Listing and page helpers ─────────────────────────────

/** A group of consecutive events on one local day (RA-style listing). */
export interface EventDayGroup<T> {
  day: string;
  events: T[];
}

/** Groups events (already in day order) by their local day, keeping the order. */
export function groupEventsByDay<T extends { localDate: string }>(events: readonly T[]): EventDayGroup<T>[] {
  const groups: EventDayGroup<T>[] = [];
  for (const event of events) {
    const last = groups.at(-1);
    if (last && last.day === event.localDate) last.events.push(event);
    else groups.push({ day: event.localDate, events: [event] });
  }
  return groups;
}

/**
 * A day header: `label` "Today", "Tomorrow" or "Sat 9 May" (with the year when it is not this year's), the tile's
 * `weekday` and `date`, the `month` ("May", "May 2027") shown beside the tile, and `full` for screen readers.
 */
export function dayHeading(
  day: string,
  today: string,
): { label: string; weekday: string; date: string; month: string; full: string } {
  const date = new Date(`${day}T12:00:00Z`);
  // English names from tables, not Intl: this runs while a page with events hydrates (app/core/text/english-format.ts).
  const weekday = WEEKDAYS_SHORT[date.getUTCDay()];
  const dayOfMonth = String(date.getUTCDate());
  const monthShort = MONTHS_SHORT[date.getUTCMonth()];
  const monthLong = MONTHS_LONG[date.getUTCMonth()];
  const otherYear = date.getUTCFullYear() !== Number(today.slice(0, 4));
  const named = day === today ? "Today" : day === addDays(today, 1) ? "Tomorrow" : null;
  const year = otherYear ? ` ${date.getUTCFullYear()}` : "";
  return {
    label: `${named ?? `${weekday} ${dayOfMonth} ${monthShort}`}${named ? "" : year}`,
    weekday,
    date: dayOfMonth,
    // "Tomorrow", not "Tomorrow · Dec": the tile beside it already says which day it is.
    month: named ?? `${monthLong}${year}`,
    full: `${named ? `${named}, ` : ""}${WEEKDAYS_LONG[date.getUTCDay()]} ${dayOfMonth} ${monthLong}${year}`,
  };
}

/**
 * The one way an event's date is written for people — screens, CSV files and mails alike: always in the event's own
 * zone (decision 021), never the server's or UTC. A 22:00 New York night on Tuesday 1 December is "Tue 1 Dec 2026"
 * everywhere, though it is already Wednesday in UTC.
 * - `day`: "Tue 1 Dec 2026" (tables, lists, CSV)
 * - `date`: "1 Dec 2026" (pickers)
 * - `short`: "Tue 1 Dec" (cards beside other dates of the year)
 * - `dayTime`: "Tue 1 Dec 2026, 22:00"
 */
export function formatEventDate(
  startsAt: Date | string,
  timeZone: string,
  style: "day" | "date" | "short" | "dayTime" = "day",
): string {
  const at = typeof startsAt === "string" ? new Date(startsAt) : startsAt;
  const [y, m, d] = localDateOf(at, timeZone).split("-").map(Number);
  const noon = new Date(Date.UTC(y, m - 1, d, 12));
  // English names from tables, like dayHeading: the same text on the server, in every browser and in mails.
  const weekday = WEEKDAYS_SHORT[noon.getUTCDay()];
  const date = `${d} ${MONTHS_SHORT[m - 1]}`;
  if (style === "short") return `${weekday} ${date}`;
  if (style === "date") return `${date} ${y}`;
  const day = `${weekday} ${date} ${y}`;
  return style === "dayTime" ? `${day}, ${localTimeOf(at, timeZone)}` : day;
}

/** "Friday 1 May 2026, 22:00 – 06:00 (Europe/Berlin)" for the event page. */
export function describeEventTime(
  startsAt: Date,
  endsAt: Date | null,
  timeZone: string,
): { day: string; time: string; zone: string } {
  const day = dateFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone })
    .format(startsAt)
    .replace(/,/g, ""); // ICU versions differ on the comma after the weekday
  const start = localTimeOf(startsAt, timeZone);
  const end = endsAt ? localTimeOf(endsAt, timeZone) : null;
  const zone =
    dateFormat("en-GB", { timeZone, timeZoneName: "short" })
      .formatToParts(startsAt)
      .find((p) => p.type === "timeZoneName")?.value ?? timeZone;
  return { day, time: end ? `${start} – ${end}` : start, zone };
}

/** A ticket link is shown only when it is an http(s) URL. */
export function safeTicketUrl(value: string | null | undefined): string | null {
  const text = value?.trim() ?? "";
  if (!/^https?:\/\//i.test(text) || text.length > 2048) return null;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

function calendarStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Events without an end time are put in calendars as six hours long. */
export const DEFAULT_EVENT_HOURS = 6;

export function eventEnd(startsAt: Date, endsAt: Date | null): Date {
  return endsAt && endsAt > startsAt ? endsAt : new Date(startsAt.getTime() + DEFAULT_EVENT_HOURS * 3_600_000);
}

/** Google Calendar's "add event" link (its public render URL), in UTC so no time zone can be misread. */
export function googleCalendarUrl(input: {
  name: string;
  startsAt: Date;
  endsAt: Date | null;
  location: string | null;
  details: string;
  timeZone: string;
}): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: input.name,
    dates: `${calendarStamp(input.startsAt)}/${calendarStamp(eventEnd(input.startsAt, input.endsAt))}`,
    details: input.details,
    ctz: input.timeZone,
  });
  if (input.location) params.set("location", input.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The .ics download of an event page. */
export function eventCalendarPath(eventId: string): string {
  return `/events/${eventId}/calendar.ics`;
}

/** The generated artwork of an event: seeded by its id (made to fit the artwork URL's seed pattern). */
function eventArtwork(eventId: string): string {
  const seed =
    eventId
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, "-")
      .replace(/^-+/, "")
      .slice(0, 120) || "event";
  return `/art/event/${seed}.svg`;
}

/** What a generated flyer needs to say: the name, and the local day and time, place and lineup when known. */
export interface EventFlyerSource {
  eventId: string;
  name: string;
  image: string | null;
  /** The start's local day and time in the event's zone ("2026-12-08", "23:00"), as the event cards carry them. */
  localDate?: string;
  localTime?: string;
  venue?: string | null;
  location?: string | null;
  lineup?: readonly ({ name: string } | string)[];
}

/**
 * A flyer's date line from the local day and time: "Tue 8 Dec · 23:00". From the strings the cards already carry, so
 * the browser needs no time-zone code for it; the server passes localDateOf / localTimeOf of the start.
 */
export function flyerDate(localDate: string, localTime: string): string {
  const [y, m, d] = localDate.split("-").map(Number);
  return `${WEEKDAYS_SHORT[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d} ${MONTHS_SHORT[m - 1]} · ${localTime}`;
}

/**
 * The flyer to show: the event's own image, or its designed flyer (decision 060) carrying the name, date, venue
 * and lineup — all in the URL, so a changed lineup or date is a new flyer. A listing shows the same image small.
 */
export function eventFlyerUrl(event: EventFlyerSource, width?: ArtWidth): string {
  if (event.image && !parseArtworkUrl(event.image)) return event.image;
  const artwork = parseArtworkUrl(event.image || eventArtwork(event.eventId));
  if (!artwork) return event.image as string;
  return artworkRasterUrl(
    artwork.kind,
    artwork.seed,
    {
      label: event.name,
      date: event.localDate && event.localTime ? flyerDate(event.localDate, event.localTime) : undefined,
      place: [event.venue, event.location].filter(Boolean).join(", "),
      lineup: (event.lineup ?? []).map((l) => (typeof l === "string" ? l : l.name)),
    },
    width,
  );
}

/** The flyer of an event as the server reads it (a start instant and a zone). */
export function eventFlyerUrlAt(
  event: Omit<EventFlyerSource, "localDate" | "localTime"> & { startsAt: Date; timeZone: string },
  width?: ArtWidth,
): string {
  return eventFlyerUrl(
    {
      ...event,
      localDate: localDateOf(event.startsAt, event.timeZone),
      localTime: localTimeOf(event.startsAt, event.timeZone),
    },
    width,
  );
}

/** A listing thumbnail: the same flyer, made small (a list row shows it 64–80 px wide). */
export function eventThumbUrl(event: EventFlyerSource, width: ArtWidth = 160): string {
  return eventFlyerUrl(event, width);
}

/** "24 upcoming events", "1 past event", "No upcoming events", with the filters spelled out (the result line, read by screen readers). */
export function describeEventResults(total: number, filters: EventFilters, productionName?: string | null): string {
  const noun = `${filters.when === "past" ? "past" : "upcoming"} ${total === 1 ? "event" : "events"}`;
  const count = total === 0 ? `No ${noun}` : `${groupedInteger(total)} ${noun}`;
  const range = EVENT_RANGES.find((r) => r.value === filters.range)?.label.toLowerCase();
  const days =
    range ??
    (filters.from && filters.to
      ? filters.from === filters.to
        ? `on ${filters.from}`
        : `from ${filters.from} to ${filters.to}`
      : filters.from
        ? `from ${filters.from}`
        : filters.to
          ? `until ${filters.to}`
          : null);
  const parts = [
    count,
    filters.genre ? `with ${filters.genre}` : null,
    filters.venue ? `at ${filters.venue}` : null,
    filters.city ? `in ${filters.city}` : null,
    filters.production ? `by ${productionName ?? filters.production}` : null,
    days,
  ];
  return parts.filter(Boolean).join(" ");
}

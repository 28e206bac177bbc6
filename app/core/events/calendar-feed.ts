import ical, { ICalEventStatus } from "ical-generator";
import { wallClockAsUtc, zoneParts } from "~/core/text/zone-clock";
import { eventEnd } from "./events";

/**
 * Calendar feeds: subscribable iCalendar files (RFC 5545) of upcoming events — everything, one DJ, one
 * venue, one production line, or a person's own follows. Built with ical-generator; times are written in the
 * venue's zone with a VTIMEZONE for each zone used, so a calendar shows "22:00 Berlin" however far away it is.
 */

export interface FeedEvent {
  /** The row's uuid: the UID is built from it, so it never changes, whatever is edited (the event_id too). */
  id: string;
  eventId: string;
  name: string;
  status: "published" | "cancelled";
  startsAt: Date;
  endsAt: Date | null;
  timeZone: string;
  venue: string | null;
  location: string | null;
  lineup: string[];
  /** iCalendar SEQUENCE: a trigger bumps it on every update, so calendars replace their copy. */
  sequence: number;
  updatedAt: Date;
}

export interface FeedInput {
  name: string;
  description: string;
  /** The site's origin, e.g. https://booth.example (links and UIDs). */
  origin: string;
  events: readonly FeedEvent[];
}

/**
 * Events that ended less than this long ago stay in feeds. A subscribed calendar replaces its copy with the feed
 * at each refresh (FEED_REFRESH_HOURS asked; Google's own every 8–24 h), so an event that leaves the feed leaves
 * the calendar too: a week keeps last night's party and last weekend in it. A longer window adds bytes to every
 * poll of every feed for events nobody can go to any more (30 days were 11 % of the bench's 1,125-event feed, and
 * up to half of a real scene's, whose events are announced one to two months ahead).
 */
export const FEED_PAST_DAYS = 7;
/** How often a subscribed calendar should check again (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
export const FEED_REFRESH_HOURS = 6;

/** The earliest end an event may have to be in a feed built at `now`. */
export function feedWindowStart(now: Date): Date {
  return new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
}

/** The stable UID of an event in every feed and in the single-event download alike. */
export function feedUid(event: Pick<FeedEvent, "id">): string {
  return `${event.id}@booth`;
}

/** The feed as iCalendar text. Cancelled events stay in, marked STATUS:CANCELLED, so subscribers see the news. */
export function buildCalendarFeed(input: FeedInput): string {
  const origin = input.origin.replace(/\/+$/, "");
  const years = input.events.flatMap((e) => [
    e.startsAt.getUTCFullYear(),
    eventEnd(e.startsAt, e.endsAt).getUTCFullYear(),
  ]);
  const fromYear = years.length ? Math.min(...years) : 2000;
  const toYear = years.length ? Math.max(...years) : 2000;
  const calendar = ical({
    prodId: { company: "Booth", product: "Events", language: "EN" },
    name: input.name,
    description: input.description,
    ttl: FEED_REFRESH_HOURS * 3600,
    timezone: { name: null, generator: (zone) => buildVtimezone(zone, fromYear - 1, toYear + 1) },
  });
  // Wall clocks from the same transitions as the VTIMEZONEs written (a lookup; asking Intl for each of a
  // thousand events' two instants was a third of a feed's build).
  const offsetOf = (zone: string, ms: number) => offsetIn(zoneRules(zone, fromYear - 1, toYear + 1), ms);
  for (const event of input.events) {
    const url = `${origin}/events/${event.eventId}`;
    const cancelled = event.status === "cancelled";
    const lineup = event.lineup.join(", ");
    calendar.createEvent({
      id: feedUid(event),
      sequence: event.sequence,
      start: zonedInstant(event.startsAt, offsetOf),
      end: zonedInstant(eventEnd(event.startsAt, event.endsAt), offsetOf),
      timezone: event.timeZone,
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
      summary: cancelled ? `Cancelled: ${event.name}` : event.name,
      location: [event.venue, event.location].filter(Boolean).join(", ") || null,
      description: [lineup ? `Lineup: ${lineup}` : "", url].filter(Boolean).join("\n\n"),
      url,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

// ───────────── VTIMEZONE from the runtime's zone database ─────────────

/**
 * ical-generator writes a native Date's *process-local* wall clock next to a TZID, which is only right when the
 * server runs in the venue's zone. It takes a zoned date in @date-fns/tz's TZDate shape instead (an instant that
 * can give its wall clock in a zone); this is that shape, computed from the zone's offset at the instant.
 */
export function zonedInstant(
  instant: Date,
  offsetOf: (timeZone: string, ms: number) => number = zoneOffsetMinutes,
): Date {
  const ms = instant.getTime();
  const wallClockIn = (timeZone?: string | null) => {
    const wall = new Date(ms + (timeZone ? offsetOf(timeZone, ms) : 0) * 60_000);
    return Object.assign(new Date(ms), {
      getFullYear: () => wall.getUTCFullYear(),
      getMonth: () => wall.getUTCMonth(),
      getDate: () => wall.getUTCDate(),
      getHours: () => wall.getUTCHours(),
      getMinutes: () => wall.getUTCMinutes(),
      getSeconds: () => wall.getUTCSeconds(),
    });
  };
  return Object.assign(new Date(ms), { internal: new Date(ms), withTimeZone: wallClockIn, tzComponents: () => [] });
}

/** The zone's UTC offset at `ms`, in minutes (east positive). */
export function zoneOffsetMinutes(timeZone: string, ms: number): number {
  return Math.round((wallClockAsUtc(zoneParts(new Date(ms), timeZone)) - Math.floor(ms / 1000) * 1000) / 60_000);
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
}

function localStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "");
}

/** Every instant in [from, to) where the zone's offset changes (to the minute), found day by day then halved. */
export function zoneTransitions(
  timeZone: string,
  fromMs: number,
  toMs: number,
): { at: number; from: number; to: number }[] {
  const day = 86_400_000;
  const found: { at: number; from: number; to: number }[] = [];
  let previous = zoneOffsetMinutes(timeZone, fromMs);
  for (let t = fromMs + day; t <= toMs; t += day) {
    const offset = zoneOffsetMinutes(timeZone, t);
    if (offset === previous) continue;
    let lo = t - day;
    let hi = t;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (zoneOffsetMinutes(timeZone, mid) === previous) lo = mid;
      else hi = mid;
    }
    found.push({ at: hi, from: previous, to: offset });
    previous = offset;
  }
  return found;
}

interface ZoneRules {
  timeZone: string;
  fromMs: number;
  toMs: number;
  /** The offset in force at fromMs, in minutes. */
  initial: number;
  changes: { at: number; from: number; to: number }[];
}

const rulesCache = new Map<string, ZoneRules>();

/**
 * A zone's offset and transitions over whole years, found once per zone and range (the search asks Intl for
 * every day of them, ≈ 25 ms a zone-year: most of a feed's build before it was kept). The runtime's zone data
 * does not change while it runs; the map is bounded, as zones come from event rows.
 */
function zoneRules(timeZone: string, fromYear: number, toYear: number): ZoneRules {
  const key = `${timeZone}\u0000${fromYear}\u0000${toYear}`;
  let rules = rulesCache.get(key);
  if (!rules) {
    const fromMs = Date.UTC(fromYear, 0, 1);
    const toMs = Date.UTC(toYear + 1, 0, 1);
    rules = {
      timeZone,
      fromMs,
      toMs,
      initial: zoneOffsetMinutes(timeZone, fromMs),
      changes: zoneTransitions(timeZone, fromMs, toMs),
    };
    if (rulesCache.size >= 1_000) rulesCache.clear();
    rulesCache.set(key, rules);
  }
  return rules;
}

/** The offset at `ms` by the rules' transitions (the runtime's own answer outside their years). */
function offsetIn(rules: ZoneRules, ms: number): number {
  if (ms < rules.fromMs || ms >= rules.toMs) return zoneOffsetMinutes(rules.timeZone, ms);
  let lo = 0;
  let hi = rules.changes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rules.changes[mid].at <= ms) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? rules.initial : rules.changes[lo - 1].to;
}

/**
 * A VTIMEZONE for `timeZone` covering the years given: the offset in force at the start, then each transition as
 * its own observance (DAYLIGHT when the clock goes forward). DTSTART is local time before the change (RFC 5545
 * §3.6.5). Explicit transitions instead of RRULEs: exact for any zone the runtime knows, whatever its rules.
 */
export function buildVtimezone(timeZone: string, fromYear: number, toYear: number): string {
  const { fromMs, initial, changes } = zoneRules(timeZone, fromYear, toYear);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  lines.push(
    "BEGIN:STANDARD",
    `DTSTART:${localStamp(fromMs + initial * 60_000)}`,
    `TZOFFSETFROM:${offsetText(initial)}`,
    `TZOFFSETTO:${offsetText(initial)}`,
    "END:STANDARD",
  );
  for (const change of changes) {
    const kind = change.to > change.from ? "DAYLIGHT" : "STANDARD";
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(change.at + change.from * 60_000)}`,
      `TZOFFSETFROM:${offsetText(change.from)}`,
      `TZOFFSETTO:${offsetText(change.to)}`,
      `END:${kind}`,
    );
  }
  lines.push("END:VTIMEZONE");
  return `${lines.join("\r\n")}\r\n`;
}

// ───────────── Links ─────────────

export type FeedScope = { kind: "all" } | { kind: "dj" | "venue" | "production"; slug: string };

/** The path of a public feed. */
export function calendarFeedPath(scope: FeedScope): string {
  switch (scope.kind) {
    case "all":
      return "/events.ics";
    case "dj":
      return `/dj/${scope.slug}/events.ics`;
    case "venue":
      return `/venues/${scope.slug}/events.ics`;
    case "production":
      return `/production/${scope.slug}/events.ics`;
  }
}

/** The path of a personal feed (the token is the secret). */
export function personalFeedPath(token: string): string {
  return `/calendar/${token}/events.ics`;
}

/** webcal:// makes a calendar app subscribe (and keep checking) instead of importing once. */
export function webcalUrl(httpUrl: string): string {
  return httpUrl.replace(/^https?:\/\//, "webcal://");
}

/** Google Calendar's "add by URL" link: it subscribes to the webcal address. */
export function googleSubscribeUrl(httpUrl: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl(httpUrl))}`;
}

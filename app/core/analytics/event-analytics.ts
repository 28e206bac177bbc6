import { addDays, formatEventDate } from "~/core/events/events";

/**
 * Event analytics (/mate/events/analytics): the ranges offered, the query a view is addressed by, the
 * day list a chart is drawn over (UTC days, the days the beacons de-duplicate on) and the default event.
 */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
/** Spec §9 "Analytics windows: default 30 days". */
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 30;

export interface EventAnalyticsQuery {
  /** The event_id asked for, or null (the default event). */
  event: string | null;
  days: AnalyticsRange;
}

/** event-id.ts's pattern, repeated so this module (also in the browser) does not pull in the slug tables. */
const EVENT_ID_SHAPE = /^[A-Za-z0-9_-]{1,140}$/;

/** Lenient: an unknown range is the default, an event value that cannot be an event_id is no choice at all. */
export function parseEventAnalyticsQuery(search: URLSearchParams): EventAnalyticsQuery {
  const event = search.get("event");
  const days = Number(search.get("days"));
  return {
    event: event && EVENT_ID_SHAPE.test(event) ? event : null,
    days: (ANALYTICS_RANGES as readonly number[]).includes(days) ? (days as AnalyticsRange) : DEFAULT_ANALYTICS_RANGE,
  };
}

/** The canonical query string of a view (the default range is left out, so links stay short). */
export function eventAnalyticsSearch(query: { event: string | null; days: AnalyticsRange }): string {
  const params = new URLSearchParams();
  if (query.event) params.set("event", query.event);
  if (query.days !== DEFAULT_ANALYTICS_RANGE) params.set("days", String(query.days));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The `days` UTC calendar days ending today, oldest first ("YYYY-MM-DD"). */
export function analyticsDays(now: Date, days: number): string[] {
  const today = now.toISOString().slice(0, 10);
  return Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
}

/** Ticket clicks per 100 views, one decimal; null when there were no views (not "0 %", which would say it failed). */
export function clickThroughRate(ticketClicks: number, views: number): number | null {
  if (views <= 0) return null;
  return Math.round((ticketClicks / views) * 1000) / 10;
}

export function formatRate(rate: number | null): string {
  return rate === null ? "–" : `${rate.toLocaleString("en-GB", { maximumFractionDigits: 1 })}%`;
}

/**
 * The event shown when none is asked for: the next one still to happen (soonest first), else the latest past one —
 * published events first in each case (a cancelled night or an unpublished draft has little to show).
 */
export function defaultAnalyticsEvent<T extends { startsAt: string; endsAt: string | null; status?: string }>(
  events: readonly T[],
  now: Date,
): T | null {
  const time = now.getTime();
  const endOf = (e: T) => Date.parse(e.endsAt ?? e.startsAt);
  const rank = (e: T) => (e.status === undefined || e.status === "published" ? 0 : 1);
  const upcoming = events
    .filter((e) => endOf(e) >= time)
    .sort((a, b) => rank(a) - rank(b) || Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const past = events
    .filter((e) => endOf(e) < time)
    .sort((a, b) => rank(a) - rank(b) || Date.parse(b.startsAt) - Date.parse(a.startsAt));
  if (upcoming.length > 0 && rank(upcoming[0]) === 0) return upcoming[0];
  if (past.length > 0 && rank(past[0]) === 0) return past[0];
  return upcoming[0] ?? past[0] ?? null;
}

/** Share targets as people read them (the beacon's platform tokens). */
export const SHARE_PLATFORM_LABELS: Record<string, string> = {
  native: "Phone share sheet",
  copy_link: "Copied link",
  whatsapp: "WhatsApp",
  x: "X",
  facebook: "Facebook",
  telegram: "Telegram",
};

const DAY_FORMATS = {
  short: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }),
  long: new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
};

/** "4 Mar" (axis), "Tue 4 Mar" (table row) for a "YYYY-MM-DD" UTC day. */
export function analyticsDayLabel(day: string, style: "short" | "long"): string {
  return DAY_FORMATS[style].format(new Date(`${day}T12:00:00Z`));
}

/** "Sat 12 Dec 2026": the event's day where it happens (formatEventDate). */
export function eventDayLabel(startsAt: string, timeZone: string): string {
  return formatEventDate(startsAt, timeZone, "day");
}

/** The per-event rows of venue analytics (table and CSV): each event's day in its own zone ("Tue 1 Dec", as the days above). */
export function venueAnalyticsEventRows(
  events: readonly { eventId: string; name: string; views: number; startsAt: string; timeZone: string }[],
): { eventId: string; name: string; views: number; when: string }[] {
  return events.map((e) => ({
    eventId: e.eventId,
    name: e.name,
    views: e.views,
    when: formatEventDate(e.startsAt, e.timeZone, "short"),
  }));
}

/** The picker's line for an event: "Name · 12 Dec 2026 · Draft" (published says nothing, it is the usual case). */
export function eventPickerLabel(event: { name: string; startsAt: string; status: string }, timeZone: string): string {
  const date = formatEventDate(event.startsAt, timeZone, "date");
  const status = event.status === "published" ? "" : ` · ${event.status[0].toUpperCase()}${event.status.slice(1)}`;
  return `${event.name} · ${date}${status}`;
}

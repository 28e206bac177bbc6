import { z } from "zod";
import type { AnalyticsData, AnalyticsKind } from "./analytics";

/**
 * Spec §7's tracked kinds that only the server sees happen — an admin action, a sign-in, sign-up, sign-out or
 * password reset — reach the browser's `track()` (and so the analytics provider, with consent) this way: the
 * request that made the change leaves them in a short-lived HttpOnly cookie, and the next page or route data the
 * root loader answers hands them to the browser and clears the cookie. Nothing in it identifies a person.
 */

export type ServerTrackedKind = Extract<AnalyticsKind, "admin_action" | "auth_action">;

export interface TrackedEvent {
  kind: ServerTrackedKind;
  data: AnalyticsData;
}

/** At most this many events wait in the cookie (the oldest go first), so it stays far below a cookie's 4 KB. */
export const MAX_TRACKED_EVENTS = 10;

/** Long enough for the page that follows the change, short enough that a missed hand-over does not linger. */
export const TRACKED_EVENTS_MAX_AGE_S = 300;

export const TRACKED_EVENTS_COOKIE_SUFFIX = ".tracked";

const dataValue = z.union([z.string().max(100), z.number().finite(), z.boolean(), z.null()]);
const trackedEvent = z.object({
  kind: z.enum(["admin_action", "auth_action"]),
  data: z.record(z.string().max(40), dataValue).refine((data) => Object.keys(data).length <= 8),
});

/** The cookie's value: the JSON list, percent-encoded (no characters a cookie value may not hold). */
export function encodeTrackedEvents(events: readonly TrackedEvent[]): string {
  return encodeURIComponent(JSON.stringify(events.slice(-MAX_TRACKED_EVENTS)));
}

/** The events in a cookie value; anything malformed (an old format, a hand-edited cookie) gives none. */
export function decodeTrackedEvents(value: string | undefined): TrackedEvent[] {
  if (!value || value.length > 4096) return [];
  try {
    const parsed = z
      .array(trackedEvent)
      .max(MAX_TRACKED_EVENTS)
      .safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? (parsed.data as TrackedEvent[]) : [];
  } catch {
    return [];
  }
}

/** The value of the tracked-events cookie in a Cookie header, whatever its prefix (`booth.`, `__Host-booth.`). */
export function trackedEventsCookieValue(cookieHeader: string | undefined, cookieName: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    if (at !== -1 && part.slice(0, at).trim() === cookieName) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Whether a Cookie header carries events waiting for the browser (the page cache must then render the page). */
export function hasTrackedEventsCookie(cookieHeader: string | undefined): boolean {
  return Boolean(cookieHeader && /(^|;\s*)(__Host-)?[\w-]+\.tracked=/.test(cookieHeader));
}

/**
 * What the response's cookie should hold after a request: the events that came in and were not handed over
 * (handed over only on a page or route data the browser renders), then the ones this request added.
 * `null` = the cookie has nothing left and should be cleared; `undefined` = leave it as it is.
 */
export function nextTrackedEvents(
  incoming: readonly TrackedEvent[],
  delivered: boolean,
  queued: readonly TrackedEvent[],
): TrackedEvent[] | null | undefined {
  if (queued.length === 0) return delivered && incoming.length > 0 ? null : undefined;
  return [...(delivered ? [] : incoming), ...queued].slice(-MAX_TRACKED_EVENTS);
}

import { AsyncLocalStorage } from "node:async_hooks";
import type { AnalyticsData } from "~/core/analytics/analytics";
import {
  decodeTrackedEvents,
  encodeTrackedEvents,
  nextTrackedEvents,
  type ServerTrackedKind,
  TRACKED_EVENTS_COOKIE_SUFFIX,
  TRACKED_EVENTS_MAX_AGE_S,
  type TrackedEvent,
  trackedEventsCookieValue,
} from "~/core/analytics/tracked-events";
import type { AppConfig } from "~server/config.server";

/**
 * One page request's tracked events (app/core/analytics/tracked-events.ts): those its cookie brought, whether the root loader
 * handed them to the browser, and those the request's own changes added. Kept in async-local storage so the code
 * that makes a change (an admin screen's audit, a sign-in) can queue its event without threading a request through.
 */
interface TrackedEventsScope {
  incoming: TrackedEvent[];
  delivered: boolean;
  queued: TrackedEvent[];
}

const scopes = new AsyncLocalStorage<TrackedEventsScope>();

export function trackedEventsCookieName(config: AppConfig): string {
  return `${config.secureCookies ? `__Host-${config.productSlug}` : config.productSlug}${TRACKED_EVENTS_COOKIE_SUFFIX}`;
}

/** Runs a page request with its tracked-events scope; returns the Set-Cookie value the response needs, if any. */
export async function withTrackedEvents<T>(
  config: AppConfig,
  cookieHeader: string | undefined,
  handle: () => Promise<T>,
  handedOver: (result: T) => boolean,
): Promise<{ result: T; setCookie: string | null }> {
  const name = trackedEventsCookieName(config);
  const scope: TrackedEventsScope = {
    incoming: decodeTrackedEvents(trackedEventsCookieValue(cookieHeader, name)),
    delivered: false,
    queued: [],
  };
  const result = await scopes.run(scope, handle);
  // Only a page or route data the browser will render has really handed the events over (not a redirect).
  const next = nextTrackedEvents(scope.incoming, scope.delivered && handedOver(result), scope.queued);
  const attributes = `Path=/; HttpOnly; SameSite=Lax${config.secureCookies ? "; Secure" : ""}`;
  if (next === undefined) return { result, setCookie: null };
  if (next === null) return { result, setCookie: `${name}=; Max-Age=0; ${attributes}` };
  return {
    result,
    setCookie: `${name}=${encodeTrackedEvents(next)}; Max-Age=${TRACKED_EVENTS_MAX_AGE_S}; ${attributes}`,
  };
}

/** Queues a spec §7 tracked event for the browser of the request being served (no-op outside a page request). */
export function queueTrackedEvent(kind: ServerTrackedKind, data: AnalyticsData): void {
  scopes.getStore()?.queued.push({ kind, data });
}

/** The events waiting for this browser, for the root loader to hand over (marks them handed over). */
export function takeTrackedEvents(): TrackedEvent[] {
  const scope = scopes.getStore();
  if (!scope || scope.incoming.length === 0) return [];
  scope.delivered = true;
  return scope.incoming;
}

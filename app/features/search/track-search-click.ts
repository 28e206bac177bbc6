import {
  afterSearchAnalyticsAttempt,
  canSendSearchAnalytics,
  INITIAL_SEARCH_ANALYTICS_STATE,
  type SearchAnalyticsState,
  searchSessionKey,
} from "~/core/analytics/search-analytics";
import type { SearchSeenPayload } from "~/core/analytics/search-insights";
import type { SearchClickPayload } from "~/core/search/search";

let state: SearchAnalyticsState = INITIAL_SEARCH_ANALYTICS_STATE;

/** The search session id (spec §7): generated once per tab, kept in session storage. */
export function searchSessionId(productSlug: string): string {
  const fresh = () =>
    typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  try {
    const key = searchSessionKey(productSlug);
    const existing = window.sessionStorage.getItem(key);
    if (existing) return existing;
    const id = fresh();
    window.sessionStorage.setItem(key, id);
    return id;
  } catch {
    return fresh();
  }
}

/**
 * Sends the click-tracking payload (spec §3/§7) to POST /api/search/click. fetch with keepalive rather than
 * sendBeacon, so a failure can be counted: after 3 in a row nothing is sent for 5 minutes (spec §9).
 * Failures are logged only (spec §8), and navigation never waits for this.
 */
export function trackSearchClick(
  productSlug: string,
  click: Omit<SearchClickPayload, "sessionId" | "timestamp">,
): void {
  const now = Date.now();
  if (!canSendSearchAnalytics(state, now)) return;
  const payload: SearchClickPayload = { ...click, sessionId: searchSessionId(productSlug), timestamp: now };
  send("/api/search/click", payload, (why) => console.warn("[search] click not tracked:", why));
}

/**
 * Sends "this search was shown" (for the search insights on /admin/analytics) to POST /api/search/seen, with the same back-off as the
 * click beacon. Never blocks, never shows an error.
 */
export function trackSearchSeen(
  productSlug: string,
  search: Omit<SearchSeenPayload, "sessionId" | "timestamp" | "kind">,
): void {
  const now = Date.now();
  if (!canSendSearchAnalytics(state, now)) return;
  const payload: SearchSeenPayload = {
    ...search,
    kind: "search",
    sessionId: searchSessionId(productSlug),
    timestamp: now,
  };
  send("/api/search/seen", payload);
}

/**
 * POSTs one payload with keepalive (navigation never waits for it) and counts the outcome for the back-off.
 * `warn` hears of a failure: the status of a refusal, or the network error.
 */
function send(path: string, payload: SearchClickPayload | SearchSeenPayload, warn?: (why: unknown) => void): void {
  fetch(path, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8" },
    body: JSON.stringify(payload),
    keepalive: true,
    credentials: "same-origin",
  })
    .then((response) => {
      state = afterSearchAnalyticsAttempt(state, response.ok, Date.now());
      if (!response.ok) warn?.(response.status);
    })
    .catch((error: unknown) => {
      state = afterSearchAnalyticsAttempt(state, false, Date.now());
      warn?.(error);
    });
}

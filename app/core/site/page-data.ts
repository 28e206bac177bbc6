/**
 * Spec §8 "Data fetch timeout (12 s) | error stored, app continues" and §9 "Data: fetch timeout 12 s": a page's
 * data that has not come within 12 s is given up on — the page is answered in the site's shell with a notice and
 * a way to try again, and the late result is dropped (decision 041).
 */
export const DATA_FETCH_TIMEOUT_MS = 12_000;

/** The root error boundary's screens that are not crashes of ours (answered 503, nothing reported). */
export const SLOW_DATA_SCREEN = "slow-data";
export const DATABASE_UNAVAILABLE_SCREEN = "database-unavailable";
/** The data directory's disk below its reserve (decision 042): writes are refused with 507, reads go on. */
export const DISK_FULL_SCREEN = "disk-full";
/** A write refused because it came from another address than the site's (a 403): the screen names the right one. */
export const WRONG_ADDRESS_SCREEN = "wrong-address";

/**
 * What is left of a request's 12 s once its first data read started at `startedAt`: every read of one request
 * (the root loader's and the page's, side by side or one after another) shares the one budget, so a page is
 * answered within about 12 s of asking for its data however its reads are arranged. Never negative.
 */
export function remainingDataTime(startedAt: number, now: number, budget = DATA_FETCH_TIMEOUT_MS): number {
  return Math.max(0, startedAt + budget - now);
}

export interface ErrorScreenPayload {
  screen?: string;
  feature?: string;
  returnTo?: string;
  /** The address to open instead (WRONG_ADDRESS_SCREEN). */
  address?: string;
}

/**
 * The payload of a route error response, which names the screen to show. A loader's `data({ screen }, …)` arrives
 * as an object; a `.data` answer that React Router did not encode (the 503 of a database outage during a
 * client-side navigation) arrives as its body's text, so JSON text is read too. Anything else: no payload.
 */
export function errorScreenPayload(data: unknown): ErrorScreenPayload | undefined {
  let value = data;
  if (typeof value === "string") {
    if (!value.startsWith("{")) return undefined;
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const { screen, feature, returnTo, address } = value as Record<string, unknown>;
  return {
    ...(typeof screen === "string" ? { screen } : {}),
    ...(typeof feature === "string" ? { feature } : {}),
    ...(typeof returnTo === "string" ? { returnTo } : {}),
    ...(typeof address === "string" && /^https?:\/\//.test(address) ? { address } : {}),
  };
}

/** Screens answered with a 5xx on purpose (503, or 507 for a full disk): the visitor is asked to try again, and no crash is reported. */
export function isTryAgainScreen(screen: string | undefined): boolean {
  return screen === SLOW_DATA_SCREEN || screen === DATABASE_UNAVAILABLE_SCREEN || screen === DISK_FULL_SCREEN;
}

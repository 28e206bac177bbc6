import { AsyncLocalStorage } from "node:async_hooks";
import { isDatabaseUnavailable } from "~server/db/database-unavailable.server";

/**
 * better-auth turns a failure inside an endpoint into its own 500 answer (`FAILED_TO_GET_SESSION`,
 * `INTERNAL_SERVER_ERROR`) before the app sees it, so a request of `/api/auth/*` made while the database is down
 * could only answer 500 — "our bug" — where every other request answers 503 "try again" (decisions 039, 041).
 * Its after-hook sees what the endpoint returned, the error included, inside the request's async context: an
 * outage is noted there for the request being answered (`answerNotingOutage`), which the app answers 503.
 */
const current = new AsyncLocalStorage<{ outage: unknown }>();

/** Runs one better-auth request; `outage` is the error when the endpoint failed on a database outage. */
export async function answerNotingOutage(
  answer: () => Promise<Response>,
): Promise<{ response: Response; outage: unknown }> {
  const noted: { outage: unknown } = { outage: null };
  const response = await current.run(noted, answer);
  return { response, outage: noted.outage };
}

/** better-auth's after-hook: what an endpoint returned; an error that means "the database cannot answer" is noted. */
export function noteAuthApiError(returned: unknown): void {
  if (!(returned instanceof Error) || !isDatabaseUnavailable(returned)) return;
  const noted = current.getStore();
  if (noted) noted.outage = returned;
}

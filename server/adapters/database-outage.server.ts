import type { RouterContextProvider } from "react-router";
import { isDatabaseUnavailable } from "~server/db/database-unavailable.server";

/**
 * A page whose loader or action failed because the database could not answer is a 503 "try again",
 * not a 500 "our bug". React Router hands every such error to entry.server's `handleError` with the request's
 * load context before the page is rendered; it is noted here, and entry.server then renders the database screen
 * with status 503 and Retry-After instead of the generic error screen.
 */
const outages = new WeakSet<object>();

/** Notes the error if it means "the database cannot answer now"; returns whether it did. */
export function noteDatabaseOutage(context: Readonly<RouterContextProvider> | undefined, error: unknown): boolean {
  if (!context || !isDatabaseUnavailable(error)) return false;
  outages.add(context);
  return true;
}

export function hadDatabaseOutage(context: Readonly<RouterContextProvider> | undefined): boolean {
  return context !== undefined && outages.has(context);
}

/** Seconds a client is asked to wait before trying again (the Retry-After of every database 503). */
export const DATABASE_RETRY_AFTER_S = 5;

/** What a JSON caller reads in a database 503 (pages show the database-unavailable screen instead). */
export const DATABASE_UNAVAILABLE_MESSAGE = "The database is unavailable. Please try again in a moment.";

import { logger } from "./logger.server";

/**
 * Server error reporting: Sentry's Node SDK when SENTRY_DSN is set, nothing otherwise. Loaded
 * only then (its instrumentation is not free). A report carries the request id and, for a signed-in
 * request, the user id — no other personal data (no headers, cookies, bodies or query strings).
 */

type SentryNode = typeof import("@sentry/node");
let sentry: SentryNode | null = null;

export async function startErrorReporting(dsn: string | undefined): Promise<void> {
  if (!dsn) return;
  try {
    sentry = await import("@sentry/node");
    sentry.init({
      dsn,
      environment: "production",
      tracesSampleRate: 0,
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    });
  } catch (error) {
    sentry = null;
    logger.warn("error reporting not started", { error });
  }
}

export function reportServerError(
  error: unknown,
  details: { requestId: string | undefined; path: string; userId?: string | null },
): void {
  const client = sentry;
  if (!client) return;
  client.withScope((scope) => {
    if (details.requestId) scope.setTag("request_id", details.requestId);
    scope.setTag("path", details.path);
    scope.setUser(details.userId ? { id: details.userId } : null);
    client.captureException(error);
  });
}

/**
 * A crash in a visitor's browser that the browser did not send to Sentry itself (POST /api/client-errors): sent
 * as an error of its own name, message and stack, tagged as the browser's, with the report's request id.
 */
export function reportBrowserCrash(crash: {
  name: string;
  message: string;
  stack?: string;
  screen: string;
  path: string;
  requestId: string | undefined;
}): boolean {
  const client = sentry;
  if (!client) return false;
  const error = new Error(crash.message);
  error.name = crash.name;
  error.stack = crash.stack ?? `${crash.name}: ${crash.message}`;
  client.withScope((scope) => {
    scope.setTag("source", "browser");
    scope.setTag("screen", crash.screen);
    scope.setTag("path", crash.path);
    if (crash.requestId) scope.setTag("request_id", crash.requestId);
    client.captureException(error);
  });
  return true;
}

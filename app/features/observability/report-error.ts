import { isRouteErrorResponse } from "react-router";
import { track } from "~/core/analytics/analytics";
import { buildClientErrorReport, CLIENT_ERROR_ENDPOINT } from "~/core/site/client-errors";

/**
 * The one way a crash is reported (decision 032 for consent; decision 039 for faults): to the analytics layer (an `error` event, only with consent),
 * to our own server (POST /api/client-errors, which logs it and, when the browser does not, sends it to Sentry),
 * and, when SENTRY_DSN is set, to Sentry. The shell's ObservabilityHost says whether Sentry is configured;
 * a crash reported before it has (the error screen of a page that failed on the server hydrates with the
 * shell) waits for it.
 */

type Pending = { error: unknown; screen: string };
let config: { dsn: string | null; userId: string | null } | null = null;
const pending: Pending[] = [];

export function configureErrorReporting(dsn: string | null, userId: string | null): void {
  config = { dsn, userId };
  if (dsn) void import("./sentry-client").then((m) => m.startSentry(dsn, userId));
  for (const item of pending.splice(0)) send(item);
}

export function reportCrash(error: unknown, screen: string): void {
  track("error", {
    screen,
    message: error instanceof Error ? error.message.slice(0, 200) : String(error).slice(0, 200),
  });
  if (!config) pending.push({ error, screen });
  else send({ error, screen });
}

function send({ error, screen }: Pending): void {
  const dsn = config?.dsn;
  tellOurServer(error, screen, Boolean(dsn));
  if (!dsn) return;
  void import("./sentry-client").then((m) => {
    m.startSentry(dsn, config?.userId ?? null);
    m.captureCrash(error, screen);
  });
}

export function errorReportingDsn(): string | null {
  return config?.dsn ?? null;
}

/**
 * Our own server hears of every crash, whatever is configured. Not an error response the server answered (a 5xx
 * from a loader or action): the server logged that one itself when it answered it.
 */
function tellOurServer(error: unknown, screen: string, sentToSentry: boolean): void {
  if (isRouteErrorResponse(error)) return;
  try {
    const report = buildClientErrorReport(error, screen, window.location.pathname, sentToSentry);
    void fetch(CLIENT_ERROR_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Reporting must never crash the error screen.
  }
}

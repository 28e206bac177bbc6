import { track } from "~/core/analytics";

/**
 * The one way a crash is reported (issue 24): to the analytics layer (an `error` event, only with consent)
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
  if (!dsn) return;
  void import("./sentry-client").then((m) => {
    m.startSentry(dsn, config?.userId ?? null);
    m.captureCrash(error, screen);
  });
}

export function errorReportingDsn(): string | null {
  return config?.dsn ?? null;
}

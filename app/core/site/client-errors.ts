/**
 * A crash in the browser (the root error boundary's global error screen), reported to our own server so the
 * screen's "We've been notified about this error." (spec §2) is true in every configuration: the server logs it
 * with its request id, and sends it to Sentry when SENTRY_DSN is set and the browser did not already. Pure rules,
 * no I/O: what a report may hold and how the browser trims one to fit. No zod here: the global error screen's
 * reporter loads with every page, and the schema the server checks a report with lives apart.
 */
export const CLIENT_ERROR_ENDPOINT = "/api/client-errors";
/** The whole JSON body, refused above this before it is read. */
export const CLIENT_ERROR_MAX_BYTES = 8 * 1024;
/** Reports a minute one address may send (a crash loop must not flood the log; a club's Wi-Fi shares an address). */
export const CLIENT_ERRORS_PER_MINUTE = 20;

export const CLIENT_ERROR_LIMITS = { name: 100, message: 500, stack: 4000, path: 300, screen: 40 } as const;

/** What the browser sends; app/core/site/client-error-report-schema.ts is the server's check of it. */
export interface ClientErrorReport {
  name: string;
  message: string;
  stack?: string;
  /** Which screen caught it (the global error screen: "global-error"). */
  screen: string;
  /** The page's path, never its query (it may hold an address or a token). */
  path: string;
  /** The browser sent it to Sentry itself (SENTRY_DSN set): the server then only logs it. */
  sentToSentry: boolean;
}

/** Strips control characters (a report is one log line) and cuts to `max`. */
function clean(text: string, max: number, keepNewlines = false): string {
  let out = "";
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) {
      if (keepNewlines && ch === "\n") out += ch;
      else if (!keepNewlines) out += " ";
    } else out += ch;
    if (out.length >= max) break;
  }
  return out.slice(0, max);
}

/** The report the browser sends for `error`, trimmed to what the server accepts. */
export function buildClientErrorReport(
  error: unknown,
  screen: string,
  pathname: string,
  sentToSentry: boolean,
): ClientErrorReport {
  const isError = error instanceof Error;
  const path = pathname.startsWith("/") ? pathname.replace(/[?#].*$/, "") : "/";
  return {
    name: clean(isError ? error.name || "Error" : typeof error, CLIENT_ERROR_LIMITS.name),
    message: clean(isError ? error.message : String(error), CLIENT_ERROR_LIMITS.message),
    ...(isError && error.stack ? { stack: clean(error.stack, CLIENT_ERROR_LIMITS.stack, true) } : {}),
    screen: /^[a-z][a-z-]*$/.test(screen) ? screen.slice(0, CLIENT_ERROR_LIMITS.screen) : "unknown",
    path: clean(path, CLIENT_ERROR_LIMITS.path),
    sentToSentry,
  };
}

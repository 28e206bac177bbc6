import * as Sentry from "@sentry/react";

/**
 * Error reporting in the browser: Sentry's React SDK, fetched only when SENTRY_DSN is set and
 * never part of a page's first load. No personal data beyond the signed-in user's id.
 */

let started = false;

export const NO_PERSONAL_DATA = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
};

export function startSentry(dsn: string, userId: string | null): void {
  if (!started) {
    started = true;
    Sentry.init({
      dsn,
      environment: "production",
      // No personal data beyond the user id set below: no automatic user fields, cookies, headers, bodies or queries.
      dataCollection: NO_PERSONAL_DATA,
      tracesSampleRate: 0,
      // Our own screens report crashes (captureCrash); the SDK's global handlers catch the rest.
      integrations: (defaults) => defaults.filter((i) => i.name !== "BrowserSession"),
    });
  }
  Sentry.setUser(userId ? { id: userId } : null);
}

export function captureCrash(error: unknown, screen: string): void {
  Sentry.withScope((scope) => {
    scope.setTag("screen", screen);
    Sentry.captureException(error instanceof Error ? error : new Error(describe(error)));
  });
}

export function addVitalBreadcrumb(metric: string, value: number, route: string): void {
  Sentry.addBreadcrumb({ category: "web-vital", level: "info", message: `${metric} ${value}`, data: { route } });
}

function describe(error: unknown): string {
  if (error && typeof error === "object" && "status" in error)
    return `Route error ${(error as { status: unknown }).status}`;
  return String(error);
}

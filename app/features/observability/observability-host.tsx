import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { configureErrorReporting } from "./report-error";

/**
 * Error reporting and web vitals in the shell. Renders nothing; after hydration it tells the
 * error reporter whether Sentry is configured, and once the browser is idle fetches the web-vitals reporter
 * for this page load's route. Nothing here is part of the first load's work. The first client navigation ends the
 * page view whose metrics were measured: its one beacon goes then (if the tab was not hidden before).
 */
export function ObservabilityHost({ sentryDsn, userId }: { sentryDsn: string | null; userId: string | null }) {
  const matches = useMatches();
  const route = matches.at(-1)?.id ?? "root";
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const endView = useRef<(() => void) | null>(null);
  const left = useRef(false);

  useEffect(() => {
    configureErrorReporting(sentryDsn, userId);
  }, [sentryDsn, userId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page load's route, measured once
  useEffect(() => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    whenIdle(
      () =>
        void import("./web-vitals-reporter").then((m) => {
          // Measured only for the page that was loaded: once left, its view is over (the library cannot measure the next).
          if (!left.current) endView.current = m.reportWebVitals(route);
        }),
    );
  }, []);

  useEffect(() => {
    if (pathname === firstPath.current || left.current) return;
    left.current = true;
    endView.current?.();
    endView.current = null;
  }, [pathname]);

  return null;
}

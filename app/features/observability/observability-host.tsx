import { useEffect } from "react";
import { useMatches } from "react-router";
import { configureErrorReporting } from "./report-error";

/**
 * Error reporting and web vitals in the shell (issue 24). Renders nothing; after hydration it tells the
 * error reporter whether Sentry is configured, and once the browser is idle fetches the web-vitals reporter
 * for this page load's route. Nothing here is part of the first load's work.
 */
export function ObservabilityHost({ sentryDsn, userId }: { sentryDsn: string | null; userId: string | null }) {
  const matches = useMatches();
  const route = matches.at(-1)?.id ?? "root";

  useEffect(() => {
    configureErrorReporting(sentryDsn, userId);
  }, [sentryDsn, userId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page load's route, measured once
  useEffect(() => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    whenIdle(() => void import("./web-vitals-reporter").then((m) => m.reportWebVitals(route)));
  }, []);

  return null;
}

import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { track } from "~/core/analytics";
import { errorReportingDsn } from "./report-error";

/**
 * Web vitals of this page load (issue 24), measured by the `web-vitals` library: to our own /api/vitals
 * (the p75 per route on /admin/vitals; a route id, no URL, nothing about the visitor), to the analytics tag
 * (only with consent: `track` forwards nothing otherwise) and as breadcrumbs for error reports.
 */
export function reportWebVitals(route: string): void {
  const send = (metric: Metric) => {
    const body = JSON.stringify({ route, metric: metric.name, value: Math.round(metric.value * 1000) / 1000 });
    if (!navigator.sendBeacon?.("/api/vitals", body))
      void fetch("/api/vitals", { method: "POST", body, keepalive: true }).catch(() => {});
    track("web_vital", { metric: metric.name, value: metric.value, rating: metric.rating, route });
    const dsn = errorReportingDsn();
    if (dsn) void import("./sentry-client").then((m) => m.addVitalBreadcrumb(metric.name, metric.value, route));
  };
  onLCP(send);
  onINP(send);
  onCLS(send);
  onFCP(send);
  onTTFB(send);
}

import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { track } from "~/core/analytics/analytics";
import { createWebVitalsBatch, vitalRating, type WebVitalMetric } from "~/core/analytics/web-vitals";
import { errorReportingDsn } from "./report-error";

/**
 * Web vitals of this page load, measured by the `web-vitals` library: to our own /api/vitals (the p75 per route on
 * /admin/vitals; a route id, no URL, nothing about the visitor), to the analytics tag (only with consent: `track`
 * forwards nothing otherwise) and as breadcrumbs for error reports.
 *
 * The metrics are collected as they change and sent together in one beacon when the page view ends: the tab is
 * hidden, the page is left, or the returned function is called (the next client navigation). Returns that function.
 */
export function reportWebVitals(route: string): () => void {
  const view = createWebVitalsBatch(route);
  const record = (metric: Metric) => view.record(metric.name, metric.value);
  // Every change, not only the final value: the view may end (a client navigation) before the library would report.
  onLCP(record, { reportAllChanges: true });
  onINP(record, { reportAllChanges: true });
  onCLS(record, { reportAllChanges: true });
  onFCP(record);
  onTTFB(record);

  const end = () => {
    document.removeEventListener("visibilitychange", onHidden);
    window.removeEventListener("pagehide", end);
    const batch = view.take();
    if (!batch) return;
    const body = JSON.stringify(batch);
    if (!navigator.sendBeacon?.("/api/vitals", body))
      void fetch("/api/vitals", { method: "POST", body, keepalive: true }).catch(() => {});
    const dsn = errorReportingDsn();
    for (const [name, value] of Object.entries(batch.metrics) as [WebVitalMetric, number][]) {
      track("web_vital", { metric: name, value, rating: vitalRating(name, value), route });
      if (dsn) void import("./sentry-client").then((m) => m.addVitalBreadcrumb(name, value, route));
    }
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") end();
  };
  // Added after the library's own listeners, so its last values on hiding are recorded before the batch is sent.
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", end);
  return end;
}

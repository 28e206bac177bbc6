/**
 * Web vitals: what real visitors' browsers measure (the `web-vitals` library), sent to /api/vitals and shown as the
 * 75th percentile per route on /admin/vitals. Pure rules, no I/O.
 *
 * One beacon per page view: the metrics of a page view are collected as they come and sent together, once, when the
 * view ends (the tab is hidden, the page is left, or the next client navigation). Many visitors share one address
 * behind a club's Wi-Fi, so the per-address limit counts page views, not metrics.
 */

export const WEB_VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/** Google's "good" and "poor" boundaries (web.dev/vitals): at or under the first is good, over the second poor. */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** The window /admin/vitals aggregates (spec §9 analytics windows: default 30 days). */
export const WEB_VITALS_WINDOW_DAYS = 30;
export const WEB_VITAL_BEACON_MAX_BYTES = 512;
/** Page views a minute one address may report (a venue's shared Wi-Fi: hundreds of people, a few pages a minute). */
export const WEB_VITAL_BEACONS_PER_MINUTE = 600;

export type VitalRating = "good" | "needs-improvement" | "poor";

export function vitalRating(metric: WebVitalMetric, value: number): VitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/** CLS is unitless; the others are milliseconds (shown in seconds from one second up). */
export function formatVital(metric: WebVitalMetric, value: number): string {
  if (metric === "CLS") return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

export interface WebVitalBeacon {
  route: string;
  metric: WebVitalMetric;
  value: number;
}

/**
 * A route id as React Router names it (routes/dj-profile, root, and an area's `area:/events/:slug`, app/routes.ts):
 * no URL, so no personal data.
 */
const ROUTE_ID = /^(?:area:\/[a-z0-9/_.:-]{0,79}|[a-z0-9][a-z0-9/_.-]{0,79})$/i;

/** The /api/vitals body, or null when it is not one. Values beyond a minute (or a CLS beyond 10) are noise. */
export function parseWebVitalBeacon(body: unknown): WebVitalBeacon | null {
  if (!body || typeof body !== "object") return null;
  const b = body as Record<string, unknown>;
  if (Object.keys(b).some((k) => k !== "route" && k !== "metric" && k !== "value")) return null;
  if (typeof b.route !== "string" || !ROUTE_ID.test(b.route)) return null;
  if (typeof b.metric !== "string" || !(WEB_VITAL_METRICS as readonly string[]).includes(b.metric)) return null;
  const metric = b.metric as WebVitalMetric;
  if (typeof b.value !== "number" || !Number.isFinite(b.value) || b.value < 0) return null;
  if (b.value > (metric === "CLS" ? 10 : 60_000)) return null;
  return { route: b.route, metric, value: b.value };
}

/** The batched /api/vitals body: one page view's metrics, each at most once. */
export interface WebVitalBatch {
  route: string;
  metrics: Partial<Record<WebVitalMetric, number>>;
}

function isMetric(name: string): name is WebVitalMetric {
  return (WEB_VITAL_METRICS as readonly string[]).includes(name);
}

/**
 * One page view's metrics. `record` keeps each metric's latest value (CLS and INP grow while the page is used);
 * `take` ends the view: it gives the one beacon body the first time it is called, if any metric was measured, and
 * null ever after; metrics recorded after it are ignored.
 */
export function createWebVitalsBatch(route: string) {
  const metrics: Partial<Record<WebVitalMetric, number>> = {};
  let ended = false;
  return {
    record(name: string, value: number): void {
      if (ended || !isMetric(name) || !Number.isFinite(value)) return;
      metrics[name] = Math.round(value * 1000) / 1000;
    },
    take(): WebVitalBatch | null {
      if (ended) return null;
      ended = true;
      return Object.keys(metrics).length > 0 ? { route, metrics: { ...metrics } } : null;
    },
  };
}

/**
 * The /api/vitals body as measurements: a page view's batch (`{route, metrics}`) or a single measurement
 * (`{route, metric, value}`, what pages sent before batching, still in open tabs). Null when any part is not valid.
 */
export function parseWebVitalBeacons(body: unknown): WebVitalBeacon[] | null {
  if (!body || typeof body !== "object") return null;
  const b = body as Record<string, unknown>;
  if (!("metrics" in b)) {
    const one = parseWebVitalBeacon(body);
    return one ? [one] : null;
  }
  if (Object.keys(b).some((k) => k !== "route" && k !== "metrics")) return null;
  if (!b.metrics || typeof b.metrics !== "object" || Array.isArray(b.metrics)) return null;
  const entries = Object.entries(b.metrics as Record<string, unknown>);
  if (entries.length === 0 || entries.length > WEB_VITAL_METRICS.length) return null;
  const samples: WebVitalBeacon[] = [];
  for (const [metric, value] of entries) {
    const sample = parseWebVitalBeacon({ route: b.route, metric, value });
    if (!sample) return null;
    samples.push(sample);
  }
  return samples;
}

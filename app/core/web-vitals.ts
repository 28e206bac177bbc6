/**
 * Web vitals (issue 24): what real visitors' browsers measure (the `web-vitals` library), sent to
 * /api/vitals and shown as the 75th percentile per route on /admin/vitals. Pure rules, no I/O.
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

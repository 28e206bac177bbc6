/**
 * The one way product events reach an analytics provider (spec §7: events go to an analytics provider only
 * with consent; tracked kinds: DJ profile view, radio play and stop, search, social click, admin action, auth
 * action, error). The sink is installed by app/features/consent/analytics-tag.ts while analytics consent exists
 * and a measurement id is configured, and removed when consent is withdrawn; until then `track` forwards
 * nothing. It never throws.
 */

export type AnalyticsKind =
  | "dj_profile_view"
  | "radio_play"
  | "radio_stop"
  | "search"
  | "social_click"
  | "admin_action"
  | "auth_action"
  | "error"
  /** LCP, INP, CLS, FCP, TTFB of the page load (issue 24: web vitals go to the tag too). */
  | "web_vital";

export type AnalyticsData = Record<string, string | number | boolean | null>;

/** A provider that the consent issue installs once analytics consent exists (spec §4: started only then). */
export type AnalyticsSink = (kind: AnalyticsKind, data: AnalyticsData) => void;

let sink: AnalyticsSink | null = null;

/** Installs (or, with null, removes on withdrawn consent) the provider that receives tracked events. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
}

export function track(kind: AnalyticsKind, data: AnalyticsData = {}): void {
  if (!sink) return;
  try {
    sink(kind, data);
  } catch {
    // Analytics failures are never shown (spec §8).
  }
}

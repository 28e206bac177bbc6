/**
 * The one way product events reach an analytics provider (spec §7: events go to an analytics provider only
 * with consent; tracked kinds: DJ profile view, radio play and stop, search, social click, admin action, auth
 * action, error). The sink is installed by app/features/consent/analytics-tag.ts while analytics consent exists
 * and a measurement id is configured, and removed when consent is withdrawn; without it `track` forwards
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
  /** LCP, INP, CLS, FCP, TTFB of the page load (web vitals go to the tag too). */
  | "web_vital";

export type AnalyticsData = Record<string, string | number | boolean | null>;

/** A provider that the consent issue installs once analytics consent exists (spec §4: started only then). */
export type AnalyticsSink = (kind: AnalyticsKind, data: AnalyticsData) => void;

let sink: AnalyticsSink | null = null;

/**
 * Events tracked before the page has decided on a provider wait here: a page's own effects (a DJ page's view) run
 * before the shell reads the stored consent and loads the tag. Installing the provider forwards them; deciding
 * against one (no consent, no measurement id) drops them. Bounded, so a page that never decides keeps little.
 */
export const EARLY_EVENTS_MAX = 20;
let decided = false;
let early: [AnalyticsKind, AnalyticsData][] = [];

/**
 * Installs the provider that receives tracked events, or with null decides against one (no consent or no provider;
 * also on withdrawn consent). Either way the page has decided: events that waited are forwarded or dropped.
 */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
  decided = true;
  const waiting = early;
  early = [];
  if (next) for (const [kind, data] of waiting) track(kind, data);
}

export function track(kind: AnalyticsKind, data: AnalyticsData = {}): void {
  if (!sink) {
    if (!decided && early.length < EARLY_EVENTS_MAX) early.push([kind, data]);
    return;
  }
  try {
    sink(kind, data);
  } catch {
    // Analytics failures are never shown (spec §8).
  }
}

import { type AnalyticsData, type AnalyticsKind, setAnalyticsSink } from "~/core/analytics/analytics";
import type { ConsentPreferences } from "~/core/consent/consent";

/**
 * The analytics provider: the Google tag (gtag.js) in consent mode (spec §4, §7, §9 Analytics). Loaded only
 * once analytics consent exists; withdrawn consent sends the consent update, disables the tag and removes the
 * sink, so `track()` forwards nothing again. Fetched on demand, never part of a page's first load.
 */

export interface AnalyticsTagConfig {
  /** ANALYTICS_MEASUREMENT_ID. */
  measurementId: string;
  /** ANALYTICS_TAG_URL: gtag.js (the e2e suite points it at a local stand-in). */
  tagUrl: string;
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let started: AnalyticsTagConfig | null = null;

function gtag(...args: unknown[]) {
  window.dataLayer ??= [];
  // gtag.js reads the Arguments objects it is given, as its own snippet pushes them.
  // biome-ignore lint/complexity/noArguments: the tag's documented calling convention
  window.dataLayer.push(arguments);
  void args;
}

function consentState(preferences: ConsentPreferences) {
  return {
    analytics_storage: preferences.analytics ? "granted" : "denied",
    ad_storage: preferences.marketing ? "granted" : "denied",
    ad_user_data: preferences.marketing ? "granted" : "denied",
    ad_personalization: preferences.marketing ? "granted" : "denied",
  };
}

export function startAnalyticsTag(config: AnalyticsTagConfig, preferences: ConsentPreferences): void {
  const disableKey = `ga-disable-${config.measurementId}`;
  (window as unknown as Record<string, unknown>)[disableKey] = false;
  window.gtag = gtag;
  if (started) {
    gtag("consent", "update", consentState(preferences));
  } else {
    started = config;
    gtag("consent", "default", consentState({ ...preferences, analytics: false, marketing: false }));
    gtag("consent", "update", consentState(preferences));
    gtag("js", new Date());
    gtag("config", config.measurementId, {
      anonymize_ip: true,
      cookie_flags: "SameSite=None;Secure",
      environment: "production",
      send_page_view: true,
    });
    const script = document.createElement("script");
    script.async = true;
    script.src = `${config.tagUrl}?id=${encodeURIComponent(config.measurementId)}`;
    document.head.appendChild(script);
  }
  setAnalyticsSink((kind: AnalyticsKind, data: AnalyticsData) => gtag("event", kind, data));
}

export function stopAnalyticsTag(preferences: ConsentPreferences): void {
  setAnalyticsSink(null);
  if (!started) return;
  gtag("consent", "update", consentState(preferences));
  (window as unknown as Record<string, unknown>)[`ga-disable-${started.measurementId}`] = true;
}

/** A client-side navigation: the tag saw only the first page load. */
export function tagPageView(path: string): void {
  if (!started) return;
  gtag("event", "page_view", { page_path: path, page_location: window.location.href });
}

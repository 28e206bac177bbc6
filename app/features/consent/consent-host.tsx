import { type ComponentType, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { setAnalyticsSink } from "~/core/analytics/analytics";
import { CONSENT_EVENT_NAMES, type ConsentPreferences } from "~/core/consent/consent";
import { type ConsentEventDetail, readConsent } from "./consent-store";

type BannerProps = { onDone: () => void };

/** Set on <html> by the first-paint script when no valid choice is stored (app/ui/first-paint-script.tsx). */
export const CONSENT_ASK_ATTRIBUTE = "data-consent";

/**
 * Cookie consent in the shell: renders nothing on the server and in the first browser render (so the
 * anonymous HTML is the same for everyone and hydration changes nothing), then — after hydration — loads
 * the banner only when the first-paint script found no valid choice, and the analytics tag only while
 * analytics consent exists. A leaf: its state changes re-render nothing else in the shell.
 */
export function ConsentHost({
  measurementId,
  tagUrl,
}: {
  /** ANALYTICS_MEASUREMENT_ID; null = no analytics provider at all. */
  measurementId: string | null;
  tagUrl: string;
}) {
  const [Banner, setBanner] = useState<{ View: ComponentType<BannerProps> } | null>(null);
  const location = useLocation();
  const firstPath = useRef(true);

  useEffect(() => {
    const analytics = measurementId ? { measurementId, tagUrl } : null;
    const showBanner = () => void import("./cookie-banner").then((m) => setBanner({ View: m.CookieBanner }));

    const applyAnalytics = (preferences: ConsentPreferences | null) => {
      // No provider, or no analytics consent: events tracked so far on this page are dropped (app/core/analytics/analytics.ts).
      if (!analytics || !preferences?.analytics) setAnalyticsSink(null);
      if (!analytics) return;
      if (preferences?.analytics)
        void import("./analytics-tag").then((m) => m.startAnalyticsTag(analytics, preferences));
      else if (preferences) void import("./analytics-tag").then((m) => m.stopAnalyticsTag(preferences));
    };

    const asked = document.documentElement.getAttribute(CONSENT_ASK_ATTRIBUTE) === "ask";
    const current = readConsent();
    if (asked || !current) showBanner();
    applyAnalytics(current?.preferences ?? null);

    const onConsent = (event: Event) => {
      const { detail, type } = event as CustomEvent<ConsentEventDetail>;
      applyAnalytics(detail.preferences);
      document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
      // Cleared or expired: ask again (spec §4).
      if (type === "consent_expired" || (type === "consent_revoked" && !readConsent())) showBanner();
    };
    for (const name of CONSENT_EVENT_NAMES) window.addEventListener(name, onConsent);
    return () => {
      for (const name of CONSENT_EVENT_NAMES) window.removeEventListener(name, onConsent);
    };
  }, [measurementId, tagUrl]);

  // Client-side navigations are page views too; the tag counts the first load itself.
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    if (measurementId && readConsent()?.preferences.analytics)
      void import("./analytics-tag").then((m) => m.tagPageView(location.pathname + location.search));
  }, [measurementId, location.pathname, location.search]);

  if (!Banner) return null;
  return <Banner.View onDone={() => setBanner(null)} />;
}

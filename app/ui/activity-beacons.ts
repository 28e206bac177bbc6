import { useEffect } from "react";
import { track } from "~/core/analytics/analytics";
import type { DjActivityBeacon } from "~/core/analytics/dj-activity";
import { DJ_ACTIVITY_PATH } from "~/core/analytics/dj-activity-path";

/** What a DJ page reports besides the view (spec §7 analytics writes). */
export type DjActivityEvent =
  | { kind: "social_click"; slug: string; platform: string }
  | { kind: "share"; slug: string; platform: string }
  | { kind: "whatsapp_connect"; slug: string }
  | { kind: "media_play"; slug: string; mediaType: string; mediaUrl: string }
  | { kind: "radio_play"; slug: string; durationSeconds: number };

/**
 * Sends one beacon. sendBeacon survives the navigation a social click starts and never blocks it;
 * fetch keepalive is the fallback. Failures are swallowed: analytics must never break the page.
 */
function sendBeacon(payload: DjActivityBeacon): void {
  try {
    const body = JSON.stringify(payload);
    if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
      const blob = new Blob([body], { type: "application/json" });
      if (navigator.sendBeacon(DJ_ACTIVITY_PATH, blob)) return;
    }
    if (typeof fetch === "function") {
      void fetch(DJ_ACTIVITY_PATH, {
        method: "POST",
        body,
        keepalive: true,
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
      }).catch(() => undefined);
    }
  } catch {
    // Never surfaced (spec §8: analytics failures are not shown).
  }
}

export function trackDjActivity(event: DjActivityEvent): void {
  sendBeacon(event);
  // Spec §7's tracked kinds for the analytics provider (with consent only: app/core/analytics/analytics.ts).
  if (event.kind === "social_click") track("social_click", { dj_slug: event.slug, platform: event.platform });
}

/**
 * A click on an event page's Tickets button or a share of it: a beacon with the per-tab id, so the
 * server counts one per tab, event, kind and day. Never awaited: the ticket shop opens at once.
 */
export function trackEventInteraction(
  eventId: string,
  interaction: { kind: "event_ticket_click" } | { kind: "event_share"; platform: string },
): void {
  try {
    sendBeacon({ ...interaction, slug: eventId, referrer: document.referrer || null, viewId: tabViewId() });
  } catch {
    // Never surfaced.
  }
}

/** Per-tab id, so a reload or a back-navigation in the same tab is not counted twice. */
function tabViewId(): string | null {
  try {
    const key = "booth_view_tab";
    let id = sessionStorage.getItem(key);
    if (!id) {
      id =
        typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}${Math.random()}`;
      sessionStorage.setItem(key, id);
    }
    return id;
  } catch {
    return null;
  }
}

/**
 * One view beacon per mount of a DJ page (and per slug when the page is reused for another DJ); also spec §7's
 * "DJ profile view" for the analytics provider (with consent only).
 */
export function useDjProfileView(slug: string): void {
  usePageView("view", slug);
  useEffect(() => track("dj_profile_view", { dj_slug: slug }), [slug]);
}

/** One view beacon per mount of an event page: `eventId` travels as the beacon's slug. */
export function useEventView(eventId: string): void {
  usePageView("event_view", eventId);
}

/** One view beacon per mount of a venue page; counted once per tab, venue and day on the server. */
export function useVenueView(venueSlug: string): void {
  usePageView("venue_view", venueSlug);
}

/** One view beacon per mount of a news article (for "Top articles" on /admin/analytics); counted once per tab, article and day. */
export function useNewsView(articleSlug: string): void {
  usePageView("news_view", articleSlug);
}

function usePageView(kind: "view" | "event_view" | "venue_view" | "news_view", slug: string): void {
  useEffect(() => {
    try {
      const params = new URLSearchParams(window.location.search);
      sendBeacon({
        kind,
        slug,
        referrer: document.referrer || null,
        utmSource: params.get("utm_source"),
        utmMedium: params.get("utm_medium"),
        utmCampaign: params.get("utm_campaign"),
        viewId: tabViewId(),
      });
    } catch {
      // Never surfaced.
    }
  }, [kind, slug]);
}

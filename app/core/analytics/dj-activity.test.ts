import { describe, expect, it } from "vitest";
import {
  eventInteractionKey,
  eventViewKey,
  INVALID_DJ_SLUG,
  newsViewKey,
  parseDjActivityBeacon,
  profileViewKey,
  venueViewKey,
} from "./dj-activity";

describe("parseDjActivityBeacon", () => {
  it("judges the slug first, with the spec's message", () => {
    for (const slug of [undefined, "", 12, "Has Space", "-leading"]) {
      expect(parseDjActivityBeacon({ kind: "view", slug })).toEqual({ ok: false, error: INVALID_DJ_SLUG });
    }
  });

  it("lowercases social platforms and only accepts known ones plus whatsapp", () => {
    const ok = parseDjActivityBeacon({ kind: "social_click", slug: "nadia-voss", platform: "Instagram" });
    expect(ok).toEqual({ ok: true, value: { kind: "social_click", slug: "nadia-voss", platform: "instagram" } });
    expect(parseDjActivityBeacon({ kind: "social_click", slug: "a", platform: "whatsapp" }).ok).toBe(true);
    expect(parseDjActivityBeacon({ kind: "social_click", slug: "a", platform: "myspace" }).ok).toBe(false);
  });

  it("requires an http(s) media URL and drops empty view fields to null", () => {
    expect(
      parseDjActivityBeacon({ kind: "media_play", slug: "a", mediaType: "youtube", mediaUrl: "javascript:alert(1)" })
        .ok,
    ).toBe(false);
    const view = parseDjActivityBeacon({ kind: "view", slug: "a", referrer: "", utmSource: "ig" });
    expect(view).toMatchObject({ ok: true, value: { referrer: null, utmSource: "ig", utmMedium: null, viewId: null } });
  });

  it("takes event page views with the event_id as the slug", () => {
    const view = parseDjActivityBeacon({
      kind: "event_view",
      slug: "kessel-klub-nacht-2026-11-26",
      viewId: "tab-12345678",
    });
    expect(view).toMatchObject({
      ok: true,
      value: { kind: "event_view", slug: "kessel-klub-nacht-2026-11-26", referrer: null, viewId: "tab-12345678" },
    });
    expect(parseDjActivityBeacon({ kind: "event_view", slug: "../x" })).toEqual({ ok: false, error: INVALID_DJ_SLUG });
  });

  it("takes ticket clicks and shares of event pages, shares only to the menu's targets", () => {
    expect(
      parseDjActivityBeacon({ kind: "event_ticket_click", slug: "nacht-2026-11-26", viewId: "tab-12345678" }),
    ).toEqual({
      ok: true,
      value: { kind: "event_ticket_click", slug: "nacht-2026-11-26", referrer: null, viewId: "tab-12345678" },
    });
    expect(
      parseDjActivityBeacon({ kind: "event_share", slug: "nacht-2026-11-26", platform: "WhatsApp" }),
    ).toMatchObject({
      ok: true,
      value: { platform: "whatsapp" },
    });
    expect(parseDjActivityBeacon({ kind: "event_share", slug: "nacht-2026-11-26", platform: "myspace" }).ok).toBe(
      false,
    );
    expect(parseDjActivityBeacon({ kind: "event_share", slug: "nacht-2026-11-26" }).ok).toBe(false);
  });

  it("keys an event interaction per tab, event, kind (and share target) and UTC day", () => {
    const at = new Date("2026-11-26T23:59:00Z");
    expect(eventInteractionKey("tab-1", "e-1", "ticket_click", null, at)).toBe(
      "tab-1:event:e-1:ticket_click:2026-11-26",
    );
    expect(eventInteractionKey("tab-1", "e-1", "share", "x", at)).toBe("tab-1:event:e-1:share:x:2026-11-26");
    expect(eventInteractionKey(null, "e-1", "share", "x", at)).toBeNull();
  });

  it("refuses unknown kinds and non-objects", () => {
    expect(parseDjActivityBeacon({ kind: "radio", slug: "a" }).ok).toBe(false);
    expect(parseDjActivityBeacon("view").ok).toBe(false);
  });
});

describe("profileViewKey", () => {
  it("is per tab, DJ and UTC hour; no tab id means no de-duplication", () => {
    const at = new Date("2026-11-22T06:45:00Z");
    expect(profileViewKey("tab-12345678", "nadia-voss", at)).toBe("tab-12345678:nadia-voss:2026-11-22T06");
    expect(profileViewKey(null, "nadia-voss", at)).toBeNull();
  });
});

describe("eventViewKey", () => {
  it("is per tab, event and UTC day", () => {
    const morning = new Date("2026-11-22T06:45:00Z");
    const night = new Date("2026-11-22T23:10:00Z");
    expect(eventViewKey("tab-12345678", "rave-2026-11-28", morning)).toBe(
      eventViewKey("tab-12345678", "rave-2026-11-28", night),
    );
    expect(eventViewKey("tab-12345678", "rave-2026-11-28", new Date("2026-11-23T00:10:00Z"))).not.toBe(
      eventViewKey("tab-12345678", "rave-2026-11-28", night),
    );
    expect(eventViewKey(null, "rave-2026-11-28", night)).toBeNull();
  });
});

describe("venueViewKey", () => {
  it("is per tab, venue and UTC day, and never collides with an event of the same slug", () => {
    const morning = new Date("2026-11-22T06:45:00Z");
    const night = new Date("2026-11-22T23:10:00Z");
    expect(venueViewKey("tab-12345678", "fabric", morning)).toBe(venueViewKey("tab-12345678", "fabric", night));
    expect(venueViewKey("tab-12345678", "fabric", new Date("2026-11-23T00:10:00Z"))).not.toBe(
      venueViewKey("tab-12345678", "fabric", night),
    );
    expect(venueViewKey("tab-12345678", "fabric", night)).not.toBe(eventViewKey("tab-12345678", "fabric", night));
    expect(venueViewKey("other-tab-1234", "fabric", night)).not.toBe(venueViewKey("tab-12345678", "fabric", night));
    expect(venueViewKey(null, "fabric", night)).toBeNull();
  });
  it("accepts a venue_view beacon with referrer and utm tags", () => {
    const parsed = parseDjActivityBeacon({
      kind: "venue_view",
      slug: "fabric",
      referrer: "https://instagram.com/",
      utmSource: "ig",
      viewId: "tab-12345678",
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        kind: "venue_view",
        slug: "fabric",
        referrer: "https://instagram.com/",
        utmSource: "ig",
        utmMedium: null,
        utmCampaign: null,
        viewId: "tab-12345678",
      },
    });
  });
});

describe("newsViewKey", () => {
  it("is per tab, article and UTC day, and never collides with a venue or event of the same slug", () => {
    const morning = new Date("2026-11-22T06:45:00Z");
    const night = new Date("2026-11-22T23:10:00Z");
    expect(newsViewKey("tab-12345678", "big-night", morning)).toBe(newsViewKey("tab-12345678", "big-night", night));
    expect(newsViewKey("tab-12345678", "big-night", new Date("2026-11-23T00:10:00Z"))).not.toBe(
      newsViewKey("tab-12345678", "big-night", night),
    );
    expect(newsViewKey("tab-12345678", "big-night", night)).not.toBe(venueViewKey("tab-12345678", "big-night", night));
    expect(newsViewKey("tab-12345678", "big-night", night)).not.toBe(eventViewKey("tab-12345678", "big-night", night));
    expect(newsViewKey("other-tab-1234", "big-night", night)).not.toBe(newsViewKey("tab-12345678", "big-night", night));
    expect(newsViewKey(null, "big-night", night)).toBeNull();
  });
  it("accepts a news_view beacon and refuses a slug that is not slug-shaped", () => {
    expect(parseDjActivityBeacon({ kind: "news_view", slug: "big-night", viewId: "tab-12345678" })).toEqual({
      ok: true,
      value: {
        kind: "news_view",
        slug: "big-night",
        referrer: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        viewId: "tab-12345678",
      },
    });
    expect(parseDjActivityBeacon({ kind: "news_view", slug: "../etc" })).toEqual({
      ok: false,
      error: "Invalid DJ slug provided",
    });
  });
});

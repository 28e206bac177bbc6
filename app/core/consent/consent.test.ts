import { describe, expect, it } from "vitest";
import {
  buildConsentRecord,
  CONSENT_CATEGORIES,
  CONSENT_DB_TIMEOUT_MS,
  CONSENT_EXPIRY_MS,
  CONSENT_MESSAGES,
  CONSENT_SAVE_TIMEOUT_MS,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  consentEventsForSave,
  consentRecordRows,
  consentSavedMessage,
  consentStatus,
  DEFAULT_CONSENT_PREFERENCES,
  isVisitorId,
  needsConsentBanner,
  newVisitorId,
  parseConsentRecord,
  preferencesForChoice,
  VISITOR_ID_KEY,
} from "./consent";
import { consentCopySchema } from "./consent-copy";

const NOW = Date.parse("2026-11-26T09:00:00.000Z");
const VISITOR = "visitor_abc123_def456";

describe("consent constants (spec §9)", () => {
  it("has the spec's version, expiry, timeouts and storage keys", () => {
    expect(CONSENT_VERSION).toBe("1.0");
    expect(CONSENT_EXPIRY_MS).toBe(33_696_000_000);
    expect(CONSENT_EXPIRY_MS).toBe(13 * 30 * 24 * 60 * 60 * 1000);
    expect(CONSENT_SAVE_TIMEOUT_MS).toBe(2000);
    expect(CONSENT_DB_TIMEOUT_MS).toBe(10_000);
    expect(CONSENT_STORAGE_KEY).toBe("cookie_consent");
    expect(VISITOR_ID_KEY).toBe("visitor_id");
  });

  it("defaults essential and functional on, analytics and marketing off", () => {
    expect(DEFAULT_CONSENT_PREFERENCES).toEqual({
      essential: true,
      functional: true,
      analytics: false,
      marketing: false,
    });
    expect(CONSENT_CATEGORIES.map((c) => [c.label, c.defaultOn, c.required === true])).toEqual([
      ["Essential", true, true],
      ["Functional", true, false],
      ["Analytics", false, false],
      ["Marketing", false, false],
    ]);
  });

  it("words the toasts and the failure as the spec does", () => {
    expect(consentSavedMessage("accept_all")).toBe("All cookies accepted");
    expect(consentSavedMessage("reject_all")).toBe("Only essential cookies will be used");
    expect(consentSavedMessage("api")).toBe("Cookie preferences saved successfully");
    expect(CONSENT_MESSAGES.saveFailedLog).toBe("Unable to save consent preferences");
    expect(CONSENT_MESSAGES.saveFailedToast).toBe("Error saving preferences. Please try again.");
    expect(CONSENT_MESSAGES.dbTimeout).toBe("Database operation timeout");
  });
});

describe("choices", () => {
  it("accept all turns analytics and marketing on; reject all turns both off", () => {
    expect(preferencesForChoice({ method: "accept_all" })).toEqual({
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
    });
    expect(preferencesForChoice({ method: "reject_all" })).toEqual({
      essential: true,
      functional: true,
      analytics: false,
      marketing: false,
    });
  });

  it("a custom choice keeps what was chosen, but essential cannot be disabled", () => {
    const chosen = { essential: false, functional: false, analytics: true, marketing: false };
    expect(preferencesForChoice({ method: "api", preferences: chosen })).toEqual({ ...chosen, essential: true });
  });
});

describe("the stored record", () => {
  it("expires 33,696,000,000 ms after its timestamp, with version 1.0 and the visitor id", () => {
    const record = buildConsentRecord(preferencesForChoice({ method: "accept_all" }), VISITOR, NOW);
    expect(record.version).toBe("1.0");
    expect(record.visitorId).toBe(VISITOR);
    expect(Date.parse(record.expiresAt) - Date.parse(record.timestamp)).toBe(33_696_000_000);
    expect(parseConsentRecord(JSON.stringify(record))).toEqual(record);
  });

  it("no record or an expired one shows the banner; a valid one does not", () => {
    const record = buildConsentRecord(DEFAULT_CONSENT_PREFERENCES, VISITOR, NOW);
    const raw = JSON.stringify(record);
    expect(needsConsentBanner(null, NOW)).toBe(true);
    expect(needsConsentBanner(raw, NOW + 1000)).toBe(false);
    expect(consentStatus(record, NOW + CONSENT_EXPIRY_MS - 1)).toBe("valid");
    expect(consentStatus(record, NOW + CONSENT_EXPIRY_MS)).toBe("expired");
    expect(needsConsentBanner(raw, NOW + CONSENT_EXPIRY_MS + 1)).toBe(true);
  });

  it("treats garbage, a switched-off essential or a foreign visitor id as no record", () => {
    const record = buildConsentRecord(DEFAULT_CONSENT_PREFERENCES, VISITOR, NOW);
    expect(parseConsentRecord("{not json")).toBeNull();
    expect(
      parseConsentRecord(JSON.stringify({ ...record, preferences: { ...record.preferences, essential: false } })),
    ).toBeNull();
    expect(parseConsentRecord(JSON.stringify({ ...record, visitorId: "someone" }))).toBeNull();
    expect(parseConsentRecord(JSON.stringify({ ...record, expiresAt: "soon" }))).toBeNull();
  });

  it("visitor ids start with visitor_ and differ", () => {
    const a = newVisitorId(NOW);
    const b = newVisitorId(NOW);
    expect(a.startsWith("visitor_")).toBe(true);
    expect(isVisitorId(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(isVisitorId("visitor_")).toBe(false);
  });
});

describe("events of a save (spec §4)", () => {
  const on = { ...DEFAULT_CONSENT_PREFERENCES, analytics: true };
  it("the first choice is consent_granted", () => {
    expect(consentEventsForSave(null, on)).toEqual(["consent_granted"]);
  });
  it("later choices are consent_updated, and turning analytics off adds consent_revoked", () => {
    expect(consentEventsForSave(DEFAULT_CONSENT_PREFERENCES, on)).toEqual(["consent_updated"]);
    expect(consentEventsForSave(on, DEFAULT_CONSENT_PREFERENCES)).toEqual(["consent_updated", "consent_revoked"]);
    expect(consentEventsForSave(DEFAULT_CONSENT_PREFERENCES, DEFAULT_CONSENT_PREFERENCES)).toEqual(["consent_updated"]);
  });
});

describe("the background copy", () => {
  const copy = {
    visitorId: VISITOR,
    preferences: { essential: true, functional: true, analytics: true, marketing: false },
    version: "1.0",
    method: "api",
    expiresAt: new Date(NOW + CONSENT_EXPIRY_MS).toISOString(),
  };
  it("accepts the saved choice and makes one row per consent type", () => {
    const parsed = consentCopySchema.parse(copy);
    expect(consentRecordRows(parsed.preferences)).toEqual([
      { consentType: "essential", consentGiven: true },
      { consentType: "functional", consentGiven: true },
      { consentType: "analytics", consentGiven: true },
      { consentType: "marketing", consentGiven: false },
    ]);
  });
  it("refuses extra fields, essential off, another version or method", () => {
    expect(consentCopySchema.safeParse({ ...copy, ip: "1.2.3.4" }).success).toBe(false);
    expect(
      consentCopySchema.safeParse({ ...copy, preferences: { ...copy.preferences, essential: false } }).success,
    ).toBe(false);
    expect(consentCopySchema.safeParse({ ...copy, version: "2.0" }).success).toBe(false);
    expect(consentCopySchema.safeParse({ ...copy, method: "banner" }).success).toBe(false);
    expect(consentCopySchema.safeParse({ ...copy, visitorId: "x" }).success).toBe(false);
  });
});

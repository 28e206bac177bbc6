/**
 * Cookie consent (spec §3 "Cookie consent preferences", §4 "Cookie consent", §5, §9 "Consent"): the rules,
 * with no I/O. The browser side (app/features/consent/consent-store.ts) reads and writes local storage with
 * them, and the server checks the background copy (POST /api/consent) with the same schema.
 */

export const CONSENT_VERSION = "1.0";
/** 13 months counted as 30-day months: 13 × 30 × 24 h = 390 days (spec §9). */
export const CONSENT_EXPIRY_MS = 33_696_000_000;
/** Saving to local storage fails when it takes longer (spec §5). */
export const CONSENT_SAVE_TIMEOUT_MS = 2000;
/** The background copy to the database is given up after this (spec §9), silently. */
export const CONSENT_DB_TIMEOUT_MS = 10_000;

/** Local-storage keys (spec §7 Client storage); kept from before, so earlier choices still count. */
export const CONSENT_STORAGE_KEY = "cookie_consent";
export const VISITOR_ID_KEY = "visitor_id";
export const VISITOR_ID_PREFIX = "visitor_";

export const CONSENT_MESSAGES = {
  saved: "Cookie preferences saved successfully",
  acceptedAll: "All cookies accepted",
  rejectedAll: "Only essential cookies will be used",
  saveFailedLog: "Unable to save consent preferences",
  saveFailedToast: "Error saving preferences. Please try again.",
  dbTimeout: "Database operation timeout",
  essentialLocked: "Essential cookies cannot be disabled",
} as const;

export type ConsentCategory = "essential" | "functional" | "analytics" | "marketing";

export interface ConsentPreferences {
  essential: boolean;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
}

export const DEFAULT_CONSENT_PREFERENCES: Readonly<ConsentPreferences> = Object.freeze({
  essential: true,
  functional: true,
  analytics: false,
  marketing: false,
});

export const CONSENT_CATEGORIES: readonly {
  key: ConsentCategory;
  label: string;
  defaultOn: boolean;
  required?: boolean;
  description: string;
}[] = [
  {
    key: "essential",
    label: "Essential",
    defaultOn: true,
    required: true,
    description:
      "Keeps you signed in, remembers your cookie choice and protects forms. The site can't work without these, so they are always on.",
  },
  {
    key: "functional",
    label: "Functional",
    defaultOn: true,
    description:
      "Remembers your recent searches, your active role and profile, and caches data for a few minutes so pages load faster.",
  },
  {
    key: "analytics",
    label: "Analytics",
    defaultOn: false,
    description:
      "Anonymised page views, searches and performance measurements sent to our analytics provider. IP anonymisation is always on.",
  },
  {
    key: "marketing",
    label: "Marketing",
    defaultOn: false,
    description: "Lets us measure campaigns that bring people to Booth. We never sell your data.",
  },
];

export type ConsentMethod = "accept_all" | "reject_all" | "api";
export const CONSENT_METHODS: readonly ConsentMethod[] = ["accept_all", "reject_all", "api"];

export type ConsentEventName = "consent_granted" | "consent_updated" | "consent_revoked" | "consent_expired";
export const CONSENT_EVENT_NAMES: readonly ConsentEventName[] = [
  "consent_granted",
  "consent_updated",
  "consent_revoked",
  "consent_expired",
];

export interface ConsentRecord {
  preferences: ConsentPreferences;
  /** ISO time of the choice. */
  timestamp: string;
  version: string;
  visitorId: string;
  /** ISO time: timestamp + CONSENT_EXPIRY_MS. */
  expiresAt: string;
}

// Hand-written checks, not zod: this module is in every page's first load (the banner decision), zod is not.
const VISITOR_ID_PATTERN = /^visitor_[A-Za-z0-9_-]{6,64}$/;
const isTime = (v: unknown): v is string => typeof v === "string" && !Number.isNaN(Date.parse(v));
const isBool = (v: unknown): v is boolean => typeof v === "boolean";

/** The stored record, or null when there is none or it is not one of ours. */
export function parseConsentRecord(raw: string | null | undefined): ConsentRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const r = value as Record<string, unknown>;
  const p = r.preferences as Record<string, unknown> | null | undefined;
  if (!p || typeof p !== "object") return null;
  // Essential cannot be disabled (spec §5): a record saying otherwise is not ours.
  if (p.essential !== true || !isBool(p.functional) || !isBool(p.analytics) || !isBool(p.marketing)) return null;
  if (
    !isTime(r.timestamp) ||
    !isTime(r.expiresAt) ||
    typeof r.version !== "string" ||
    !isVisitorId(r.visitorId as string)
  )
    return null;
  return {
    preferences: { essential: true, functional: p.functional, analytics: p.analytics, marketing: p.marketing },
    timestamp: r.timestamp,
    version: r.version,
    visitorId: r.visitorId as string,
    expiresAt: r.expiresAt,
  };
}

export type ConsentStatus = "none" | "expired" | "valid";

export function consentStatus(record: ConsentRecord | null, now: number): ConsentStatus {
  if (!record) return "none";
  return Date.parse(record.expiresAt) <= now ? "expired" : "valid";
}

/** Spec §4: no stored consent, or expired consent, means the banner is shown. */
export function needsConsentBanner(raw: string | null | undefined, now: number): boolean {
  return consentStatus(parseConsentRecord(raw), now) !== "valid";
}

/** The preferences a choice stands for; essential is always on whatever a caller asks. */
export function preferencesForChoice(
  choice: { method: "accept_all" } | { method: "reject_all" } | { method: "api"; preferences: ConsentPreferences },
): ConsentPreferences {
  if (choice.method === "accept_all") return { ...DEFAULT_CONSENT_PREFERENCES, analytics: true, marketing: true };
  if (choice.method === "reject_all") return { ...DEFAULT_CONSENT_PREFERENCES, analytics: false, marketing: false };
  return { ...choice.preferences, essential: true };
}

export function buildConsentRecord(preferences: ConsentPreferences, visitorId: string, now: number): ConsentRecord {
  return {
    preferences: { ...preferences, essential: true },
    timestamp: new Date(now).toISOString(),
    version: CONSENT_VERSION,
    visitorId,
    expiresAt: new Date(now + CONSENT_EXPIRY_MS).toISOString(),
  };
}

/**
 * What a save announces (spec §4): the first choice is consent_granted, later ones consent_updated, and
 * turning analytics off adds consent_revoked.
 */
export function consentEventsForSave(
  previous: ConsentPreferences | null,
  next: ConsentPreferences,
): ConsentEventName[] {
  if (!previous) return ["consent_granted"];
  const events: ConsentEventName[] = ["consent_updated"];
  if (previous.analytics && !next.analytics) events.push("consent_revoked");
  return events;
}

/** The toast a successful save shows (spec §8). */
export function consentSavedMessage(method: ConsentMethod): string {
  if (method === "accept_all") return CONSENT_MESSAGES.acceptedAll;
  if (method === "reject_all") return CONSENT_MESSAGES.rejectedAll;
  return CONSENT_MESSAGES.saved;
}

/** A new visitor id: 'visitor_' + time and randomness (no personal data). */
export function newVisitorId(now: number, random: () => number = Math.random): string {
  let tail = "";
  for (let i = 0; i < 12; i++) tail += Math.floor(random() * 36).toString(36);
  return `${VISITOR_ID_PREFIX}${now.toString(36)}_${tail}`;
}

export function isVisitorId(value: unknown): value is string {
  return typeof value === "string" && VISITOR_ID_PATTERN.test(value);
}

/** One user_consent_records row per consent type (spec §7). */
export function consentRecordRows(
  preferences: ConsentPreferences,
): { consentType: ConsentCategory; consentGiven: boolean }[] {
  return CONSENT_CATEGORIES.map((c) => ({ consentType: c.key, consentGiven: preferences[c.key] }));
}

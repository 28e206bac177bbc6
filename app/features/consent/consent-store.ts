import {
  buildConsentRecord,
  CONSENT_DB_TIMEOUT_MS,
  CONSENT_MESSAGES,
  CONSENT_SAVE_TIMEOUT_MS,
  CONSENT_STORAGE_KEY,
  type ConsentEventName,
  type ConsentMethod,
  type ConsentPreferences,
  type ConsentRecord,
  consentEventsForSave,
  consentStatus,
  isVisitorId,
  newVisitorId,
  parseConsentRecord,
  preferencesForChoice,
  VISITOR_ID_KEY,
} from "~/core/consent/consent";

/**
 * The browser half of cookie consent (spec §4): the record in local storage, the window events, and the
 * background copy to the database. The banner, the settings on /privacy and the analytics layer all go
 * through here, so every change is announced the same way.
 */

/** Dispatched on `window` as a CustomEvent; detail carries the preferences now in force. */
export interface ConsentEventDetail {
  preferences: ConsentPreferences;
  method: ConsentMethod | null;
}

function emit(name: ConsentEventName, detail: ConsentEventDetail) {
  window.dispatchEvent(new CustomEvent<ConsentEventDetail>(name, { detail }));
}

/**
 * The choice in force, or null when none is. An expired record is removed here and consent_expired is
 * announced with the defaults (spec §4: clears it and resets to defaults).
 */
export function readConsent(now = Date.now()): ConsentRecord | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
  const record = parseConsentRecord(raw);
  const status = consentStatus(record, now);
  if (status === "valid") return record;
  if (status === "expired" && record) {
    try {
      window.localStorage.removeItem(CONSENT_STORAGE_KEY);
    } catch {
      // Nothing more to do: the banner asks again either way.
    }
    emit("consent_expired", { preferences: preferencesForChoice({ method: "reject_all" }), method: null });
  }
  return null;
}

export function visitorId(now = Date.now()): string {
  try {
    const stored = window.localStorage.getItem(VISITOR_ID_KEY);
    if (isVisitorId(stored)) return stored;
    const created = newVisitorId(now);
    window.localStorage.setItem(VISITOR_ID_KEY, created);
    return created;
  } catch {
    return newVisitorId(now);
  }
}

export type ConsentChoice =
  | { method: "accept_all" }
  | { method: "reject_all" }
  | { method: "api"; preferences: ConsentPreferences };

/**
 * Saves a choice: local storage first (failing after 2 s, spec §5), then the events, then the database
 * copy in the background. Resolves to the saved record, or null when the local save failed (the record is
 * then left as it was and 'Unable to save consent preferences' is logged).
 */
export async function saveConsent(choice: ConsentChoice): Promise<ConsentRecord | null> {
  const previous = readConsent();
  const preferences = preferencesForChoice(choice);
  const started = Date.now();
  const record = buildConsentRecord(preferences, visitorId(started), started);
  try {
    await writeWithin(CONSENT_STORAGE_KEY, JSON.stringify(record), CONSENT_SAVE_TIMEOUT_MS);
  } catch (error) {
    console.error(CONSENT_MESSAGES.saveFailedLog, error);
    return null;
  }
  for (const name of consentEventsForSave(previous?.preferences ?? null, preferences))
    emit(name, { preferences, method: choice.method });
  void copyToDatabase(record, choice.method);
  return record;
}

/**
 * Local storage is synchronous, so "fails after 2 s" means: a write that has not finished within the limit
 * (a browser stalling on a full or locked disk) counts as failed, and what it wrote is taken back.
 */
async function writeWithin(key: string, value: string, limitMs: number): Promise<void> {
  const before = window.localStorage.getItem(key);
  const started = performance.now();
  try {
    window.localStorage.setItem(key, value);
    if (performance.now() - started > limitMs) throw new Error("Local storage save timed out");
  } catch (error) {
    try {
      if (before === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, before);
    } catch {
      // The storage is unusable; the failure thrown below is what the visitor hears about.
    }
    throw error;
  }
}

/** Spec §7/§8: both table writes in the background, given up after 10 s, every failure ignored. */
async function copyToDatabase(record: ConsentRecord, method: ConsentMethod): Promise<void> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(new Error(CONSENT_MESSAGES.dbTimeout)), CONSENT_DB_TIMEOUT_MS);
  try {
    await fetch("/api/consent", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        visitorId: record.visitorId,
        preferences: record.preferences,
        version: record.version,
        method,
        expiresAt: record.expiresAt,
      }),
      keepalive: true,
      signal: controller.signal,
    });
  } catch {
    // 'Database operation timeout' and any other failure: swallowed (spec §8).
  } finally {
    window.clearTimeout(timer);
  }
}

/** Removes the stored choice (the privacy page's "Clear data on this device"): consent_revoked. */
export function announceConsentCleared(): void {
  emit("consent_revoked", { preferences: preferencesForChoice({ method: "reject_all" }), method: null });
}

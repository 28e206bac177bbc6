import { sql } from "drizzle-orm";
import { type ConsentPreferences, consentRecordRows } from "~/core/consent/consent";
import type { ConsentCopy } from "~/core/consent/consent-copy";
import type { Db } from "~server/db/client.server";
import { consentPreferences, userConsentRecords } from "~server/db/schema";

/**
 * The background copy of a visitor's cookie choice (spec §7 consent table calls): one user_consent_records
 * row per consent type, and the visitor's consent_preferences row upserted on visitor_id with its expiry.
 * The IP address is never stored (the column stays null); the user agent is, as the spec lists it.
 */
export async function recordConsent(db: Db, copy: ConsentCopy, userAgent: string | null): Promise<void> {
  const prefs: ConsentPreferences = copy.preferences;
  const expiresAt = new Date(copy.expiresAt);
  await db.transaction(async (tx) => {
    await tx.insert(userConsentRecords).values(
      consentRecordRows(prefs).map((row) => ({
        visitorId: copy.visitorId,
        consentType: row.consentType,
        consentGiven: row.consentGiven,
        consentVersion: copy.version,
        consentMethod: copy.method,
        ipAddress: null,
        userAgent: userAgent?.slice(0, 512) ?? null,
      })),
    );
    await tx
      .insert(consentPreferences)
      .values({
        visitorId: copy.visitorId,
        analyticsConsent: prefs.analytics,
        marketingConsent: prefs.marketing,
        functionalConsent: prefs.functional,
        essentialConsent: true,
        expiresAt,
      })
      .onConflictDoUpdate({
        target: consentPreferences.visitorId,
        set: {
          analyticsConsent: prefs.analytics,
          marketingConsent: prefs.marketing,
          functionalConsent: prefs.functional,
          essentialConsent: true,
          expiresAt,
          updatedAt: sql`now()`,
        },
      });
  });
}

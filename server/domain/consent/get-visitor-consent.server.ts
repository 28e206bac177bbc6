import { asc, eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { consentPreferences, userConsentRecords } from "~server/db/schema";

/** A visitor's consent records and preferences row, oldest record first (the e2e hook's read; admin views later). */
export async function getVisitorConsent(db: Db, visitorId: string) {
  const [records, preferences] = await Promise.all([
    db
      .select({
        consentType: userConsentRecords.consentType,
        consentGiven: userConsentRecords.consentGiven,
        consentVersion: userConsentRecords.consentVersion,
        consentMethod: userConsentRecords.consentMethod,
        ipAddress: userConsentRecords.ipAddress,
      })
      .from(userConsentRecords)
      .where(eq(userConsentRecords.visitorId, visitorId))
      .orderBy(asc(userConsentRecords.createdAt)),
    db
      .select({
        analyticsConsent: consentPreferences.analyticsConsent,
        marketingConsent: consentPreferences.marketingConsent,
        functionalConsent: consentPreferences.functionalConsent,
        essentialConsent: consentPreferences.essentialConsent,
        expiresAt: consentPreferences.expiresAt,
      })
      .from(consentPreferences)
      .where(eq(consentPreferences.visitorId, visitorId)),
  ]);
  return { records, preferences };
}

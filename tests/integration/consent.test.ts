import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildConsentRecord, preferencesForChoice } from "~/core/consent/consent";
import type { Database } from "~server/db/client.server";
import { consentPreferences, userConsentRecords } from "~server/db/schema";
import { handleConsentCopy } from "~server/http/consent-copy.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

function post(body: unknown, ip = "203.0.113.7") {
  const request = new Request("http://localhost/api/consent", {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "ConsentTest/1.0" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return handleConsentCopy(request, { database, clientIp: ip });
}

function copyOf(visitorId: string, method: "accept_all" | "reject_all", now = Date.now()) {
  const record = buildConsentRecord(preferencesForChoice({ method }), visitorId, now);
  return { visitorId, preferences: record.preferences, version: record.version, method, expiresAt: record.expiresAt };
}

describe("POST /api/consent (the background copy of a cookie choice)", () => {
  it("stores one record per consent type, never the IP, and upserts the visitor's preferences", async () => {
    const db = database.db;
    const visitorId = "visitor_integration_1";
    const first = copyOf(visitorId, "accept_all");
    expect((await post(first)).status).toBe(204);

    const rows = await db.select().from(userConsentRecords).where(eq(userConsentRecords.visitorId, visitorId));
    expect(rows.map((r) => [r.consentType, r.consentGiven]).sort()).toEqual([
      ["analytics", true],
      ["essential", true],
      ["functional", true],
      ["marketing", true],
    ]);
    for (const row of rows) {
      expect(row.ipAddress).toBeNull();
      expect(row.consentVersion).toBe("1.0");
      expect(row.consentMethod).toBe("accept_all");
      expect(row.userAgent).toBe("ConsentTest/1.0");
    }

    // A later choice adds four more records and changes the one preferences row.
    const second = copyOf(visitorId, "reject_all");
    expect((await post(second)).status).toBe(204);
    expect(await db.$count(userConsentRecords, eq(userConsentRecords.visitorId, visitorId))).toBe(8);
    const prefs = await db.select().from(consentPreferences).where(eq(consentPreferences.visitorId, visitorId));
    expect(prefs).toHaveLength(1);
    expect(prefs[0]).toMatchObject({
      analyticsConsent: false,
      marketingConsent: false,
      functionalConsent: true,
      essentialConsent: true,
    });
    expect(prefs[0]?.expiresAt?.toISOString()).toBe(second.expiresAt);
  });

  it("refuses a body outside the schema and stores nothing", async () => {
    const db = database.db;
    const visitorId = "visitor_integration_2";
    const good = copyOf(visitorId, "accept_all");
    expect((await post({ ...good, ipAddress: "198.51.100.1" })).status).toBe(400);
    expect((await post({ ...good, preferences: { ...good.preferences, essential: false } })).status).toBe(400);
    expect((await post("not json")).status).toBe(400);
    expect(await db.$count(userConsentRecords, eq(userConsentRecords.visitorId, visitorId))).toBe(0);
  });

  it("limits each address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await post({ bad: i }, "198.51.100.99")).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { users } from "~server/db/schema";
import { seedUser } from "~server/db/seed/factories.server";
import { ensureUserRecord } from "~server/domain/users/ensure-user-record.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const ADMIN_EMAILS = ["boss@booth.test", "second@booth.test"];

describe("ensureUserRecord (spec §4 auth callback)", () => {
  it("creates a missing record as user, profile not completed, not blocked", async () => {
    const userId = randomUUID();
    const result = await ensureUserRecord(database.db, {
      userId,
      email: "New.Raver@Booth.Test",
      name: "Night Raver",
      adminEmails: ADMIN_EMAILS,
    });
    expect(result).toEqual({ created: true, role: "user", profileCompleted: false, blocked: false });
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      email: "new.raver@booth.test",
      name: "Night Raver",
      role: "user",
      profileCompleted: false,
      blocked: false,
    });
  });

  it("makes the configured addresses admins, whatever their case", async () => {
    const userId = randomUUID();
    const result = await ensureUserRecord(database.db, {
      userId,
      email: "Second@booth.test",
      adminEmails: ADMIN_EMAILS,
    });
    expect(result).toMatchObject({ created: true, role: "admin", profileCompleted: false });
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row.name).toBe("second");
  });

  it("is idempotent and never changes an existing record", async () => {
    const existing = await seedUser(database.db, {
      email: "boss@booth.test",
      role: "user",
      profileCompleted: true,
      blocked: true,
    });
    for (let i = 0; i < 2; i++) {
      const result = await ensureUserRecord(database.db, {
        userId: existing.id,
        email: existing.email,
        name: "Other name",
        adminEmails: ADMIN_EMAILS,
      });
      expect(result).toEqual({ created: false, role: "user", profileCompleted: true, blocked: true });
    }
    const rows = await database.db.select().from(users).where(eq(users.email, "boss@booth.test"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: existing.name, role: "user", blocked: true, profileCompleted: true });
  });

  it("refuses to take over an email that belongs to another record", async () => {
    const other = await seedUser(database.db, { email: "taken@booth.test" });
    await expect(
      ensureUserRecord(database.db, { userId: randomUUID(), email: "taken@booth.test", adminEmails: ADMIN_EMAILS }),
    ).rejects.toThrow(/another user record/);
    const rows = await database.db.select().from(users).where(eq(users.email, "taken@booth.test"));
    expect(rows.map((r) => r.id)).toEqual([other.id]);
  });
});

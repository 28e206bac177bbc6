import { verifyPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { accounts, users } from "~server/db/schema";
import { seedUser } from "~server/db/seed/factories.server";
import { createAdmin } from "~server/domain/users/create-admin.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("createAdmin", () => {
  it("creates an admin with a better-auth credential account", async () => {
    const result = await createAdmin(database.db, {
      email: "Boss@Example.com",
      password: "correct horse",
      name: "Boss",
    });
    expect(result.created).toBe(true);
    const [user] = await database.db.select().from(users).where(eq(users.id, result.userId));
    expect(user).toMatchObject({
      email: "boss@example.com",
      role: "admin",
      emailVerified: true,
      profileCompleted: true,
    });
    const [account] = await database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));
    expect(account.accountId).toBe(user.id);
    expect(await verifyPassword({ hash: account.password!, password: "correct horse" })).toBe(true);
  });

  it("promotes an existing user and sets their password", async () => {
    const existing = await seedUser(database.db, {
      email: "member@example.com",
      role: "user",
      profileCompleted: false,
    });
    const result = await createAdmin(database.db, { email: "member@example.com", password: "another-pass" });
    expect(result).toMatchObject({ created: false, userId: existing.id });
    const [user] = await database.db.select().from(users).where(eq(users.id, existing.id));
    expect(user.role).toBe("admin");
    expect(user.profileCompleted).toBe(true);
    await createAdmin(database.db, { email: "member@example.com", password: "third-password" });
    const creds = await database.db.select().from(accounts).where(eq(accounts.userId, existing.id));
    expect(creds).toHaveLength(1);
    expect(await verifyPassword({ hash: creds[0].password!, password: "third-password" })).toBe(true);
  });

  it("rejects a bad email or a short password with clear messages", async () => {
    await expect(createAdmin(database.db, { email: "nope", password: "longenough" })).rejects.toThrow(
      /valid email address/,
    );
    await expect(createAdmin(database.db, { email: "a@b.co", password: "short" })).rejects.toThrow(/at least 8/);
  });
});

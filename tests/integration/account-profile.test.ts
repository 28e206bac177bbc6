import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeProfileSchema } from "~/core/accounts/account-schemas";
import { fieldErrorsOf } from "~/core/forms/form-result";
import type { Database } from "~server/db/client.server";
import { sessions, users } from "~server/db/schema";
import { getAccountOverview } from "~server/domain/users/account-overview.server";
import { completeProfile } from "~server/domain/users/complete-profile.server";
import { upsertCredentialUser } from "~server/domain/users/create-admin.server";
import {
  listUserSessions,
  revokeOtherUserSessions,
  revokeUserSession,
} from "~server/domain/users/user-sessions.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function newUser(profileCompleted = false) {
  const id = randomUUID();
  await database.db.insert(users).values({
    id,
    email: `u-${id}@booth.test`,
    name: "",
    emailVerified: true,
    profileCompleted,
  });
  return id;
}

async function newSession(userId: string, minutesAgo: number, expiresInDays = 30) {
  const id = randomUUID();
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await database.db.insert(sessions).values({
    id,
    token: randomUUID(),
    userId,
    createdAt: at,
    updatedAt: at,
    expiresAt: new Date(Date.now() + expiresInDays * 86_400_000),
    userAgent: "Mozilla/5.0 (Macintosh) Chrome/130",
    ipAddress: "10.0.0.1",
  });
  return id;
}

describe("completeProfile", () => {
  it("stores the trimmed name and marks the profile completed", async () => {
    const id = await newUser();
    const row = await completeProfile(database.db, id, completeProfileSchema.parse({ name: "  DJ Dana  " }));
    expect(row).toEqual({ id, name: "DJ Dana", profileCompleted: true });
    const [stored] = await database.db.select().from(users).where(eq(users.id, id));
    expect(stored.profileCompleted).toBe(true);
    expect(stored.name).toBe("DJ Dana");
  });

  it("is idempotent and can rename later", async () => {
    const id = await newUser();
    await completeProfile(database.db, id, { name: "First" });
    const again = await completeProfile(database.db, id, { name: "Second" });
    expect(again.name).toBe("Second");
    expect(again.profileCompleted).toBe(true);
  });

  it("refuses a blank or overlong name and changes nothing", async () => {
    const id = await newUser();
    // The name's shape is completeProfileSchema's alone: the action answers its field errors and never calls
    // completeProfile.
    const nameError = (name: unknown) => {
      const parsed = completeProfileSchema.safeParse({ name });
      return parsed.success ? {} : fieldErrorsOf(parsed.error);
    };
    expect(nameError("   ")).toEqual({ name: "Enter your name." });
    expect(nameError("x".repeat(81))).toEqual({ name: "Keep your name under 80 characters." });
    expect(nameError(42)).toEqual({ name: "Enter your name." });
    const [stored] = await database.db.select().from(users).where(eq(users.id, id));
    expect(stored.profileCompleted).toBe(false);
  });

  it("reports an unknown user", async () => {
    await expect(completeProfile(database.db, randomUUID(), { name: "Ghost" })).rejects.toMatchObject({
      code: "not_found",
      message: "User not found",
    });
  });
});

describe("getAccountOverview", () => {
  it("returns the account facts and its sign-in methods", async () => {
    const { userId } = await upsertCredentialUser(
      database.db,
      { email: `pw-${randomUUID()}@booth.test`, password: "long enough passphrase", name: "Pat Word" },
      "user",
    );
    const overview = await getAccountOverview(database.db, userId);
    expect(overview).toMatchObject({
      id: userId,
      name: "Pat Word",
      role: "user",
      emailVerified: true,
      profileCompleted: true,
      providers: ["credential"],
    });
    expect(new Date(overview?.memberSince ?? "").getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await getAccountOverview(database.db, randomUUID())).toBeNull();
  });
});

describe("user sessions", () => {
  it("lists live sessions with this device first, and signs out the others only", async () => {
    const id = await newUser(true);
    const stranger = await newUser(true);
    const current = await newSession(id, 60);
    const recent = await newSession(id, 1);
    const older = await newSession(id, 120);
    await newSession(id, 5, -1); // expired: not listed
    const strangers = await newSession(stranger, 1);

    const list = await listUserSessions(database.db, id, current);
    expect(list.map((s) => s.id)).toEqual([current, recent, older]);
    expect(list[0].current).toBe(true);
    expect(list[1]).toMatchObject({ current: false, ipAddress: "10.0.0.1" });

    // Nobody can sign out someone else's session.
    expect(await revokeUserSession(database.db, id, strangers)).toBe(false);
    expect(await revokeUserSession(database.db, id, older)).toBe(true);

    const ended = await revokeOtherUserSessions(database.db, id, current);
    expect(ended).toBe(2); // recent + the expired one
    expect((await listUserSessions(database.db, id, current)).map((s) => s.id)).toEqual([current]);
    expect(await listUserSessions(database.db, stranger, null)).toHaveLength(1);
  });
});

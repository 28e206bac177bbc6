import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { emailAddressSchema } from "~/core/accounts/email-address";
import type { Db } from "~server/db/client.server";
import { accounts, users } from "~server/db/schema";

export const createAdminInput = z.object({
  email: emailAddressSchema("Enter the administrator's email address."),
  password: z.string().min(8, { message: "Password must be at least 8 characters" }).max(128, {
    message: "Password must be at most 128 characters",
  }),
  name: z.string().trim().max(100, { message: "Name must be at most 100 characters" }).optional(),
});

export type CreateAdminInput = z.input<typeof createAdminInput>;

export interface CreateAdminResult {
  userId: string;
  email: string;
  created: boolean;
}

/**
 * Creates an admin who can sign in with email + password, or promotes an existing user to admin and sets
 * their password. The password is hashed with better-auth's own hasher and stored on the 'credential' account,
 * exactly where better-auth's email sign-in looks for it.
 */
export async function createAdmin(db: Db, input: CreateAdminInput): Promise<CreateAdminResult> {
  return upsertCredentialUser(db, input, "admin");
}

/**
 * Creates (or updates) a verified user with a completed profile and an email+password credential.
 * Shared by `admin:create` and the demo accounts.
 */
export async function upsertCredentialUser(
  db: Db,
  input: CreateAdminInput,
  role: "user" | "admin" | "supadmin",
): Promise<CreateAdminResult> {
  const { email, password, name } = createAdminInput.parse(input);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email));
    let userId: string;
    if (existing) {
      userId = existing.id;
      await tx
        .update(users)
        .set({
          role,
          emailVerified: true,
          profileCompleted: true,
          blocked: false,
          ...(name ? { name } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, userId));
    } else {
      userId = randomUUID();
      await tx.insert(users).values({
        id: userId,
        email,
        name: name || email.split("@")[0],
        role,
        emailVerified: true,
        profileCompleted: true,
        blocked: false,
        createdAt: now,
        updatedAt: now,
      });
    }
    const [credential] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    if (credential) {
      await tx.update(accounts).set({ password: passwordHash, updatedAt: now }).where(eq(accounts.id, credential.id));
    } else {
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: passwordHash,
        createdAt: now,
        updatedAt: now,
      });
    }
    return { userId, email, created: !existing };
  });
}

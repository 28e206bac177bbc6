import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { accounts, users } from "~server/db/schema";

export interface CredentialStamp {
  userId: string;
  /**
   * A digest of the account's current password hash: it changes with every new password (change, reset, the CLI),
   * so whatever is signed over it (a device cookie, decision 048) stops matching then. Never the hash itself.
   */
  stamp: string;
}

/** The password credential of the account with this email (or this user id); null without one. */
export async function getCredentialStamp(
  db: Db,
  who: { email: string } | { userId: string },
): Promise<CredentialStamp | null> {
  const [row] = await db
    .select({ userId: users.id, password: accounts.password })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where("email" in who ? eq(users.email, who.email.trim().toLowerCase()) : eq(users.id, who.userId))
    .limit(1);
  if (!row?.password) return null;
  return { userId: row.userId, stamp: createHash("sha256").update(row.password).digest("base64url") };
}

import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { users } from "~server/db/schema";

export interface EnsureUserRecordInput {
  /** The signed-in user's id (the session's user). */
  userId: string;
  email: string;
  name?: string | null;
  /** ADMIN_EMAILS from the configuration, lower-case. */
  adminEmails: readonly string[];
}

export interface EnsureUserRecordResult {
  created: boolean;
  role: string;
  profileCompleted: boolean;
  blocked: boolean;
}

/**
 * Spec §4 Auth callback: "creates a user record if missing (role admin for the configured addresses,
 * otherwise user; profile_completed false; blocked false)". better-auth already creates the row when it
 * creates the account (its databaseHook applies the same defaults); this keeps the guarantee on its own
 * and is idempotent — an existing row is never changed (role, block and profile state stay as they are).
 */
export async function ensureUserRecord(db: Db, input: EnsureUserRecordInput): Promise<EnsureUserRecordResult> {
  const email = input.email.trim().toLowerCase();
  const role = input.adminEmails.includes(email) ? "admin" : "user";
  const now = new Date();
  const inserted = await db
    .insert(users)
    .values({
      id: input.userId,
      email,
      name: input.name?.trim() || email.split("@")[0],
      role,
      profileCompleted: false,
      blocked: false,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ role: users.role, profileCompleted: users.profileCompleted, blocked: users.blocked });
  if (inserted[0]) return { created: true, ...inserted[0] };
  const [existing] = await db
    .select({ role: users.role, profileCompleted: users.profileCompleted, blocked: users.blocked })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!existing) throw new Error("ensureUserRecord: the email belongs to another user record");
  return { created: false, ...existing };
}

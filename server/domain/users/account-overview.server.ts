import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { accounts, users } from "~server/db/schema";

export interface AccountOverview {
  id: string;
  name: string;
  email: string;
  role: string;
  emailVerified: boolean;
  profileCompleted: boolean;
  memberSince: string;
  /** Sign-in methods linked to the account: "credential" (email + password), "google", … */
  providers: string[];
}

/** The account facts /profile, /edit-profile and /profile-settings show. */
export async function getAccountOverview(db: Db, userId: string): Promise<AccountOverview | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      emailVerified: users.emailVerified,
      profileCompleted: users.profileCompleted,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const linked = await db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, userId));
  const { createdAt, ...rest } = row;
  return { ...rest, memberSince: createdAt.toISOString(), providers: [...new Set(linked.map((a) => a.providerId))] };
}

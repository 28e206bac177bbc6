import { eq } from "drizzle-orm";
import type { CompleteProfileInput } from "~/core/accounts/account-schemas";
import type { Db } from "~server/db/client.server";
import { users } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";

/**
 * Spec §4: a signed-in user completes their profile once (their name), which sets
 * users.profile_completed and ends the redirect to /complete-profile. Idempotent. The name is completeProfileSchema's
 * (the action's one check of the form).
 */
export async function completeProfile(db: Db, userId: string, input: CompleteProfileInput) {
  const [row] = await db
    .update(users)
    .set({ name: input.name, profileCompleted: true, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, name: users.name, profileCompleted: users.profileCompleted });
  if (!row) throw new AppError("not_found", "User not found");
  return row;
}

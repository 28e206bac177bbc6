import { eq } from "drizzle-orm";
import { completeProfileSchema } from "~/core/account-schemas";
import type { Db } from "~server/db/client.server";
import { users } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";

/**
 * Spec §4: a signed-in user completes their profile once (their name), which sets
 * users.profile_completed and ends the redirect to /complete-profile. Idempotent.
 */
export async function completeProfile(db: Db, userId: string, input: { name: unknown }) {
  const parsed = completeProfileSchema.safeParse(input);
  if (!parsed.success) {
    const name = parsed.error.issues[0]?.message ?? "Enter your name.";
    throw new AppError("invalid_input", name, { field: "name" });
  }
  const [row] = await db
    .update(users)
    .set({ name: parsed.data.name, profileCompleted: true, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, name: users.name, profileCompleted: users.profileCompleted });
  if (!row) throw new AppError("not_found", "User not found");
  return row;
}

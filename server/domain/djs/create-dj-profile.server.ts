import { eq } from "drizzle-orm";
import type { VerificationStatus } from "~/core/admin/admin-djs";
import { slugify } from "~/core/text/slugs";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djProfiles } from "~server/db/schema";
import { assertAdmin } from "~server/domain/admin/assert-admin.server";
import { AppError } from "~server/domain/app-error.server";
import { isUniqueViolation } from "~server/domain/is-unique-violation.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";

/**
 * An administrator creates a DJ profile (for a "Missing DJ?" request or a name people search for and do not find),
 * unclaimed, with a slug from the name made unique with a number. Filled in afterwards with the profile editor.
 */
export async function createDjProfile(
  db: Db,
  actor: Actor,
  input: { displayName: string; location: string | null; verification: VerificationStatus },
): Promise<{ id: string; slug: string; displayName: string }> {
  await assertAdmin(db, actor);
  const base = slugify(input.displayName) || "dj";
  for (let n = 1; n <= 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db.select({ id: djProfiles.id }).from(djProfiles).where(eq(djProfiles.slug, slug)).limit(1);
    if (taken) continue;
    try {
      const [row] = await db
        .insert(djProfiles)
        .values({
          slug,
          displayName: input.displayName,
          location: input.location,
          verificationStatus: input.verification,
          active: true,
        })
        .returning({ id: djProfiles.id, slug: djProfiles.slug, displayName: djProfiles.displayName });
      await publicContentChanged(db, "djs");
      return row;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError("conflict", "Could not find a free address for that name. Try a longer name.");
}

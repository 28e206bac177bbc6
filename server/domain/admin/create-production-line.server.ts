import { eq, like, or } from "drizzle-orm";
import type { AdminProductionCreateInput } from "~/core/admin/admin-venues";
import { firstFreeEventId as firstFreeSlug } from "~/core/events/event-id";
import { slugify } from "~/core/text/slugs";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { productionLines } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { sanitizeRichText } from "~server/domain/content/sanitize-rich-text.server";
import { isUniqueViolation } from "~server/domain/is-unique-violation.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { assertAdmin } from "./assert-admin.server";
import { findAccountByEmail } from "./find-account-by-email.server";
import { grantProductionLineOwner } from "./grant-production-line-owner.server";

const SLUG_ATTEMPTS = 5;
const SLUG_TAKEN = "That address is taken by another production line";

/**
 * An administrator creates a production line and makes an existing account its first owner: the
 * production_lines row and the owner's production_line_owner user_roles row in ONE transaction. A slug the admin
 * typed must be free; otherwise it comes from the name with -2, -3… when taken. Without a logo the pages draw the
 * line's generated artwork. The description is stored sanitised, like a DJ bio. Announced once committed.
 */
export async function createProductionLine(
  db: Db,
  actor: Actor,
  input: AdminProductionCreateInput,
): Promise<{ id: string; slug: string; ownerId: string }> {
  await assertAdmin(db, actor);
  const description = input.description ? sanitizeRichText(input.description).trim() || null : null;
  const base = input.slug ?? (slugify(input.name) || "production");
  for (let attempt = 1; ; attempt++) {
    try {
      const created = await db.transaction(async (tx) => {
        const owner = await findAccountByEmail(tx, input.ownerEmail);
        const taken = new Set(
          (
            await tx
              .select({ slug: productionLines.slug })
              .from(productionLines)
              .where(or(eq(productionLines.slug, base), like(productionLines.slug, `${base}-%`)))
          ).map((r) => r.slug),
        );
        if (input.slug && taken.has(input.slug)) throw new AppError("conflict", SLUG_TAKEN, { field: "slug" });
        const slug = firstFreeSlug(base, taken);
        const [line] = await tx
          .insert(productionLines)
          .values({ name: input.name, slug, description, isActive: true })
          .returning({ id: productionLines.id });
        await grantProductionLineOwner(tx, { productionLineId: line.id, userId: owner.id, grantedBy: actor.id });
        return { id: line.id, slug, ownerId: owner.id };
      });
      await publicContentChanged(db, "production_lines");
      return created;
    } catch (error) {
      if (isUniqueViolation(error)) {
        if (input.slug) throw new AppError("conflict", SLUG_TAKEN, { field: "slug" });
        if (attempt < SLUG_ATTEMPTS) continue;
      }
      throw error;
    }
  }
}

import { eq } from "drizzle-orm";
import { slugify } from "~/core/text/slugs";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { newsCategories } from "~server/db/schema";
import { assertAdmin } from "~server/domain/admin/assert-admin.server";
import { AppError } from "~server/domain/app-error.server";
import { isUniqueViolation } from "~server/domain/is-unique-violation.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";

/**
 * Creates a category (its slug, the /news?category= value, comes from the name and never changes) or renames one
 * (the slug stays, so links and feed subscriptions keep working). Admin only.
 */
export async function saveNewsCategory(
  db: Db,
  actor: Actor,
  input: { id?: string; name: string },
): Promise<{ id: string; slug: string; name: string }> {
  await assertAdmin(db, actor);
  try {
    let row: { id: string; slug: string; name: string } | undefined;
    if (input.id) {
      [row] = await db
        .update(newsCategories)
        .set({ name: input.name })
        .where(eq(newsCategories.id, input.id))
        .returning();
      if (!row) throw new AppError("not_found", "Category not found");
    } else {
      const slug = slugify(input.name) || "category";
      [row] = await db.insert(newsCategories).values({ name: input.name, slug }).returning();
    }
    await publicContentChanged(db, "news");
    return row;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("conflict", "A category with this name already exists", { field: "name" });
    throw error;
  }
}

import { eq } from "drizzle-orm";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { newsItems } from "~server/db/schema";
import { assertAdmin } from "~server/domain/admin/assert-admin.server";
import { AppError } from "~server/domain/app-error.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";

/**
 * Soft delete (sets deleted_at: the article leaves /news, search, feeds and the home page and its page answers 404)
 * or restore (clears it: it comes back as it was). Admin only.
 */
export async function setNewsDeleted(
  db: Db,
  actor: Actor,
  input: { id: string; deleted: boolean },
): Promise<{ title: string; slug: string }> {
  await assertAdmin(db, actor);
  const [row] = await db
    .update(newsItems)
    .set({ deletedAt: input.deleted ? new Date() : null, updatedAt: new Date() })
    .where(eq(newsItems.id, input.id))
    .returning({ title: newsItems.title, slug: newsItems.slug });
  if (!row) throw new AppError("not_found", "Article not found");
  await publicContentChanged(db, "news");
  return row;
}

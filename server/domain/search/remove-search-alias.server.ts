import { eq } from "drizzle-orm";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { searchAliases } from "~server/db/schema";
import { assertAdmin } from "~server/domain/admin/assert-admin.server";
import { AppError } from "~server/domain/app-error.server";
import { recordAdminAction } from "~server/domain/audit/record-admin-action.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { SEARCH_ALIASES_SOURCE } from "./get-search-alias-table.server";

/** Removes an added alias (built-in ones are code, not rows); admin only, audit-logged, searches drop it at once. */
export async function removeSearchAlias(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ alias: string; canonical: string }> {
  await assertAdmin(db, actor);
  const [row] = await db.delete(searchAliases).where(eq(searchAliases.id, id)).returning();
  if (!row) throw new AppError("not_found", "That alias is no longer there.");
  await recordAdminAction(db, {
    actorId: actor.id,
    action: "search.alias-remove",
    targetType: "search_alias",
    targetId: row.id,
    targetLabel: `${row.alias} → ${row.canonical}`,
    before: { alias: row.alias, canonical: row.canonical, kind: row.kind },
  });
  await publicContentChanged(db, SEARCH_ALIASES_SOURCE);
  return { alias: row.alias, canonical: row.canonical };
}

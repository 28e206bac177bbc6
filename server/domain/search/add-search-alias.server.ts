import { SEARCH_ALIAS_LIST } from "~/core/search/search-alias-list";
import { type AddedSearchAlias, checkNewSearchAlias, knownAliasTargets } from "~/core/search/search-alias-rules";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { searchAliases } from "~server/db/schema";
import { assertAdmin } from "~server/domain/admin/assert-admin.server";
import { AppError } from "~server/domain/app-error.server";
import { recordAdminAction } from "~server/domain/audit/record-admin-action.server";
import { listDjFilterOptions } from "~server/domain/djs/list-dj-filter-options.server";
import { isUniqueViolation } from "~server/domain/is-unique-violation.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { SEARCH_ALIASES_SOURCE } from "./get-search-alias-table.server";
import { listSearchAliases } from "./list-search-aliases.server";

/**
 * Adds an alias search reads from the next query on (checkNewSearchAlias: a genre or city search knows, never a
 * built-in alias read differently). Admin only; audit-logged; searches and rendered pages drop what they hold.
 * A refusal names its field (`field`: "alias" or "target").
 */
export async function addSearchAlias(
  db: Db,
  actor: Actor,
  input: { alias: string; target: string },
): Promise<AddedSearchAlias> {
  await assertAdmin(db, actor);
  const [added, directory] = await Promise.all([listSearchAliases(db), listDjFilterOptions(db)]);
  const check = checkNewSearchAlias(input, {
    builtIn: SEARCH_ALIAS_LIST,
    added,
    ...knownAliasTargets(directory, SEARCH_ALIAS_LIST),
  });
  if (!check.ok) throw new AppError("invalid_input", check.message, { field: check.field });
  let row: typeof searchAliases.$inferSelect | undefined;
  try {
    [row] = await db
      .insert(searchAliases)
      .values({ alias: check.alias, canonical: check.canonical, kind: check.kind, createdBy: actor.id })
      .returning();
  } catch (error) {
    // Two admins adding the same alias at once: the second reads as the duplicate it is.
    if (isUniqueViolation(error))
      throw new AppError("conflict", "That alias was just added by someone else.", { field: "alias" });
    throw error;
  }
  await recordAdminAction(db, {
    actorId: actor.id,
    action: "search.alias-add",
    targetType: "search_alias",
    targetId: row.id,
    targetLabel: `${row.alias} → ${row.canonical}`,
    after: { alias: row.alias, canonical: row.canonical, kind: row.kind },
  });
  await publicContentChanged(db, SEARCH_ALIASES_SOURCE);
  return { ...row, createdAt: row.createdAt.toISOString() };
}

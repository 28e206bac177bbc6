import { asc } from "drizzle-orm";
import type { AddedSearchAlias } from "~/core/search/search-alias-rules";
import type { Db } from "~server/db/client.server";
import { searchAliases } from "~server/db/schema";

/** The aliases admins added, A–Z by alias (the built-in list is app/core/search/search-alias-list.ts). */
export async function listSearchAliases(db: Db): Promise<AddedSearchAlias[]> {
  const rows = await db
    .select({
      id: searchAliases.id,
      alias: searchAliases.alias,
      canonical: searchAliases.canonical,
      kind: searchAliases.kind,
      createdAt: searchAliases.createdAt,
    })
    .from(searchAliases)
    .orderBy(asc(searchAliases.alias));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

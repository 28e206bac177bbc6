import type { Db } from "~server/db/client.server";
import { searchAliases } from "~server/db/schema";

/**
 * Two aliases an admin added from the search insights, so /admin/search-aliases shows its removable list on a
 * fresh start: a city's short form and a genre's other name. Neither is a word of any demo name or of the judged
 * query set, so what other searches find is unchanged.
 */
export const DEMO_SEARCH_ALIASES = [
  { alias: "bln", canonical: "Berlin", kind: "city" },
  { alias: "sgubhu", canonical: "Gqom", kind: "genre" },
] as const;

export async function seedDemoSearchAliases(db: Db): Promise<void> {
  await db
    .insert(searchAliases)
    .values(DEMO_SEARCH_ALIASES.map((a) => ({ ...a })))
    .onConflictDoNothing();
}

import { and, asc, gt, type SQL } from "drizzle-orm";
import type { SearchSuggestion } from "~/core/search/search";
import type { PrefixEntry } from "~/core/search/suggestion-prefix";
import type { Db } from "~server/db/client.server";
import { lowerName, lowerSecondWord, type SuggestionSource } from "./suggestion-sources.server";

export interface SuggestionName extends PrefixEntry {
  suggestion: SearchSuggestion;
}

/**
 * Rows read per query. PGlite answers one query at a time, so a whole 100 k-row table in one read would hold
 * every other request for ≈ 1 s; pages of this size let other queries in between.
 */
const PAGE_ROWS = 5000;

/**
 * Every row of one type that may be suggested, with its name lowered by the database itself (so matching
 * follows the database's lowering, exactly as the SQL path's `lower(name) like …`), for the in-memory
 * suggestion index (decision 014). Read in id order, one page at a time.
 */
export async function loadSuggestionNames(db: Db, source: SuggestionSource): Promise<SuggestionName[]> {
  const names: SuggestionName[] = [];
  let after: string | null = null;
  for (;;) {
    const where: SQL[] = [source.where()];
    if (after !== null) where.push(gt(source.id, after));
    const rows = (await db
      .select({ ...source.columns, first: lowerName(source.name), second: lowerSecondWord(source.name) })
      .from(source.table)
      .where(and(...where))
      .orderBy(asc(source.id))
      .limit(PAGE_ROWS)) as Array<Record<string, unknown> & { id: string; first: string; second: string }>;
    for (const row of rows)
      names.push({ id: row.id, first: row.first, second: row.second, suggestion: source.toSuggestion(row) });
    if (rows.length < PAGE_ROWS) return names;
    after = rows[rows.length - 1].id;
  }
}

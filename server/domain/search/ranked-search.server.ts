import { and, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~server/db/client.server";
import { headCondition, type JoinedField, matchCondition, type PreparedQuery, rankOrder } from "./search-sql.server";
import { countMatches, countThenPage } from "./search-type.server";

export interface RankedSearchSpec {
  table: PgTable;
  /** The searched fields, folded (`foldSql`), in the type's field order. */
  fields: SQL[];
  /**
   * The same fields as the ORDER BY reads them, when they differ from `fields`: a field read through other tables
   * as a column of a lateral subquery of the page's select, computed once per row instead of once per rank term.
   */
  rankFields?: SQL[];
  /** Per field, whether typos count there (the query's typo words, PreparedQuery.typoWords). */
  typoFields?: readonly boolean[];
  /** Per field, whether it is an article's body (a match only there ranks after the others: search-rank.ts). */
  bodyFields?: readonly boolean[];
  /** The type's id, and the fields read through other tables, matched on those tables' indexes (matchCondition). */
  id?: SQL | PgColumn;
  joined?: ReadonlyMap<number, JoinedField>;
  /** Which rows may appear at all (public, active, published, with a slug, the filters). */
  base: SQL | undefined;
  /** The rows of each multiplier value, highest first (multiplierClasses). */
  classes: SQL[];
  /** The type's own order after the rank (name, or date), ending with the id so paging is stable. */
  afterRank: SQL[];
  q: PreparedQuery;
  limit: number;
  offset: number;
  countCap?: number;
}

/**
 * One type's page by the rank rule (app/core/search/search-rank.ts, spelled in SQL by `rankOrder`), after the
 * capped count (countThenPage), so a query that matches nothing costs one count. This is the database's answer
 * while the in-memory index reads a type's rows (decision 014); `select` runs the page with its condition, order
 * and window. Every condition is looked up in the trigram indexes of the folded fields (migration 0032), so this
 * is how a type larger than the in-memory bound is searched (decision 053).
 */
export async function rankedSearch<Row>(
  db: Db,
  spec: RankedSearchSpec,
  select: (where: SQL | undefined, orderBy: SQL[], take: number, offset: number) => Promise<Row[]>,
): Promise<{ rows: Row[]; count: number; capped: boolean }> {
  const joined = spec.joined && spec.id ? { table: spec.table, id: spec.id, fields: spec.joined } : undefined;
  const where = and(spec.base, matchCondition(spec.fields, spec.q, { typoFields: spec.typoFields, joined }));
  const orderBy = [
    ...rankOrder(spec.rankFields ?? spec.fields, spec.q, spec.classes, spec.typoFields, spec.bodyFields),
    ...spec.afterRank,
  ];
  // The head of the order first (decision 053): when the rows matching every word, or equal to or starting with
  // the query, fill the page, only they are ranked. A query matching a third of a million rows then sorts the
  // rows at its head instead of all of them; the count is still of every match, capped.
  const head = headCondition(spec.fields, spec.q, {
    typoFields: spec.typoFields,
    bodyFields: spec.bodyFields,
    joined,
  });
  if (head) {
    const headWhere = and(spec.base, head);
    const need = spec.offset + spec.limit;
    const inHead = await countMatches(db, spec.table, headWhere, need);
    if (inHead.count >= need) {
      const total = await countMatches(db, spec.table, where, spec.countCap);
      // Every head row of a multi-word query matches all the words of a text: the share term is the same for all.
      const headOrder = spec.q.multiWord ? orderBy.slice(1) : orderBy;
      return { rows: await select(headWhere, headOrder, spec.limit, spec.offset), ...total };
    }
  }
  return countThenPage(db, spec.table, where, spec, (take) => select(where, orderBy, take, spec.offset));
}

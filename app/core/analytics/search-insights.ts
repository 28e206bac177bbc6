import type { SearchClickPayload } from "~/core/search/search";

/**
 * Search insights. search_analytics holds two kinds of rows: a click on a result (spec §3 click
 * tracking: clicked_result_* set) and a search the results page showed ("seen": no click fields),
 * sent by the same beacon. Seen rows count searches, zero results and execution time; click rows the clicks.
 */

/** What the results page sends once per search it shows (the click payload without a clicked result). */
export type SearchSeenPayload = Omit<SearchClickPayload, "clickedResultId" | "clickedResultType" | "clickPosition"> & {
  kind: "search";
};

/** How many top and zero-result queries the analytics screen lists. */
export const SEARCH_INSIGHT_ROWS = 15;
/** Click-through by position is shown for the first N positions (0-based), the rest folded into "N+". */
export const CTR_POSITIONS = 10;

/** Queries are grouped as people would read them: trimmed, spaces collapsed, lower case. */
export function normaliseInsightQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ").toLowerCase();
}

/** clicks / searches as a percentage with one decimal, 0 when there were no searches. */
export function clickThroughRate(clicks: number, searches: number): number {
  if (searches <= 0) return 0;
  return Math.round((clicks / searches) * 1000) / 10;
}

/**
 * Clicks per 0-based position → rows for positions 1…N (1-based labels) and an "N+" row for the rest, each with its
 * click-through rate against all searches.
 */
export function ctrByPosition(
  rows: readonly { position: number; clicks: number }[],
  searches: number,
): { label: string; clicks: number; ctr: number }[] {
  const out = Array.from({ length: CTR_POSITIONS }, (_, i) => ({ label: String(i + 1), clicks: 0, ctr: 0 }));
  let rest = 0;
  for (const row of rows) {
    if (row.position < 0) continue;
    if (row.position < CTR_POSITIONS) out[row.position].clicks += row.clicks;
    else rest += row.clicks;
  }
  const all = [...out, { label: `${CTR_POSITIONS + 1}+`, clicks: rest, ctr: 0 }];
  return all.map((r) => ({ ...r, ctr: clickThroughRate(r.clicks, searches) }));
}

/** A "create DJ profile" link for a name nobody found: the admin DJ screen with the form open and filled in. */
export function createDjHref(query: string): string {
  return `/admin/djs?${new URLSearchParams({ create: query.trim().slice(0, 80) })}`;
}

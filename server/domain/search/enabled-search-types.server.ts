import { type FlagGate, gateOpen } from "~/core/access/areas";
import { SEARCH_RESULT_TYPES, type SearchResultType } from "~/core/search/search";
import type { Flags } from "~/core/site/flags";

/** The route-table gate of each result type's page (app/core/access/areas.ts); DJ pages have none. */
const TYPE_GATES: Record<SearchResultType, FlagGate | null> = {
  dj: null,
  venue: "venues",
  event: "events",
  production: "productions",
  news: "news",
};

/** The result types whose pages are switched on: search never offers a result its page would refuse. */
export function enabledSearchTypes(flags: Flags): SearchResultType[] {
  return SEARCH_RESULT_TYPES.filter((type) => {
    const gate = TYPE_GATES[type];
    return gate === null || gateOpen(gate, flags);
  });
}

import { type FlagGate, gateOpen } from "~/core/areas";
import type { Flags } from "~/core/flags";
import { SEARCH_RESULT_TYPES, type SearchResultType } from "~/core/search";

/** The route-table gate of each result type's page (app/core/areas.ts); DJ pages have none. */
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

import { DEFAULT_FLAGS, type Flags } from "~/core/site/flags";

/** Every flag on that gates a search result type, so each test decides what it switches off. */
export const ALL_SEARCH_TYPES_ON: Flags = {
  ...DEFAULT_FLAGS,
  venuesEnabled: true,
  eventsPageEnabled: true,
  productionLinesEnabled: true,
  newsEnabled: true,
  newsPageEnabled: true,
};

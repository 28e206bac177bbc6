import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { listVenueFilterOptions } from "./list-venue-filter-options.server";

const held = heldReads<{ cities: string[]; types: string[] }>({ maxEntries: 1 });

/** The choices of /venues' filter menus (decision 026), held until a public change or 5 s at most. */
export function getHeldVenueFilterOptions(db: Db): Promise<{ cities: string[]; types: string[] }> {
  return held(db, "", () => listVenueFilterOptions(db));
}

import { Building2 } from "lucide-react";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { describeVenueResults, parseVenueFilters, VENUE_PAGE_SIZE, venuesSearch } from "~/core/venues/venues";
import { VenueFilterBar } from "~/features/venues/venue-filter-bar";
import { VenueGrid } from "~/features/venues/venue-grid";
import { readPageData } from "~server/adapters/page-data.server";
import { routeContext } from "~server/adapters/route-guard.server";
import { getHeldVenueFilterOptions } from "~server/domain/venues/get-held-venue-filter-options.server";
import { getHeldVenueList } from "~server/domain/venues/get-held-venue-list.server";
import type { Route } from "./+types/venues";

/**
 * /venues (flag venuesEnabled; off → home): the public venue directory. Filters, search within the list
 * and paging are GET parameters, so every view is a plain link (cacheable, shareable, works without JS).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = routeContext(context);
  const filters = parseVenueFilters(new URL(request.url).searchParams);
  // Held in memory until a public change (decision 026): a render that misses the page cache makes no query.
  // Within the spec's 12 s, or the page says it is taking too long (decision 041).
  const [list, choices] = await readPageData(context, () =>
    Promise.all([
      getHeldVenueList(ctx.database.db, {
        filters,
        countEvents: ctx.flags.eventsPageEnabled,
        limit: VENUE_PAGE_SIZE,
        offset: (filters.page - 1) * VENUE_PAGE_SIZE,
      }),
      getHeldVenueFilterOptions(ctx.database.db),
    ]),
  );
  return { ...list, filters, choices, resultLine: describeVenueResults(list.total, filters) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Venues · Booth",
    description:
      "Clubs, warehouses, rooftops and beach clubs where the DJs on Booth play: find the room, see what's on.",
    path: "/venues",
    origin: publicOrigin(matches),
  });

export default function Venues({ loaderData }: Route.ComponentProps) {
  const { filters } = loaderData;
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-16 md:px-6 md:pt-10">
      <header className="mb-5 md:mb-8">
        <p className="flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-accent-fg uppercase">
          <Building2 aria-hidden className="size-4" /> Where it happens
        </p>
        <h1 className="mt-1 font-display text-[32px] leading-tight font-extrabold tracking-tight md:mt-2 md:text-6xl">
          Venues
        </h1>
        <p className="mt-2 hidden max-w-xl text-muted md:block">
          The rooms, warehouses and open-air floors where the DJs on Booth play.
        </p>
      </header>
      <VenueFilterBar filters={filters} choices={loaderData.choices} resultLine={loaderData.resultLine} />
      <VenueGrid
        key={venuesSearch({ ...filters, page: 1 })}
        venues={loaderData.venues}
        total={loaderData.total}
        filters={filters}
      />
    </div>
  );
}

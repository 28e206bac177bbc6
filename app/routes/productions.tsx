import { Disc3 } from "lucide-react";
import {
  describeProductionResults,
  PRODUCTION_PAGE_SIZE,
  parseProductionFilters,
  productionsSearch,
} from "~/core/productions/productions";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { ProductionFilterBar } from "~/features/productions/production-filter-bar";
import { ProductionGrid } from "~/features/productions/production-grid";
import { readPageData } from "~server/adapters/page-data.server";
import { routeContext } from "~server/adapters/route-guard.server";
import { listPublicProductions } from "~server/domain/productions/list-public-productions.server";
import type { Route } from "./+types/productions";

/**
 * /productions (flag productionLinesEnabled; off → home): the directory of active production lines,
 * featured first. Filters, search within the list and paging are GET parameters (cacheable, shareable, no JS needed).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = routeContext(context);
  const filters = parseProductionFilters(new URL(request.url).searchParams);
  // Within the spec's 12 s, or the page says it is taking too long (decision 041).
  const list = await readPageData(context, () =>
    listPublicProductions(ctx.database.db, {
      filters,
      now: new Date(),
      limit: PRODUCTION_PAGE_SIZE,
      offset: (filters.page - 1) * PRODUCTION_PAGE_SIZE,
    }),
  );
  return {
    ...list,
    filters,
    hideFollowCount: ctx.flags.hideFollowCount,
    resultLine: describeProductionResults(list.total, filters),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Production Lines · Booth",
    description:
      "The party series, collectives and crews behind the nights on Booth: follow them to hear about their next dates.",
    path: "/productions",
    origin: publicOrigin(matches),
  });

export default function Productions({ loaderData }: Route.ComponentProps) {
  const { filters } = loaderData;
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-16 md:px-6 md:pt-10">
      <header className="mb-5 md:mb-8">
        <p className="flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-accent-fg uppercase">
          <Disc3 aria-hidden className="size-4" /> Who throws the party
        </p>
        <h1 className="mt-1 font-display text-[32px] leading-tight font-extrabold tracking-tight md:mt-2 md:text-6xl">
          Production Lines
        </h1>
        <p className="mt-2 hidden max-w-xl text-muted md:block">
          The series, collectives and crews behind the nights. Follow one to hear about its next date first.
        </p>
      </header>
      <ProductionFilterBar filters={filters} resultLine={loaderData.resultLine} />
      <ProductionGrid
        key={productionsSearch({ ...filters, page: 1 })}
        productions={loaderData.productions}
        total={loaderData.total}
        filters={filters}
        hideFollowCount={loaderData.hideFollowCount}
      />
    </div>
  );
}

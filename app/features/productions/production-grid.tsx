import { Disc3 } from "lucide-react";
import { Link } from "react-router";
import {
  hasActiveProductionFilters,
  PRODUCTION_PAGE_SIZE,
  type ProductionCardData,
  type ProductionFilters,
  productionsSearch,
} from "~/core/productions/productions";
import { buttonClasses } from "~/ui/button";
import { PagedCardGrid } from "~/ui/paged-card-grid";
import { ProductionCard } from "./production-card";

/** What routes/productions.tsx's loader returns (the part the grid needs). */
export interface ProductionGridData {
  productions: ProductionCardData[];
  total: number;
  filters: ProductionFilters;
  hideFollowCount: boolean;
}

/** One page of production cards plus "Show more" (the shared paged grid of the directories). */
export function ProductionGrid({ productions, total, filters, hideFollowCount }: ProductionGridData) {
  return (
    <PagedCardGrid
      rows={productions}
      total={total}
      page={filters.page}
      pageSize={PRODUCTION_PAGE_SIZE}
      pageHref={(page) => `/productions${productionsSearch({ ...filters, page })}`}
      pageOf={(data: ProductionGridData) => ({ page: data.filters.page, rows: data.productions })}
      keyOf={(production) => production.slug}
      renderCard={(production, index) => (
        <ProductionCard production={production} hideFollowCount={hideFollowCount} priority={index < 2} />
      )}
      empty={<EmptyProductions filters={filters} />}
      testId="production-grid"
    />
  );
}

function EmptyProductions({ filters }: { filters: ProductionFilters }) {
  const filtered = hasActiveProductionFilters(filters);
  return (
    <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-border px-6 py-16 text-center">
      <Disc3 aria-hidden className="size-10 text-muted" />
      <h2 className="font-display text-xl font-bold">
        {filters.page > 1
          ? "No more production lines here"
          : filtered
            ? "No production lines match"
            : "No production lines yet"}
      </h2>
      <p className="max-w-md text-muted">
        {filtered
          ? "Try without a filter, or clear the search."
          : "Party series and collectives appear here as soon as they join Booth."}
      </p>
      {filtered || filters.page > 1 ? (
        <Link to="/productions" className={buttonClasses("secondary", "md")}>
          Show all production lines
        </Link>
      ) : null}
    </div>
  );
}

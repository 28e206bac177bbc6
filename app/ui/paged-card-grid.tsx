import type { ReactNode } from "react";
import { PageRangeNote, ShowMoreLink, useAppendedPages } from "./show-more";

/**
 * One page of cards plus "Show more" (appended in place once hydrated; a link to the next page without
 * JavaScript), with the "Showing 25–48 of 120" note when opened past the first page. Shared by the directories
 * whose pages are GET links (/venues, /productions). Callers key it by their filters, so a new filter starts again
 * from its first page.
 */
export function PagedCardGrid<Data, Row>({
  rows,
  total,
  page,
  pageSize,
  pageHref,
  pageOf,
  keyOf,
  renderCard,
  renderItem,
  empty,
  testId,
}: {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  /** The URL of a page of the same filtered list. */
  pageHref: (page: number) => string;
  /** Reads the page number and rows out of the route's loader data (what "Show more" fetches). */
  pageOf: (data: Data) => { page: number; rows: Row[] };
  keyOf: (row: Row) => string;
  renderCard: (row: Row, index: number) => ReactNode;
  /** The whole list item instead (keyed by `key`): a card the server writes from cached markup is its `<li>`. */
  renderItem?: (row: Row, index: number, key: string) => ReactNode;
  /** What an empty page shows instead of the grid. */
  empty: ReactNode;
  testId: string;
}) {
  const pages = useAppendedPages(pageOf, page);
  if (rows.length === 0) return <>{empty}</>;
  const shown = (page - 1) * pageSize + rows.length + pages.more.length;
  const next = pageHref(pages.lastPage + 1);
  return (
    <>
      <PageRangeNote page={page} pageSize={pageSize} shown={shown} total={total} firstPageHref={pageHref(1)} />
      <ul data-testid={testId} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {[...rows, ...pages.more].map((row, index) =>
          renderItem ? renderItem(row, index, keyOf(row)) : <li key={keyOf(row)}>{renderCard(row, index)}</li>,
        )}
      </ul>
      <ShowMoreLink href={next} loadHref={next} loading={pages.loading} load={pages.load} shown={shown} total={total} />
    </>
  );
}

import { ChevronDown } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { groupedInteger } from "~/core/text/english-format";
import { buttonClasses } from "./button";

/**
 * The rows of the pages after the first, fetched by "Show more" and appended in place (the DJ grid, /events,
 * /venues). `pageOf` reads the page number and rows out of the route's loader data. Callers key the list by its
 * filters, so a new filter starts again from its own first page.
 */
export function useAppendedPages<Data, Row>(pageOf: (data: Data) => { page: number; rows: Row[] }, page: number) {
  const fetcher = useFetcher();
  const [more, setMore] = useState<Row[]>([]);
  const [lastPage, setLastPage] = useState(page);
  // The route's own loader answers the fetch, so its data has the shape the caller's page was rendered from.
  const next = fetcher.data ? pageOf(fetcher.data as Data) : null;
  useEffect(() => {
    if (!next || next.page <= lastPage) return;
    setMore((rows) => [...rows, ...next.rows]);
    setLastPage(next.page);
  }, [next, lastPage]);
  return { more, lastPage, loading: fetcher.state !== "idle", load: fetcher.load };
}

/** "Showing 25–48 of 120 · Back to the first page", above a list opened past its first page; nothing on the first. */
export function PageRangeNote({
  page,
  pageSize,
  shown,
  total,
  firstPageHref,
}: {
  page: number;
  pageSize: number;
  /** How many rows are on screen up to the last one shown (earlier pages counted), appended pages included. */
  shown: number;
  total: number;
  firstPageHref: string;
}) {
  if (page <= 1) return null;
  const first = (page - 1) * pageSize;
  return (
    <p className="mb-4 text-sm text-muted tabular">
      Showing {first + 1}–{shown} of {groupedInteger(total)} ·{" "}
      <Link to={firstPageHref} className="text-accent-fg underline">
        Back to the first page
      </Link>
    </p>
  );
}

/**
 * "Show more" under a list: without JavaScript a link to the next page; once hydrated, it fetches `loadHref` and
 * the caller appends the rows. Hidden when everything is shown.
 */
export function ShowMoreLink({
  href,
  loadHref,
  loading,
  load,
  shown,
  total,
}: {
  href: string;
  loadHref: string;
  loading: boolean;
  load: (href: string) => unknown;
  shown: number;
  total: number;
}) {
  if (shown >= total) return null;
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      <Link
        to={href}
        preventScrollReset
        aria-disabled={loading || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (!loading) load(loadHref);
        }}
        className={buttonClasses("secondary", "lg")}
      >
        <ChevronDown aria-hidden className="size-4" /> {loading ? "Loading…" : "Show more"}
      </Link>
      <p className="text-xs text-muted tabular">
        {groupedInteger(shown)} of {groupedInteger(total)}
      </p>
    </div>
  );
}

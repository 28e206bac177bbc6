import { ChevronLeft, ChevronRight, Newspaper, Rss } from "lucide-react";
import { Link } from "react-router";
import { newsFeedPaths } from "~/core/news/news";
import { cn } from "~/ui/cn";

export function newsListHref(category: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/news?${query}` : "/news";
}

export function NewsMasthead({ categoryName, category }: { categoryName: string | null; category: string | null }) {
  return (
    <header className="mb-5 flex items-end justify-between gap-4 md:mb-8">
      <div>
        <p className="flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-accent-fg uppercase">
          <Newspaper aria-hidden className="size-4" /> From the booth
        </p>
        <h1 className="mt-1 font-display text-[40px] leading-none font-extrabold tracking-tight md:mt-2 md:text-7xl">
          {categoryName ?? "News"}
        </h1>
      </div>
      <a
        href={newsFeedPaths(category).rss}
        className="flex items-center gap-1.5 rounded-full border border-border px-3 py-1.5 text-xs font-semibold text-muted hover:border-accent-fg hover:text-fg"
      >
        <Rss aria-hidden className="size-3.5" /> RSS
      </a>
    </header>
  );
}

/** Category tabs: plain links (cacheable, shareable), the current one marked for assistive tech. */
export function NewsCategoryTabs({
  categories,
  current,
}: {
  categories: { slug: string; name: string }[];
  current: string | null;
}) {
  const tabs = [{ slug: null as string | null, name: "All" }, ...categories];
  return (
    <nav aria-label="News categories" className="-mx-4 mb-6 overflow-x-auto px-4 md:mx-0 md:mb-8 md:px-0">
      <ul className="flex min-w-max gap-2 border-b border-border pb-3">
        {tabs.map((tab) => {
          const active = tab.slug === current;
          return (
            <li key={tab.slug ?? "all"}>
              <Link
                to={newsListHref(tab.slug)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "block rounded-full px-4 py-2 text-sm font-semibold transition-colors",
                  active ? "bg-fg text-bg" : "bg-surface text-muted hover:bg-surface-2 hover:text-fg",
                )}
              >
                {tab.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function NewsPager({ category, page, pages }: { category: string | null; page: number; pages: number }) {
  if (pages <= 1) return null;
  const link =
    "flex items-center gap-1 rounded-full border border-border px-4 py-2 text-sm font-semibold hover:border-accent-fg";
  return (
    <nav aria-label="News pages" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={newsListHref(category, page - 1)} className={link} rel="prev">
          <ChevronLeft aria-hidden className="size-4" /> Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted tabular-nums">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={newsListHref(category, page + 1)} className={link} rel="next">
          Older <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function NewsEmpty({ category }: { category: string | null }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-dashed border-border bg-surface px-6 py-16 text-center">
      <Newspaper aria-hidden className="mx-auto size-10 text-muted" />
      <h2 className="mt-4 font-display text-2xl font-bold">No stories here yet</h2>
      <p className="mx-auto mt-2 max-w-md text-muted">
        {category
          ? "Nothing has been published in this category. The other sections have plenty to read."
          : "The newsroom is warming up. Check back soon for interviews, scene reports and gear guides."}
      </p>
      {category ? (
        <Link to="/news" className="mt-5 inline-block font-semibold text-accent-fg hover:underline">
          All news
        </Link>
      ) : null}
    </div>
  );
}

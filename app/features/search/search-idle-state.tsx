import { Link } from "react-router";
import type { SearchResultType } from "~/core/search/search";
import { SEARCH_TYPE_PLURALS } from "~/core/search/search-page";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { SEARCH_TYPE_TONES, SearchTypeIcon } from "./search-type-icon";

/** /search without a query: what can be searched, and the way to the DJ directory. */
export function SearchIdleState({ types }: { types: SearchResultType[] }) {
  return (
    <div className="mt-10 rounded-[var(--radius-card)] border border-border bg-surface/60 p-6 md:p-8">
      <h2 className="font-display text-xl font-semibold text-fg">Find anyone and anything on the scene</h2>
      <p className="mt-2 max-w-prose text-sm text-muted">
        Type a DJ’s name, a genre or a city, a venue, an event, a production line or a news topic. Press{" "}
        <kbd className="rounded border border-border bg-surface px-1.5 py-0.5 text-xs text-fg">Ctrl</kbd> +{" "}
        <kbd className="rounded border border-border bg-surface px-1.5 py-0.5 text-xs text-fg">K</kbd> anywhere to
        search.
      </p>
      <ul className="mt-5 flex flex-wrap gap-2">
        {types.map((type) => (
          <li
            key={type}
            className={cn(
              "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold",
              SEARCH_TYPE_TONES[type],
            )}
          >
            <SearchTypeIcon type={type} className="size-3.5" /> {SEARCH_TYPE_PLURALS[type]}
          </li>
        ))}
      </ul>
      <Link to="/#all-djs" className={buttonClasses("secondary", "md", "mt-6")}>
        Browse all DJs
      </Link>
    </div>
  );
}

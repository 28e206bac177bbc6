import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { type SearchPageState, searchPageHref } from "~/core/search/search-url";
import { buttonClasses } from "~/ui/button";

/** Spec §8: a search that fails as a whole says 'Search failed', with the results cleared. */
export function SearchFailedState({ state }: { state: SearchPageState }) {
  return (
    <div
      role="alert"
      className="mt-10 flex flex-col items-center rounded-[var(--radius-card)] border border-[#991b1b] bg-[#3b0f0f]/40 px-6 py-12 text-center"
    >
      <AlertTriangle aria-hidden className="size-10 text-[#fca5a5]" />
      <h2 className="mt-4 font-display text-xl font-semibold text-fg">Search failed</h2>
      <p className="mt-2 max-w-md text-sm text-muted">Something went wrong while searching. Please try again.</p>
      <Link to={searchPageHref(state)} reloadDocument className={buttonClasses("secondary", "md", "mt-6")}>
        Try again
      </Link>
    </div>
  );
}

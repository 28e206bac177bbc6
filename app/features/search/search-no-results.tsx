import { SearchX } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import type { DjDirectoryShortcut } from "~/core/djs/dj-directory-shortcuts";
import {
  noResultsAdvice,
  SEARCH_RETRY_ADVICE,
  type SearchPageOptions,
  searchTypeInText,
} from "~/core/search/search-page";
import { type SearchPageState, searchPageHref } from "~/core/search/search-url";
import { buttonClasses } from "~/ui/button";

interface NoResultsProps {
  state: SearchPageState;
  shortcuts: DjDirectoryShortcut[];
  examples: SearchPageOptions["examples"];
}

/** Nothing found (at all, or on the open tab): advice that holds, and the ways on. */
export function SearchNoResults({ state, shortcuts, examples }: NoResultsProps) {
  const filtered = Object.keys(state.filters).length > 0;
  return (
    <div className="mt-10 flex flex-col items-center rounded-[var(--radius-card)] border border-border bg-surface/60 px-6 py-12 text-center">
      <SearchX aria-hidden className="size-10 text-muted" />
      <h2 className="mt-4 font-display text-xl font-semibold text-fg">
        No {state.tab ? searchTypeInText(state.tab) : "results"} for “{state.query}”
      </h2>
      <p className="mt-2 max-w-md text-sm text-muted">
        <NoResultsAdvice state={state} shortcuts={shortcuts} examples={examples} />
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {filtered ? (
          <Link
            to={searchPageHref({ query: state.query, tab: state.tab })}
            className={buttonClasses("secondary", "md")}
          >
            Clear filters
          </Link>
        ) : null}
        {state.tab ? (
          <Link to={searchPageHref({ query: state.query })} className={buttonClasses("secondary", "md")}>
            Search all types
          </Link>
        ) : null}
        <Link to="/#all-djs" className={buttonClasses("ghost", "md")}>
          Browse all DJs
        </Link>
      </div>
    </div>
  );
}

function NoResultsAdvice({ state, shortcuts, examples }: NoResultsProps) {
  const advice = noResultsAdvice(state.tab, shortcuts, examples);
  if (advice.kind === "text") return advice.text;
  return (
    <>
      {SEARCH_RETRY_ADVICE} Search finds DJs by name, genre or city. To find DJs by genre or city, search for one the DJ
      directory lists, such as{" "}
      {advice.examples.map((example, i) => (
        <Fragment key={example.kind}>
          {i > 0 ? " or " : null}
          <Link
            to={searchPageHref({ query: example.value })}
            className="font-semibold text-accent-fg underline decoration-accent-fg/50 underline-offset-2 hover:decoration-accent-fg"
          >
            {example.value}
          </Link>
        </Fragment>
      ))}
      .
    </>
  );
}

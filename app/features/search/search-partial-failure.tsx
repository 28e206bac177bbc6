import { AlertTriangle } from "lucide-react";
import type { SearchResultType } from "~/core/search/search";
import { SEARCH_TYPE_PLURALS } from "~/core/search/search-page";

/** Spec §8 per-type search error: the type's list is empty, and the page says which types are missing. */
export function SearchPartialFailure({ failedTypes }: { failedTypes: SearchResultType[] }) {
  if (failedTypes.length === 0) return null;
  return (
    <p
      role="status"
      className="mt-4 flex items-center gap-2 rounded-xl border border-border bg-surface px-4 py-3 text-sm text-muted"
    >
      <AlertTriangle aria-hidden className="size-4 shrink-0 text-[#fcd34d]" />
      Some results could not be loaded: {failedTypes.map((t) => SEARCH_TYPE_PLURALS[t]).join(", ")}. Try again in a
      moment.
    </p>
  );
}

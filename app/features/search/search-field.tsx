import { Search } from "lucide-react";
import { type InputHTMLAttributes, type Ref, useEffect, useState } from "react";
import { SEARCH_PLACEHOLDER_ROTATE_MS } from "~/core/search/search";
import { cn } from "~/ui/cn";

/**
 * The look of the search field, shared by the combobox and by the header's light stand-in for it
 * (header-search.tsx), so swapping one for the other changes nothing on screen.
 */

/** Spec §2: the placeholder rotates through the five things Booth searches. */
export const SEARCH_PLACEHOLDERS = [
  "Search DJs…",
  "Search venues…",
  "Search events…",
  "Search productions…",
  "Search news…",
] as const;

/**
 * The placeholder shown now: spec §9 rotates it every 3 s, always (not only once the pointer has woken the header's
 * combobox), while the field is empty and not in use — and not at all for visitors who prefer reduced motion.
 */
export function useRotatingPlaceholder(paused: boolean): { text: string; index: number } {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(
      () => setIndex((i) => (i + 1) % SEARCH_PLACEHOLDERS.length),
      SEARCH_PLACEHOLDER_ROTATE_MS,
    );
    return () => clearInterval(timer);
  }, [paused]);
  return { text: SEARCH_PLACEHOLDERS[index] ?? SEARCH_PLACEHOLDERS[0], index };
}

export const SEARCH_FIELD_LABEL = "Search DJs, venues, events, productions and news";

export type SearchFieldVariant = "header" | "overlay" | "page";

/** The input's fixed attributes: a GET field `q` with a list of suggestions (role="combobox" is set beside it). */
export function searchInputAttributes(inputId: string) {
  return {
    id: inputId,
    name: "q",
    type: "search",
    "aria-autocomplete": "list",
    autoComplete: "off",
    enterKeyHint: "search",
    spellCheck: false,
  } satisfies InputHTMLAttributes<HTMLInputElement>;
}

/**
 * The search landmark's name. /search has the header's field and its own on one page, and two search landmarks
 * without names are ambiguous to a screen reader's landmark list (axe landmark-unique).
 */
export function searchLandmarkName(variant: SearchFieldVariant): string {
  return variant === "page" ? "Search page" : "Site search";
}

export function searchFormClass(_variant: SearchFieldVariant): string {
  // Every variant fills its slot: the header's slot shows the field or the search button by what fits the header
  // row (app/shell/use-header-fit.ts).
  return "relative w-full";
}

export function searchIconClass(variant: SearchFieldVariant): string {
  return cn(
    "pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted",
    variant === "overlay" ? "left-1 size-5" : "left-3 size-4",
  );
}

export function searchInputClass(variant: SearchFieldVariant): string {
  return cn(
    "w-full text-fg placeholder:text-muted focus:outline-none [&::-webkit-search-cancel-button]:hidden",
    variant === "header" &&
      "h-10 rounded-full border border-border bg-surface pr-3 pl-9 text-sm focus:border-accent-fg",
    variant === "page" &&
      "h-12 rounded-full border border-border bg-surface pr-4 pl-10 text-base focus:border-accent-fg",
    variant === "overlay" && "h-11 bg-transparent pl-9 text-base",
  );
}

/**
 * The header's search field before the combobox's code has loaded: the same GET form to /search (so it works
 * without JavaScript), a closed combobox. Pointing at it or focusing it calls `onWake`.
 */
export function SearchFieldShell({
  inputId,
  initialQuery,
  inputRef,
  onWake,
}: {
  inputId: string;
  initialQuery: string;
  inputRef: Ref<HTMLInputElement>;
  onWake: () => void;
}) {
  const [paused, setPaused] = useState(Boolean(initialQuery));
  const placeholder = useRotatingPlaceholder(paused);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself, as the combobox has
    <form
      method="get"
      action="/search"
      role="search"
      aria-label={searchLandmarkName("header")}
      className={searchFormClass("header")}
      onPointerEnter={onWake}
      // Spec §2: empty text does nothing, also in the moment before the combobox has replaced this form.
      onSubmit={(event) => {
        const text = new FormData(event.currentTarget).get("q");
        if (typeof text !== "string" || !text.trim()) event.preventDefault();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {SEARCH_FIELD_LABEL}
      </label>
      <div className="relative">
        <Search aria-hidden className={searchIconClass("header")} />
        <input
          ref={inputRef}
          {...searchInputAttributes(inputId)}
          role="combobox"
          aria-expanded={false}
          defaultValue={initialQuery}
          placeholder={placeholder.text}
          onFocus={() => {
            setPaused(true);
            onWake();
          }}
          onBlur={(event) => setPaused(Boolean(event.currentTarget.value))}
          className={searchInputClass("header")}
        />
      </div>
    </form>
  );
}

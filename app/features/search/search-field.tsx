import { Search } from "lucide-react";
import type { InputHTMLAttributes, Ref } from "react";
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

export function searchFormClass(variant: SearchFieldVariant): string {
  // The header's field gives way first when the header is crowded (the role switcher beside the account menu at
  // 1280 px): it shrinks from its usual width down to 10rem, so the user's name is never cut.
  return cn(
    "relative",
    variant === "header" && "hidden min-w-40 flex-1 lg:block lg:max-w-64 xl:max-w-80",
    variant !== "header" && "w-full",
  );
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
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself, as the combobox has
    <form
      method="get"
      action="/search"
      role="search"
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
          placeholder={SEARCH_PLACEHOLDERS[0]}
          onFocus={onWake}
          className={searchInputClass("header")}
        />
      </div>
    </form>
  );
}

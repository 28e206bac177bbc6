import { Clock, Search, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import {
  type SearchHistoryItem,
  type SearchSuggestion,
  SUGGESTIONS_DEBOUNCE_MS,
  SUGGESTIONS_HIDE_AFTER_BLUR_MS,
  SUGGESTIONS_MIN_CHARS,
} from "~/core/search/search";
import { cn } from "~/ui/cn";
import {
  SEARCH_FIELD_LABEL,
  type SearchFieldVariant,
  searchFormClass,
  searchIconClass,
  searchInputAttributes,
  searchInputClass,
  searchLandmarkName,
  useRotatingPlaceholder,
} from "./search-field";
import { clearSearchHistory, readSearchHistory, rememberSearch } from "./search-storage";
import { SearchTypeBadge, SearchTypeIcon } from "./search-type-icon";
import { trackSearchClick } from "./track-search-click";

type Option =
  | { kind: "suggestion"; key: string; suggestion: SearchSuggestion }
  | { kind: "history"; key: string; item: SearchHistoryItem };

export interface SearchComboboxProps {
  productSlug: string;
  inputId: string;
  /** "header": the desktop bar; "overlay": the phone's full-screen search; "page": the field on /search. */
  variant: SearchFieldVariant;
  initialQuery?: string;
  autoFocus?: boolean;
  /** Called after the combobox navigates (the overlay closes itself). */
  onNavigate?: () => void;
}

/**
 * The global search bar (spec §2) as an ARIA 1.2 combobox: the input owns a listbox of suggestions (or, when
 * empty, the history). No option is active until ↓ is pressed, so Enter on typed text searches that text.
 * Without JavaScript it is a plain GET form to /search.
 */
export function SearchCombobox({
  productSlug,
  inputId,
  variant,
  initialQuery = "",
  autoFocus,
  onNavigate,
}: SearchComboboxProps) {
  const navigate = useNavigate();
  const listId = useId();
  const [value, setValue] = useState(initialQuery);
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [history, setHistory] = useState<SearchHistoryItem[]>([]);
  const [fetched, setFetched] = useState<{ query: string; items: SearchSuggestion[]; ms: number } | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(value);
  latest.current = value;

  const trimmed = value.trim();
  const suggestions = fetched && fetched.query === trimmed ? fetched.items : [];
  const options: Option[] =
    trimmed === ""
      ? history.map((item) => ({ kind: "history", key: `h-${item.id}`, item }))
      : trimmed.length >= SUGGESTIONS_MIN_CHARS
        ? suggestions.map((s) => ({ kind: "suggestion", key: `${s.type}-${s.id}`, suggestion: s }))
        : [];
  const noMatches = trimmed.length >= SUGGESTIONS_MIN_CHARS && fetched?.query === trimmed && suggestions.length === 0;
  const expanded = open && (options.length > 0 || noMatches);

  // Keeps the field in step when the page's query changes (e.g. a new search from the header).
  useEffect(() => setValue(initialQuery), [initialQuery]);

  // Placeholders rotate every 3 s while the field is empty and not in use (unless the visitor prefers reduced motion).
  const placeholder = useRotatingPlaceholder(focused || Boolean(value));

  // Suggestions: 2+ trimmed characters, debounced 300 ms; an answer for older text is dropped.
  useEffect(() => {
    if (trimmed.length < SUGGESTIONS_MIN_CHARS || !focused) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const started = performance.now();
      try {
        const response = await fetch(`/api/search/suggestions?q=${encodeURIComponent(trimmed)}`, {
          signal: controller.signal,
        });
        const body = response.ok ? ((await response.json()) as { suggestions?: SearchSuggestion[] }) : null;
        if (latest.current.trim() !== trimmed) return;
        setFetched({ query: trimmed, items: body?.suggestions ?? [], ms: Math.round(performance.now() - started) });
      } catch (error) {
        if (!controller.signal.aborted) {
          console.warn("[search] suggestions failed:", error);
          setFetched({ query: trimmed, items: [], ms: 0 });
        }
      }
    }, SUGGESTIONS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, focused]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  function finish(path: string) {
    setOpen(false);
    setActive(-1);
    navigate(path);
    onNavigate?.();
  }

  function runSearch(query: string) {
    const q = query.trim();
    if (!q) return; // Spec §5: empty search text does nothing.
    setValue(q);
    finish(`/search?q=${encodeURIComponent(q)}`);
  }

  function choose(index: number) {
    const option = options[index];
    if (!option) return;
    if (option.kind === "history") {
      runSearch(option.item.query);
      return;
    }
    const { suggestion } = option;
    setHistory(
      rememberSearch(productSlug, {
        query: trimmed,
        resultCount: suggestions.length,
        clickedResult: { id: suggestion.id, type: suggestion.type, title: suggestion.text },
      }),
    );
    trackSearchClick(productSlug, {
      query: trimmed,
      filters: {},
      resultCount: suggestions.length,
      clickedResultId: suggestion.id,
      clickedResultType: suggestion.type,
      clickPosition: index,
      executionTimeMs: fetched?.ms ?? 0,
    });
    if (suggestion.url) finish(suggestion.url);
    else runSearch(suggestion.text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) setOpen(true);
        if (count) setActive((i) => (i + 1) % count);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!open) setOpen(true);
        if (count) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case "Enter":
        event.preventDefault();
        if (expanded && active >= 0 && active < count) choose(active);
        else runSearch(value);
        break;
      case "Escape":
        // The overlay closes on Escape (Radix); the header bar first closes its list, then lets go of focus.
        if (variant === "overlay") break;
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else {
          event.currentTarget.blur();
        }
        break;
    }
  }

  const activeId = expanded && active >= 0 && options[active] ? `${listId}-${active}` : undefined;
  const big = variant === "overlay";

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself, which also works without JavaScript
    <form
      method="get"
      action="/search"
      role="search"
      aria-label={searchLandmarkName(variant)}
      onSubmit={(event) => {
        event.preventDefault();
        runSearch(value);
      }}
      className={searchFormClass(variant)}
    >
      <label htmlFor={inputId} className="sr-only">
        {SEARCH_FIELD_LABEL}
      </label>
      <div className="relative">
        <Search aria-hidden className={searchIconClass(variant)} />
        <input
          {...searchInputAttributes(inputId)}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          // biome-ignore lint/a11y/noAutofocus: the overlay and /?search=true exist to type straight away
          autoFocus={autoFocus}
          value={value}
          placeholder={placeholder.text}
          onChange={(event) => {
            setValue(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => {
            clearTimeout(hideTimer.current);
            setFocused(true);
            setHistory(readSearchHistory(productSlug));
            setOpen(true);
          }}
          onBlur={() => {
            setFocused(false);
            // Spec §9: the list hides 200 ms after blur, so a press on an option still lands.
            hideTimer.current = setTimeout(() => {
              setOpen(false);
              setActive(-1);
            }, SUGGESTIONS_HIDE_AFTER_BLUR_MS);
          }}
          onKeyDown={onKeyDown}
          className={searchInputClass(variant)}
        />
        {value && variant !== "header" ? (
          <button
            type="button"
            onClick={() => {
              setValue("");
              document.getElementById(inputId)?.focus();
            }}
            className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-muted hover:text-fg"
          >
            <X aria-hidden className="size-4" />
            <span className="sr-only">Clear search text</span>
          </button>
        ) : null}
      </div>
      <div
        className={cn(
          !expanded && "hidden",
          big
            ? "mt-3"
            : "absolute top-full z-50 mt-2 overflow-hidden rounded-2xl border border-border bg-bg/95 shadow-2xl shadow-black/60 backdrop-blur-xl",
          variant === "header" && "right-0 w-[26rem]",
          variant === "page" && "inset-x-0",
        )}
      >
        {trimmed === "" && options.length > 0 ? (
          <div className="flex items-center justify-between px-4 pt-3 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
            <span>Recent searches</span>
            <button
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                clearSearchHistory(productSlug);
                setHistory([]);
              }}
              className="rounded px-1 py-0.5 normal-case tracking-normal text-muted hover:text-fg focus-visible:outline-2"
            >
              Clear history
            </button>
          </div>
        ) : null}
        <div id={listId} role="listbox" aria-label="Search suggestions" className="max-h-[60vh] overflow-y-auto py-1">
          {options.map((option, index) => (
            // biome-ignore lint/a11y: options are not focused; the keyboard works from the input (↑/↓/Enter, aria-activedescendant), as the ARIA combobox pattern asks
            <div
              key={option.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
              onMouseMove={() => index !== active && setActive(index)}
              className={cn(
                "flex cursor-pointer items-center gap-3 px-4 py-2.5",
                index === active ? "bg-surface-2 shadow-[inset_3px_0_0_var(--color-accent-fg)]" : "hover:bg-surface",
              )}
            >
              {option.kind === "suggestion" ? (
                <SuggestionRow suggestion={option.suggestion} />
              ) : (
                <>
                  <Clock aria-hidden className="size-4 shrink-0 text-muted" />
                  <span className="min-w-0 flex-1 truncate text-sm text-fg">{option.item.query}</span>
                  <span className="shrink-0 text-xs text-muted">
                    {option.item.resultCount} result{option.item.resultCount === 1 ? "" : "s"}
                  </span>
                </>
              )}
            </div>
          ))}
        </div>
        {noMatches ? (
          <p className="px-4 py-3 text-sm text-muted">
            No quick matches. Press <kbd className="font-semibold text-fg">Enter</kbd> to search everything for “
            {trimmed}”.
          </p>
        ) : null}
        <p
          data-testid="search-key-hint"
          className="hidden border-t border-border px-4 py-2 text-xs text-muted md:block"
        >
          <Kbd>↑</Kbd> <Kbd>↓</Kbd> to move · <Kbd>Enter</Kbd> to open or search · <Kbd>Esc</Kbd> to close
        </p>
      </div>
    </form>
  );
}

function SuggestionRow({ suggestion }: { suggestion: SearchSuggestion }) {
  return (
    <>
      <span className="relative shrink-0">
        {suggestion.imageUrl ? (
          <img
            src={suggestion.imageUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className={cn("size-10 object-cover", suggestion.type === "dj" ? "rounded-full" : "rounded-lg")}
          />
        ) : (
          <span className="grid size-10 place-items-center rounded-lg bg-surface-2">
            <SearchTypeIcon type={suggestion.type} />
          </span>
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-fg">{suggestion.text}</span>
        {suggestion.subtext ? <span className="block truncate text-xs text-muted">{suggestion.subtext}</span> : null}
      </span>
      <SearchTypeBadge type={suggestion.type} />
    </>
  );
}

function Kbd({ children }: { children: string }) {
  return (
    <kbd className="rounded border border-border bg-surface px-1.5 py-0.5 font-sans text-[11px] text-fg">
      {children}
    </kbd>
  );
}

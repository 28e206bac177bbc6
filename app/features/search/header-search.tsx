import { type ComponentType, useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { SearchComboboxProps } from "./search-combobox";
import { SearchFieldShell } from "./search-field";

let comboboxChunk: Promise<typeof import("./search-combobox")> | undefined;

/** The combobox's code, fetched once (memoised, so every caller shares the same request). */
export function loadSearchCombobox(): Promise<typeof import("./search-combobox")> {
  comboboxChunk ??= import("./search-combobox");
  return comboboxChunk;
}

interface Live {
  Combobox: ComponentType<SearchComboboxProps>;
  /** What was typed into the stand-in, and the page's query at that moment. */
  typed: string;
  pageQuery: string;
  focused: boolean;
}

/**
 * The desktop header's search bar without the combobox's code in every page's first load (decision 013):
 * the page hydrates a plain search form of the same look, and the combobox replaces it when the pointer comes
 * near it or it gets focus (Ctrl/Cmd+K focuses it too). The combobox's code is also fetched when the browser
 * is idle on wide screens, so the swap is usually instant. What was typed and the focus carry over; the swap
 * is committed synchronously (flushSync) so no keystroke can land between reading the field and replacing it.
 */
export function HeaderSearch({ productSlug, initialQuery }: { productSlug: string; initialQuery: string }) {
  const [live, setLive] = useState<Live | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const wake = useCallback(() => {
    void loadSearchCombobox().then(({ SearchCombobox }) => {
      const field = input.current;
      if (!field) return;
      flushSync(() =>
        setLive({
          Combobox: SearchCombobox,
          typed: field.value,
          pageQuery: initialQuery,
          focused: document.activeElement === field,
        }),
      );
    });
  }, [initialQuery]);

  useEffect(() => {
    if (live || !window.matchMedia("(min-width: 1024px)").matches) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void loadSearchCombobox());
  }, [live]);

  if (!live) {
    return (
      <SearchFieldShell
        key={initialQuery}
        inputId="header-search"
        initialQuery={initialQuery}
        inputRef={input}
        onWake={wake}
      />
    );
  }
  const { Combobox } = live;
  return (
    <Combobox
      productSlug={productSlug}
      inputId="header-search"
      variant="header"
      // The typed text until the page's own query changes (a search from elsewhere replaces it).
      initialQuery={initialQuery === live.pageQuery ? live.typed : initialQuery}
      autoFocus={live.focused}
    />
  );
}

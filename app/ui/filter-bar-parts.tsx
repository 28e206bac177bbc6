import { Search, SlidersHorizontal, X } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "./button";
import { cn } from "./cn";
import { Prerendered } from "./prerendered";

/**
 * The shared ends of a GET filter form (DJ directory, /events, /venues): the "Apply" button that only a page
 * without JavaScript needs (once hydrated, every change submits by itself), and the row under the controls
 * with the live result count and a way back to the unfiltered list.
 */
export function FilterApplyButton({ hydrated, className }: { hydrated: boolean; className?: string }) {
  if (hydrated) return null;
  // Written from cached markup by the server (app/ui/prerendered.tsx): every first render has it.
  return (
    <Prerendered
      as="button"
      type="submit"
      className={buttonClasses("primary", "md", className)}
      render={ApplyLabel}
      props={{}}
    />
  );
}

function ApplyLabel() {
  return (
    <>
      <SlidersHorizontal aria-hidden className="size-4" /> Apply
    </>
  );
}

export function FilterResultRow({
  testId,
  resultLine,
  clearHref,
  className,
}: {
  testId: string;
  resultLine: string;
  /** Where "Clear filters" goes; null while no filter is active (the link is then absent). */
  clearHref: string | null;
  className?: string;
}) {
  return (
    <div className={cn("flex min-h-9 flex-wrap items-center justify-between gap-2", className)}>
      <p role="status" className="text-sm text-muted tabular" data-testid={testId}>
        {resultLine}
      </p>
      {clearHref ? (
        <Link to={clearHref} preventScrollReset replace className={cn(buttonClasses("ghost", "sm"), "text-accent-fg")}>
          <X aria-hidden className="size-4" /> Clear filters
        </Link>
      ) : null}
    </div>
  );
}

/** The search-within-the-list box of a directory's filter form (its value travels as `q`). */
export function FilterSearchField({
  label,
  value,
  placeholder,
  className,
}: {
  label: string;
  value: string | null;
  placeholder: string;
  className?: string;
}) {
  return (
    <label className={cn("flex flex-col gap-1.5", className)}>
      <span className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</span>
      <span className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          name="q"
          defaultValue={value ?? ""}
          key={`q-${value ?? ""}`}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={80}
          className="h-11 w-full rounded-lg border border-border bg-surface-2 pr-3 pl-9 text-sm text-fg placeholder:text-muted focus:border-accent-fg"
        />
      </span>
    </label>
  );
}

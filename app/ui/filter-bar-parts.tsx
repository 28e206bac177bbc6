import { SlidersHorizontal, X } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "./button";
import { cn } from "./cn";

/**
 * The shared ends of a GET filter form (DJ directory, /events, /venues): the "Apply" button that only a page
 * without JavaScript needs (once hydrated, every change submits by itself), and the row under the controls
 * with the live result count and a way back to the unfiltered list.
 */
export function FilterApplyButton({ hydrated, className }: { hydrated: boolean; className?: string }) {
  if (hydrated) return null;
  return (
    <button type="submit" className={buttonClasses("primary", "md", className)}>
      <SlidersHorizontal aria-hidden className="size-4" /> Apply
    </button>
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

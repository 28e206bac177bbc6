import { XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * The label / hint / error frame every form control shares (account forms, claim form, DJ editor), so a
 * field reads and announces the same way everywhere.
 */

/** Classes of a text-like control; callers add the height (inputs h-12, textareas min-h). */
export const controlClass = (invalid: boolean) =>
  cn(
    "w-full rounded-xl border bg-surface-2 px-3.5 text-base text-fg placeholder:text-[#7c7c90] transition-colors",
    "focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2",
    invalid ? "border-danger" : "border-border hover:border-[#3a3a4a] focus:border-accent-fg",
  );

/** aria-describedby for a control with an optional error and hint. */
export function fieldDescribedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

export function FieldFrame({
  id,
  label,
  error,
  hint,
  labelAside,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Extra element on the label row (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs leading-relaxed text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm text-[#fca5a5]">
          <XCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

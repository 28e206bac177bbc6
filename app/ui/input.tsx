import { type ComponentProps, useId } from "react";
import { cn } from "./cn";

type FieldProps = ComponentProps<"input"> & { label: string; error?: string; hint?: string };

/** A labelled input with its error announced to assistive technology. */
export function TextField({ label, error, hint, className, id, ...rest }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          "h-11 rounded-lg border bg-surface-2 px-3 text-fg placeholder:text-muted",
          error ? "border-danger" : "border-border focus:border-accent-fg",
        )}
        {...rest}
      />
      {hint && !error ? (
        <p id={`${inputId}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-[#fca5a5]">
          {error}
        </p>
      ) : null}
    </div>
  );
}

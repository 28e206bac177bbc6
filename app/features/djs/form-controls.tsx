import { XCircle } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "~/ui/cn";

/**
 * Multi-line and select controls that look and behave like the account forms' Field (same label, hint
 * and error wiring), for the claim form and the DJ profile editor.
 */

const controlClass = (invalid: boolean) =>
  cn(
    "w-full rounded-xl border bg-surface-2 px-3.5 text-base text-fg placeholder:text-[#7c7c90] transition-colors",
    "focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2",
    invalid ? "border-danger" : "border-border hover:border-[#3a3a4a] focus:border-accent-fg",
  );

function Frame({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
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

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;

export function TextAreaField({
  label,
  name,
  error,
  hint,
  className,
  ...rest
}: Omit<ComponentProps<"textarea">, "id"> & { label: string; name: string; error?: string; hint?: ReactNode }) {
  const id = `${useId()}-${name}`;
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClass(Boolean(error)), "min-h-28 py-3 leading-relaxed", className)}
        {...rest}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  options,
  className,
  ...rest
}: Omit<ComponentProps<"select">, "id"> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
}) {
  const id = `${useId()}-${name}`;
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClass(Boolean(error)), "h-12", className)}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

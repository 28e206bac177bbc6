import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "./cn";
import { controlClass, FieldFrame, fieldDescribedBy } from "./field-frame";

/**
 * Multi-line and select controls that look and behave like the account forms' Field (same label, hint
 * and error wiring), for the claim form and the DJ profile editor.
 */

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
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className={cn(controlClass(Boolean(error)), "min-h-28 py-3 leading-relaxed", className)}
        {...rest}
      />
    </FieldFrame>
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
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className={cn(controlClass(Boolean(error)), "h-12", className)}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

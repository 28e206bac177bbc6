import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { cn } from "./cn";
import { controlClass, FieldFrame, fieldDescribedBy } from "./field-frame";

/** The text, password and checkbox inputs of every form (account screens, claim form, DJ editor). */

const inputClass = (invalid: boolean) => cn("h-12", controlClass(invalid));

type FieldProps = Omit<ComponentProps<"input">, "id"> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Extra element on the label row (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
};

/** What every email input is (account forms, the booking form): one name, type, autocomplete and phone keyboard. */
export const EMAIL_INPUT = {
  label: "Email",
  name: "email",
  type: "email",
  autoComplete: "email",
  inputMode: "email",
  required: true,
} as const;

export function Field({ label, name, error, hint, labelAside, className, ...rest }: FieldProps) {
  const id = `${useId()}-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} labelAside={labelAside}>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className={cn(inputClass(Boolean(error)), className)}
        {...rest}
      />
    </FieldFrame>
  );
}

export function PasswordField({ label, name, error, hint, labelAside, className, ...rest }: FieldProps) {
  const id = `${useId()}-${name}`;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} labelAside={labelAside}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, hint)}
          className={cn(inputClass(Boolean(error)), "pr-12", className)}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          className="absolute top-1/2 right-1.5 grid size-9 -translate-y-1/2 place-items-center rounded-lg text-muted hover:bg-surface hover:text-fg"
        >
          {visible ? <EyeOff aria-hidden className="size-[18px]" /> : <Eye aria-hidden className="size-[18px]" />}
        </button>
      </div>
    </FieldFrame>
  );
}
export function Checkbox({
  name,
  label,
  hint,
  defaultChecked,
}: {
  name: string;
  label: string;
  hint?: string;
  defaultChecked?: boolean;
}) {
  const id = `${useId()}-${name}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded-md border-border bg-surface-2 accent-[#c026d3]"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-fg">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs leading-relaxed text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

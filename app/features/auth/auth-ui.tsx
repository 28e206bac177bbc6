import { AlertTriangle, CheckCircle2, Eye, EyeOff, Headphones, Info, Loader2, XCircle } from "lucide-react";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { useNavigation } from "react-router";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { controlClass, FieldFrame, fieldDescribedBy } from "~/ui/field-frame";

/**
 * Building blocks of the account screens: a phone-first frame with a quiet brand panel on wide
 * screens, notices, password fields with a show/hide toggle, checkboxes and a submit with a busy state.
 */

export function AuthScreen({
  eyebrow,
  title,
  lede,
  children,
  footer,
  panel,
}: {
  eyebrow: string;
  title: string;
  lede?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  panel?: { heading: string; points: string[] };
}) {
  const side = panel ?? DEFAULT_PANEL;
  return (
    <div className="relative isolate overflow-x-clip">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[520px]"
        style={{
          backgroundImage:
            "radial-gradient(45% 60% at 25% 0%, rgba(192,38,211,0.22) 0%, rgba(192,38,211,0) 100%), radial-gradient(40% 55% at 75% 10%, rgba(124,58,237,0.2) 0%, rgba(124,58,237,0) 100%)",
        }}
      />
      <div className="mx-auto grid max-w-[1100px] gap-10 px-4 pt-8 pb-16 md:px-6 md:pt-14 lg:grid-cols-[1fr_440px] lg:items-start lg:gap-16">
        <aside className="hidden lg:block lg:pt-6" aria-label="Why Booth">
          <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-accent-fg uppercase">
            <Headphones aria-hidden className="size-4" /> Booth
          </p>
          <p className="mt-5 font-display text-5xl leading-[1.02] font-bold tracking-tight text-fg">{side.heading}</p>
          <ul className="mt-8 flex flex-col gap-4 text-[17px] text-[#c8c8d4]">
            {side.points.map((point) => (
              <li key={point} className="flex gap-3">
                <span aria-hidden className="mt-2.5 h-px w-6 shrink-0 bg-accent-gradient" />
                {point}
              </li>
            ))}
          </ul>
          <p className="mt-10 text-sm text-muted">Made by DJs for DJs.</p>
        </aside>
        <section className="mx-auto w-full max-w-[440px]" aria-labelledby="auth-title">
          <p className="text-xs font-semibold tracking-[0.2em] text-accent-fg uppercase">{eyebrow}</p>
          <h1
            id="auth-title"
            className="mt-3 font-display text-[34px] leading-[1.05] font-bold tracking-tight md:text-4xl"
          >
            {title}
          </h1>
          {lede ? <div className="mt-3 text-[15px] leading-relaxed text-[#c8c8d4]">{lede}</div> : null}
          <div className="mt-7 rounded-2xl border border-border bg-surface/90 p-5 shadow-2xl shadow-black/40 backdrop-blur md:p-7">
            {children}
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
        </section>
      </div>
    </div>
  );
}

const DEFAULT_PANEL = {
  heading: "Your gateway to elite DJs.",
  points: [
    "Follow the DJs you love and never miss their next set.",
    "Claim your DJ profile and run your own mate dashboard.",
    "Venues and production lines, all in one place.",
  ],
};

type NoticeTone = "success" | "error" | "info" | "warning";

const noticeStyles: Record<NoticeTone, { icon: typeof Info; box: string; iconClass: string }> = {
  success: { icon: CheckCircle2, box: "border-[#166534] bg-[#0c1f14]", iconClass: "text-success" },
  error: { icon: XCircle, box: "border-[#991b1b] bg-[#220c0c]", iconClass: "text-danger" },
  info: { icon: Info, box: "border-[#075985] bg-[#0a1a26]", iconClass: "text-info" },
  warning: { icon: AlertTriangle, box: "border-[#92400e] bg-[#1f1607]", iconClass: "text-warning" },
};

/** An inline message; errors are announced at once (role=alert), the rest politely (role=status). */
export function Notice({
  tone,
  title,
  children,
  className,
}: {
  tone: NoticeTone;
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  const style = noticeStyles[tone];
  const Icon = style.icon;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-notice={tone}
      className={cn("flex gap-3 rounded-xl border p-3.5 text-sm leading-relaxed text-[#e4e4ec]", style.box, className)}
    >
      <Icon aria-hidden className={cn("mt-0.5 size-5 shrink-0", style.iconClass)} />
      <div className="min-w-0">
        {title ? <p className="font-semibold text-fg">{title}</p> : null}
        {children ? <div className={title ? "mt-0.5" : undefined}>{children}</div> : null}
      </div>
    </div>
  );
}

const inputClass = (invalid: boolean) => cn("h-12", controlClass(invalid));

type FieldProps = Omit<ComponentProps<"input">, "id"> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Extra element on the label row (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
};

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

/** The email input every account form uses (same name, type, autocomplete and keyboard on phones). */
export function EmailField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  return (
    <Field
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      defaultValue={defaultValue}
      error={error}
    />
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

/** True while this page's form is being submitted (optionally only for one `intent`). */
export function useSubmitting(intent?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state !== "submitting") return false;
  if (!intent) return true;
  return navigation.formData?.get("intent") === intent;
}

export function SubmitButton({
  children,
  busyLabel,
  intent,
  variant = "primary",
  className,
}: {
  children: ReactNode;
  busyLabel: string;
  intent?: string;
  variant?: "primary" | "secondary" | "danger";
  className?: string;
}) {
  const busy = useSubmitting(intent);
  return (
    <Button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      variant={variant}
      size="lg"
      aria-disabled={busy || undefined}
      className={cn("w-full", className)}
      icon={busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : undefined}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}

export function Divider({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-muted uppercase">
      <span aria-hidden className="h-px flex-1 bg-border" />
      {label}
      <span aria-hidden className="h-px flex-1 bg-border" />
    </div>
  );
}

export const textLinkClass =
  "font-medium text-accent-fg underline decoration-accent-fg/40 underline-offset-4 transition-colors hover:decoration-accent-fg";

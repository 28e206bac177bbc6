import { Headphones } from "lucide-react";
import type { ReactNode } from "react";
import { PASSWORD_HINT } from "~/core/accounts/account-schemas";
import type { FieldErrors } from "~/core/forms/form-result";
import { EMAIL_INPUT, Field, PasswordField } from "~/ui/form-fields";

/**
 * Building blocks only the account screens use: a phone-first frame with a quiet brand panel on wide
 * screens, the email field, a divider and the link style. The form pieces every form uses live in app/ui.
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

/** The email input every account form uses (same name, type, autocomplete and keyboard on phones). */
export function EmailField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  return <Field {...EMAIL_INPUT} defaultValue={defaultValue} error={error} />;
}

/** The email and password of a sign-in form (Log In, the admin sign-in); `passwordAside` sits on the password's label row. */
export function SignInFields({
  email,
  errors,
  passwordAside,
}: {
  email: string;
  errors: FieldErrors;
  passwordAside?: ReactNode;
}) {
  return (
    <>
      <EmailField defaultValue={email} error={errors.email} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        error={errors.password}
        labelAside={passwordAside}
      />
    </>
  );
}

/**
 * A new password (its rules as the hint) and its confirmation, both `new-password` for password managers: the reset
 * screen names the first `password`, the change-password form `newPassword`.
 */
export function NewPasswordFields({ name, errors }: { name: "password" | "newPassword"; errors: FieldErrors }) {
  return (
    <>
      <PasswordField
        label="New password"
        name={name}
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        error={errors[name]}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
    </>
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

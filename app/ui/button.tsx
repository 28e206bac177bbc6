import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "./cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors select-none " +
  "disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 whitespace-nowrap";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-accent-gradient text-white shadow-[0_0_24px_-8px_var(--color-accent)] hover:brightness-110 active:brightness-95",
  secondary: "border border-border bg-surface-2 text-fg hover:bg-[#2a2a38] active:bg-surface",
  ghost: "text-fg hover:bg-surface-2 active:bg-surface",
  danger: "bg-[#dc2626] text-white hover:bg-[#b91c1c] active:bg-[#991b1b]",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize; icon?: ReactNode };

export function Button({ variant = "primary", size = "md", className, icon, children, type, ...rest }: ButtonProps) {
  return (
    <button type={type ?? "button"} className={buttonClasses(variant, size, className)} {...rest}>
      {icon}
      {children}
    </button>
  );
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize; icon?: ReactNode };

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant = "primary", size = "md", className, icon, children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={buttonClasses(variant, size, className)} {...rest}>
      {icon}
      {children}
    </Link>
  );
}

import type { ReactNode } from "react";
import { NavLink } from "react-router";
import type { ViewerRole } from "~/core/access/viewer";
import { initialsOf } from "~/core/text/initials";
import { Badge } from "~/ui/badge";
import { cn } from "~/ui/cn";

export const ROLE_LABELS: Record<ViewerRole, string> = {
  guest: "Guest",
  user: "Member",
  dj: "Mate DJ",
  admin: "Admin",
};

export function Avatar({ name, size = "lg" }: { name: string; size?: "md" | "lg" }) {
  return (
    <span
      aria-hidden
      className={cn(
        "grid shrink-0 place-items-center rounded-full bg-accent-gradient font-display font-bold text-white shadow-[0_0_32px_-8px_var(--color-accent)]",
        size === "lg" ? "size-16 text-xl md:size-20 md:text-2xl" : "size-11 text-base",
      )}
    >
      {initialsOf(name, { pick: "first-last" })}
    </span>
  );
}

const TABS = [
  { to: "/profile", label: "Overview" },
  { to: "/edit-profile", label: "Edit profile" },
  { to: "/profile-settings", label: "Settings" },
];

/** Frame of the signed-in account pages: who you are, then tabs (Overview, Edit profile, Settings). */
export function AccountLayout({
  name,
  email,
  role,
  title,
  children,
}: {
  name: string;
  email: string;
  role: ViewerRole;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="relative isolate overflow-x-clip">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[360px]"
        style={{
          backgroundImage:
            "radial-gradient(40% 70% at 20% 0%, rgba(192,38,211,0.22) 0%, rgba(192,38,211,0) 100%), radial-gradient(35% 60% at 70% 0%, rgba(124,58,237,0.18) 0%, rgba(124,58,237,0) 100%)",
        }}
      />
      <div className="mx-auto max-w-[880px] px-4 pt-8 pb-16 md:px-6 md:pt-12">
        <header className="flex items-center gap-4 md:gap-5">
          <Avatar name={name} />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.2em] text-accent-fg uppercase">{title}</p>
            <h1 className="mt-1 truncate font-display text-2xl leading-tight font-bold tracking-tight md:text-4xl">
              {name}
            </h1>
            <div className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-muted">
              <span className="truncate">{email}</span>
              <Badge tone={role === "admin" ? "accent" : role === "dj" ? "mate" : "neutral"}>{ROLE_LABELS[role]}</Badge>
            </div>
          </div>
        </header>
        <nav aria-label="Account" className="mt-8 -mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
          <ul className="flex min-w-max gap-1 border-b border-border">
            {TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      "-mb-px inline-flex h-11 items-center border-b-2 px-4 text-sm font-medium transition-colors",
                      isActive ? "border-accent-fg text-fg" : "border-transparent text-muted hover:text-fg",
                    )
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8 flex flex-col gap-6">{children}</div>
      </div>
    </div>
  );
}

/** A titled block on the account pages. */
export function AccountSection({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("rounded-2xl border border-border bg-surface/90 p-5 md:p-7", className)}
    >
      <h2 id={`${id}-title`} className="font-display text-xl font-bold tracking-tight">
        {title}
      </h2>
      {description ? <div className="mt-1.5 text-sm leading-relaxed text-muted">{description}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function formatDate(iso: string, withTime = false): string {
  const date = new Date(iso);
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(withTime
      ? { hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" }
      : { timeZone: "UTC" }),
  }).format(date);
}

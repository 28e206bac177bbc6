import {
  BadgeCheck,
  Building2,
  CalendarDays,
  ChartNoAxesColumn,
  Disc,
  Disc3,
  Gauge,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  Newspaper,
  Radio,
  Replace,
  ScrollText,
  Settings2,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "~/ui/cn";
import { AdminGuardStatus } from "./admin-guard-status";

const ADMIN_NAV = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/bookings", label: "Bookings", icon: Inbox },
  { to: "/admin/support", label: "Support", icon: LifeBuoy },
  { to: "/admin/djs", label: "DJs", icon: Disc3 },
  { to: "/admin/users", label: "Users", icon: Users },
  { to: "/admin/claims", label: "Claims", icon: BadgeCheck },
  { to: "/admin/events", label: "Events", icon: CalendarDays },
  { to: "/admin/venues", label: "Venues", icon: Building2 },
  { to: "/admin/productions", label: "Productions", icon: Disc },
  { to: "/admin/radio", label: "Radio", icon: Radio },
  { to: "/admin/news", label: "News", icon: Newspaper },
  { to: "/admin/analytics", label: "Analytics", icon: ChartNoAxesColumn },
  { to: "/admin/search-aliases", label: "Search aliases", icon: Replace },
  { to: "/admin/vitals", label: "Web vitals", icon: Gauge },
  { to: "/admin/audit", label: "Audit log", icon: ScrollText },
  { to: "/admin/settings", label: "Settings", icon: Settings2 },
] as const;

/** Page frame of the admin area: eyebrow, title, section tabs, and the guard's wait notice. */
export function AdminFrame({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-16 md:px-6 md:pt-10">
      <AdminGuardStatus />
      <p className="text-xs font-semibold tracking-[0.2em] text-accent-fg uppercase">Admin</p>
      <div className="mt-1 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
          {description ? <p className="mt-2 max-w-2xl text-muted">{description}</p> : null}
        </div>
        {actions}
      </div>
      <nav aria-label="Admin sections" className="-mx-4 mt-6 overflow-x-auto px-4 md:mx-0 md:px-0">
        {/* A strip that scrolls on phones; on wide screens every section shows, on two rows if need be (14 sections
            do not fit one row at 1280 px, and a strip cut at the edge hid the last four). */}
        <ul className="flex w-max gap-1 rounded-full border border-border bg-surface p-1 lg:w-auto lg:flex-wrap lg:rounded-3xl">
          {ADMIN_NAV.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    "flex h-9 items-center gap-2 rounded-full px-4 text-sm font-medium transition-colors",
                    isActive ? "bg-surface-2 text-fg shadow-inner" : "text-muted hover:text-fg",
                  )
                }
              >
                <Icon aria-hidden className="size-4" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">{children}</div>
    </div>
  );
}

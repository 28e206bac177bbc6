import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { VENUE_ROLE_LABELS, type VenueRole } from "~/core/access/venue-permissions";
import { cn } from "~/ui/cn";

/** The frame data the management loaders return (built on the server by venueManageFrameData). */
export interface VenueManageFrameProps {
  venue: {
    name: string;
    slug: string;
    city: string | null;
    country: string | null;
    logoUrl: string | null;
    isActive: boolean;
  };
  role: string | null;
  viaAdmin: boolean;
  tabs: ReadonlyArray<{ tab: string; label: string }>;
}

/**
 * Page frame of /venue/manage/{venueSlug}/…: the venue's name and the person's role, a link to the public page,
 * and only the tabs the person's permissions allow (the server checks each tab again).
 */
export function VenueManageFrame({
  frame,
  title,
  actions,
  children,
}: {
  frame: VenueManageFrameProps;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { venue, role, viaAdmin, tabs } = frame;
  const roleLabel = viaAdmin ? "Administrator" : role ? (VENUE_ROLE_LABELS[role as VenueRole] ?? role) : null;
  const place = [venue.city, venue.country].filter(Boolean).join(", ");
  return (
    <div className="mx-auto max-w-[1100px] px-4 pt-6 pb-24 md:px-6 md:pt-10">
      <p className="text-xs font-semibold tracking-[0.2em] text-accent-fg uppercase">
        Venue management{roleLabel ? ` · ${roleLabel}` : ""}
      </p>
      <div className="mt-1 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold tracking-tight md:text-4xl">{venue.name}</h1>
          <p className="mt-1 text-muted">
            {title}
            {place ? ` · ${place}` : ""}
            {venue.isActive ? null : " · Deactivated"}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {actions}
          {venue.isActive && venue.slug ? (
            <a
              href={`/venues/${venue.slug}`}
              className="inline-flex h-10 items-center gap-1.5 rounded-full border border-border px-4 text-sm font-medium text-muted hover:text-fg"
            >
              Public page <ArrowUpRight aria-hidden className="size-4" />
            </a>
          ) : null}
        </div>
      </div>
      {tabs.length > 0 ? (
        <nav aria-label="Venue sections" className="-mx-4 mt-6 overflow-x-auto px-4 md:mx-0 md:px-0">
          <ul className="flex w-max gap-1 rounded-full border border-border bg-surface p-1">
            {tabs.map(({ tab, label }) => (
              <li key={tab}>
                <NavLink
                  to={`/venue/manage/${venue.slug}/${tab}`}
                  className={({ isActive }) =>
                    cn(
                      "flex h-9 items-center rounded-full px-4 text-sm font-medium transition-colors",
                      isActive ? "bg-surface-2 text-fg shadow-inner" : "text-muted hover:text-fg",
                    )
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-8">{children}</div>
    </div>
  );
}

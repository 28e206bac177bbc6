import { ExternalLink, Eye, Power, PowerOff, Settings2, Users } from "lucide-react";
import { Link } from "react-router";
import type { AdminVenueRow as AdminVenueRead } from "~/core/admin/admin-venues";
import { describeCapacity, venuePlace, venueTypeLabel } from "~/core/venues/venues";
import { Badge } from "~/ui/badge";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { cn } from "~/ui/cn";
import type { ConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { AdminAssignOwner } from "./admin-assign-owner";

/** A venue as /admin/venues lists it (server/domain/admin/list-admin-venues). */
export type AdminVenueRowData = Omit<AdminVenueRead, "createdAt">;

const number = new Intl.NumberFormat("en-US");

/**
 * One venue on /admin/venues: what it is, who owns it, its views, and the admin's actions on it. `toggle` is the
 * page's fetcher: a venue that (re)activates may leave a filtered list at once, so its row cannot be the one to toast.
 */
export function AdminVenueRow({
  venue,
  toggle,
  highlight,
}: {
  venue: AdminVenueRowData;
  toggle: ConfirmedFetcher;
  highlight?: boolean;
}) {
  const busy = toggle.fetcher.state !== "idle";
  const facts = [venuePlace(venue), venueTypeLabel(venue.venueType), describeCapacity(venue.capacityStanding)].filter(
    Boolean,
  );
  return (
    <Card
      data-testid={`admin-venue-${venue.slug ?? venue.id}`}
      className={cn(
        "flex flex-col gap-3 p-4 md:p-5",
        !venue.isActive && "border-[#7f1d1d]/70 bg-[#160c10]",
        highlight && "ring-2 ring-accent-fg/60",
      )}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="truncate font-display text-lg font-semibold">{venue.name}</span>
            {venue.isActive ? (
              <Badge tone="success">Active</Badge>
            ) : (
              <Badge tone="danger" testId="venue-deactivated-badge">
                Deactivated
              </Badge>
            )}
          </p>
          {facts.length > 0 ? <p className="mt-0.5 text-sm text-muted">{facts.join(" · ")}</p> : null}
          <p className="mt-1 text-sm">
            <span className="text-muted">{venue.owners.length > 1 ? "Owners: " : "Owner: "}</span>
            {venue.owners.length > 0 ? (
              venue.owners.map((o) => o.name || o.email).join(", ")
            ) : (
              <span className="text-[#fbbf24]">none — assign one</span>
            )}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-[#8a8aa0] tabular-nums">
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden className="size-3.5" /> {number.format(venue.viewCount)} views
            </span>
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden className="size-3.5" /> {venue.staffCount} staff
            </span>
            {venue.slug ? <span>/{venue.slug}</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 md:justify-end">
          {venue.slug ? (
            <Link to={`/venue/manage/${venue.slug}`} className={buttonClasses("secondary", "sm")}>
              <Settings2 aria-hidden className="size-4" /> Manage<span className="sr-only"> {venue.name}</span>
            </Link>
          ) : null}
          {venue.slug && venue.isActive ? (
            <Link to={`/venues/${venue.slug}`} className={buttonClasses("ghost", "sm")}>
              <ExternalLink aria-hidden className="size-4" /> Public page
              <span className="sr-only"> of {venue.name}</span>
            </Link>
          ) : null}
          <toggle.fetcher.Form
            method="post"
            onSubmit={toggle.submit(
              venue.isActive
                ? {
                    title: "Deactivate venue",
                    message: `Deactivate ${venue.name}? Its public page goes away at once and its managers lose the management screens. You can reactivate it here.`,
                    type: "danger",
                    confirmLabel: "Deactivate",
                  }
                : undefined,
            )}
          >
            <input type="hidden" name="intent" value={venue.isActive ? "deactivate" : "reactivate"} />
            <input type="hidden" name="venueId" value={venue.id} />
            <Button
              type="submit"
              size="sm"
              variant={venue.isActive ? "danger" : "primary"}
              disabled={busy}
              icon={
                venue.isActive ? <PowerOff aria-hidden className="size-4" /> : <Power aria-hidden className="size-4" />
              }
            >
              {venue.isActive ? "Deactivate" : "Reactivate"}
              <span className="sr-only"> {venue.name}</span>
            </Button>
          </toggle.fetcher.Form>
          <AdminAssignOwner
            idName="venueId"
            idValue={venue.id}
            resourceName={venue.name}
            grantText="Owners have every permission on the venue, its staff included."
          />
        </div>
      </div>
    </Card>
  );
}

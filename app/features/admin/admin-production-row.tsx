import { BadgeCheck, CalendarDays, ExternalLink, Heart, LayoutDashboard, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { roleLabel } from "~/core/access/role-labels";
import type { AdminProductionRow as AdminProductionRead, ProductionFlag } from "~/core/admin/admin-venues";
import { Badge } from "~/ui/badge";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { cn } from "~/ui/cn";
import type { ConfirmOptions } from "~/ui/confirm-dialog";
import type { ConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { AdminAssignOwner } from "./admin-assign-owner";

/** A production line as /admin/productions lists it (server/domain/admin/list-admin-production-lines). */
export type AdminProductionRowData = Omit<AdminProductionRead, "createdAt">;

const number = new Intl.NumberFormat("en-US");

/** One switch of a production line (verified, featured, active): a small confirmed form posting the new value. */
function FlagSwitch({
  line,
  flag,
  on,
  labels,
  icon,
  confirm,
  action,
}: {
  action: ConfirmedFetcher;
  line: AdminProductionRowData;
  flag: ProductionFlag;
  on: boolean;
  /** [label to switch on, label to switch off] */
  labels: [string, string];
  icon: ReactNode;
  confirm?: ConfirmOptions;
}) {
  const busy = action.fetcher.state !== "idle";
  return (
    <action.fetcher.Form method="post" onSubmit={action.submit(confirm)}>
      <input type="hidden" name="intent" value="set-flag" />
      <input type="hidden" name="productionLineId" value={line.id} />
      <input type="hidden" name="flag" value={flag} />
      <input type="hidden" name="value" value={on ? "false" : "true"} />
      <Button
        type="submit"
        size="sm"
        variant={flag === "isActive" && on ? "danger" : on ? "secondary" : "ghost"}
        disabled={busy}
        aria-label={`${on ? labels[1] : labels[0]} ${line.name}`}
        icon={icon}
      >
        {on ? labels[1] : labels[0]}
      </Button>
    </action.fetcher.Form>
  );
}

/**
 * One production line on /admin/productions: badges, counts, owners, the three switches and the links. `action` is
 * the page's fetcher: a switched line may leave a filtered list at once, so its row cannot be the one to toast.
 */
export function AdminProductionRow({ line, action }: { line: AdminProductionRowData; action: ConfirmedFetcher }) {
  return (
    <Card
      data-testid={`admin-production-${line.slug}`}
      className={cn("flex flex-col gap-3 p-4 md:p-5", !line.isActive && "border-[#7f1d1d]/70 bg-[#160c10]")}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="truncate font-display text-lg font-semibold">{line.name}</span>
            {line.isVerified ? (
              <Badge tone="info" testId="production-verified-badge">
                Verified
              </Badge>
            ) : null}
            {line.isFeatured ? (
              <Badge tone="accent" testId="production-featured-badge">
                Featured
              </Badge>
            ) : null}
            {line.isActive ? null : (
              <Badge tone="danger" testId="production-inactive-badge">
                Inactive
              </Badge>
            )}
          </p>
          <p className="mt-1 text-sm">
            <span className="text-muted">Owners: </span>
            {line.owners.length > 0 ? (
              line.owners.map((o) => `${o.name || o.email} (${roleLabel(o.roleType)})`).join(", ")
            ) : (
              <span className="text-[#fbbf24]">none — assign one</span>
            )}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-[#8a8aa0] tabular-nums">
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden className="size-3.5" /> {number.format(line.eventCount)} events
            </span>
            <span className="inline-flex items-center gap-1">
              <Heart aria-hidden className="size-3.5" /> {number.format(line.followerCount)} followers
            </span>
            <span>/{line.slug}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 md:justify-end">
          <Link to={`/producer/dashboard/${line.slug}`} className={buttonClasses("secondary", "sm")}>
            <LayoutDashboard aria-hidden className="size-4" /> Dashboard<span className="sr-only"> of {line.name}</span>
          </Link>
          {line.isActive ? (
            <Link to={`/production/${line.slug}`} className={buttonClasses("ghost", "sm")}>
              <ExternalLink aria-hidden className="size-4" /> Public page
              <span className="sr-only"> of {line.name}</span>
            </Link>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
        <FlagSwitch
          action={action}
          line={line}
          flag="isVerified"
          on={line.isVerified}
          labels={["Verify", "Unverify"]}
          icon={<BadgeCheck aria-hidden className="size-4" />}
        />
        <FlagSwitch
          action={action}
          line={line}
          flag="isFeatured"
          on={line.isFeatured}
          labels={["Feature", "Unfeature"]}
          icon={<Star aria-hidden className="size-4" />}
        />
        <FlagSwitch
          action={action}
          line={line}
          flag="isActive"
          on={line.isActive}
          labels={["Activate", "Deactivate"]}
          icon={null}
          confirm={
            line.isActive
              ? {
                  title: "Deactivate production line",
                  message: `Deactivate ${line.name}? Its public page and listing go away at once. You can activate it again here.`,
                  type: "danger",
                  confirmLabel: "Deactivate",
                }
              : undefined
          }
        />
        <AdminAssignOwner
          idName="productionLineId"
          idValue={line.id}
          resourceName={line.name}
          grantText="Owners edit the production line and its events from the producer dashboard."
        />
      </div>
    </Card>
  );
}

import { ShieldBan, ShieldCheck } from "lucide-react";
import { ACCOUNT_ROLES, canBlockAccount, canChangeAccountRole } from "~/core/access/role-labels";
import { ACCOUNT_ROLE_LABELS, type AdminUserRow, accountRoleLabel } from "~/core/admin/admin-users";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { cn } from "~/ui/cn";
import { useConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { type AdminUserRoleData, AdminUserRoles } from "./admin-user-roles";

/** A user as the admin users list shows it, with the roles they hold. */
export type AdminUserCardData = AdminUserRow & { roles: AdminUserRoleData[] };

/** One account on /admin/users: who it is, its account role and block state, and the roles panel. */
export function AdminUserCard({
  user,
  actorRole,
  isSelf,
}: {
  user: AdminUserCardData;
  actorRole: string;
  isSelf: boolean;
}) {
  const block = useConfirmedFetcher();
  const role = useConfirmedFetcher();
  const busy = block.fetcher.state !== "idle";
  const canBlock = !isSelf && canBlockAccount(actorRole, user.role);
  const roleOptions = ACCOUNT_ROLES.filter((r) => r === user.role || canChangeAccountRole(actorRole, user.role, r));
  const name = user.name || user.email;
  return (
    <Card data-testid={`admin-user-${user.email}`} className={cn("p-4 md:p-5", user.blocked && "border-[#7f1d1d]")}>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span
            aria-hidden
            className="grid size-10 shrink-0 place-items-center rounded-full bg-surface-2 text-sm font-bold text-muted"
          >
            {name.slice(0, 1).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <span className="truncate font-semibold">{name}</span>
              {user.role !== "user" ? <Badge tone="accent">{accountRoleLabel(user.role)}</Badge> : null}
              {user.blocked ? (
                <Badge tone="danger" testId="blocked-badge">
                  Blocked
                </Badge>
              ) : null}
              {!user.emailVerified ? <Badge tone="warning">Unverified email</Badge> : null}
              {isSelf ? <Badge>You</Badge> : null}
            </p>
            <p className="truncate text-sm text-muted">{user.email}</p>
            <p className="mt-0.5 text-xs text-[#8a8aa0]">
              Joined{" "}
              {new Date(user.createdAt).toLocaleDateString("en-GB", {
                day: "numeric",
                month: "short",
                year: "numeric",
              })}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 md:justify-end">
          {isSelf || roleOptions.length < 2 ? (
            <span className="px-2 text-sm text-muted">
              {user.role === "user" ? "User account" : accountRoleLabel(user.role)}
            </span>
          ) : (
            <role.fetcher.Form
              method="post"
              className="flex items-center gap-2"
              onSubmit={role.submit({
                title: "Change account role",
                message: `Change ${name}'s account role? Administrators can manage users, roles and settings.`,
                type: "warning",
                confirmLabel: "Change role",
              })}
            >
              <input type="hidden" name="intent" value="set-role" />
              <input type="hidden" name="userId" value={user.id} />
              <label htmlFor={`role-${user.id}`} className="sr-only">
                Account role of {name}
              </label>
              <select
                id={`role-${user.id}`}
                name="role"
                defaultValue={user.role}
                key={user.role}
                className="h-9 rounded-full border border-border bg-surface-2 px-3 text-sm text-fg disabled:opacity-50"
              >
                {roleOptions.map((r) => (
                  <option key={r} value={r}>
                    {ACCOUNT_ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
              <Button type="submit" size="sm" variant="ghost" disabled={isSelf || roleOptions.length < 2}>
                Save
              </Button>
            </role.fetcher.Form>
          )}
          <block.fetcher.Form
            method="post"
            onSubmit={block.submit(
              user.blocked
                ? {
                    title: "Unblock user",
                    message: `Unblock ${name}? They will be able to sign in again.`,
                    type: "info",
                    confirmLabel: "Unblock",
                  }
                : {
                    title: "Block user",
                    message: `Block ${name}? They are signed out everywhere at once and cannot sign in until unblocked.`,
                    type: "danger",
                    confirmLabel: "Block",
                  },
            )}
          >
            <input type="hidden" name="intent" value={user.blocked ? "unblock" : "block"} />
            <input type="hidden" name="userId" value={user.id} />
            <Button
              type="submit"
              size="sm"
              variant={user.blocked ? "secondary" : "danger"}
              disabled={!canBlock || busy}
              icon={
                user.blocked ? (
                  <ShieldCheck aria-hidden className="size-4" />
                ) : (
                  <ShieldBan aria-hidden className="size-4" />
                )
              }
            >
              {user.blocked ? "Unblock" : "Block"}
              <span className="sr-only"> {name}</span>
            </Button>
          </block.fetcher.Form>
        </div>
      </div>
      <AdminUserRoles user={user} actorRole={actorRole} />
    </Card>
  );
}

import { Plus, X } from "lucide-react";
import { canGrantRole, ROLE_LABELS, ROLE_TYPES, type RoleType } from "~/core/access/role-labels";
import { roleOnResource } from "~/core/admin/admin-users";
import { Button } from "~/ui/button";
import { useConfirmedFetcher } from "~/ui/use-confirmed-fetcher";

/** A role a user holds, as the roles panel lists it. */
export interface AdminUserRoleData {
  id: string;
  roleType: RoleType;
  label: string;
  resourceId: string | null;
  resourceName: string | null;
  isPrimary: boolean;
}

/** The roles a user holds, each revocable, and the form that grants another (by resource slug). */
export function AdminUserRoles({
  user,
  actorRole,
}: {
  user: { id: string; name: string; email: string; roles: AdminUserRoleData[] };
  actorRole: string;
}) {
  const grant = useConfirmedFetcher();
  const revoke = useConfirmedFetcher();
  const grantable = ROLE_TYPES.filter((t) => canGrantRole(actorRole, t));
  const name = user.name || user.email;
  return (
    <div className="mt-4 border-t border-border pt-4">
      <h3 className="text-xs font-semibold tracking-[0.16em] text-muted uppercase">Roles</h3>
      {user.roles.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No roles yet.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {user.roles.map((r) => (
            <li
              key={r.id}
              className="flex items-center gap-1 rounded-full border border-border bg-surface-2 py-1 pr-1 pl-3 text-sm"
            >
              <span className="font-medium">{r.label}</span>
              {r.resourceName ? <span className="text-muted">· {r.resourceName}</span> : null}
              {r.isPrimary ? <span className="text-xs text-accent-fg">· Primary</span> : null}
              <revoke.fetcher.Form
                method="post"
                onSubmit={revoke.submit({
                  title: "Revoke role",
                  message: `Revoke ${roleOnResource(r)} from ${name}?`,
                  type: "danger",
                  confirmLabel: "Revoke",
                })}
              >
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="userId" value={user.id} />
                <input type="hidden" name="roleType" value={r.roleType} />
                <input type="hidden" name="resourceId" value={r.resourceId ?? ""} />
                <button
                  type="submit"
                  disabled={!canGrantRole(actorRole, r.roleType)}
                  className="grid size-7 place-items-center rounded-full text-muted hover:bg-surface hover:text-fg disabled:opacity-40"
                >
                  <X aria-hidden className="size-3.5" />
                  <span className="sr-only">Revoke {roleOnResource(r)}</span>
                </button>
              </revoke.fetcher.Form>
            </li>
          ))}
        </ul>
      )}
      <grant.fetcher.Form
        method="post"
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center"
        onSubmit={grant.submit({
          title: "Grant role",
          message: `Grant this role to ${name}?`,
          type: "info",
          confirmLabel: "Grant",
        })}
      >
        <input type="hidden" name="intent" value="grant" />
        <input type="hidden" name="userId" value={user.id} />
        <label htmlFor={`grant-type-${user.id}`} className="sr-only">
          Role to grant to {name}
        </label>
        <select
          id={`grant-type-${user.id}`}
          name="roleType"
          className="h-9 rounded-full border border-border bg-surface-2 px-3 text-sm text-fg"
        >
          {grantable.map((t) => (
            <option key={t} value={t}>
              {ROLE_LABELS[t]}
            </option>
          ))}
        </select>
        <label htmlFor={`grant-resource-${user.id}`} className="sr-only">
          DJ profile, venue or production line slug
        </label>
        <input
          id={`grant-resource-${user.id}`}
          name="resource"
          placeholder="DJ, venue or production slug"
          autoComplete="off"
          className="h-9 min-w-0 rounded-full border border-border bg-surface-2 px-3 text-sm text-fg placeholder:text-muted focus:border-accent-fg focus:outline-none sm:w-64"
        />
        <Button type="submit" size="sm" variant="secondary" icon={<Plus aria-hidden className="size-4" />}>
          Grant role
        </Button>
      </grant.fetcher.Form>
    </div>
  );
}

import { ChevronLeft, ChevronRight, Plus, Search, ShieldBan, ShieldCheck, X } from "lucide-react";
import { type FormEvent, useEffect } from "react";
import { data, Form, Link, useFetcher, useNavigation } from "react-router";
import { z } from "zod";
import {
  ACCOUNT_ROLES,
  type AccountRole,
  canBlockAccount,
  canChangeAccountRole,
  canGrantRole,
  ROLE_LABELS,
  ROLE_RESOURCE,
  ROLE_TYPES,
} from "~/core/role-labels";
import { AdminFrame } from "~/features/admin/admin-frame";
import { Badge } from "~/ui/badge";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { cn } from "~/ui/cn";
import { type ConfirmOptions, useConfirm } from "~/ui/confirm-dialog";
import { toast } from "~/ui/toast";
import { AppError } from "../../server/domain/app-error.server";
import { findRoleResource } from "../../server/domain/roles/find-role-resource.server";
import { getActorRole } from "../../server/domain/roles/get-actor-role.server";
import { getUserRoles, type UserRole } from "../../server/domain/roles/get-user-roles.server";
import { grantRole } from "../../server/domain/roles/grant-role.server";
import { revokeRole } from "../../server/domain/roles/revoke-role.server";
import { listUsers } from "../../server/domain/users/list-users.server";
import { setAccountRole } from "../../server/domain/users/set-account-role.server";
import { setUserBlocked } from "../../server/domain/users/set-user-blocked.server";
import { requireAreaAccess } from "../../server/http/access.server";
import { appErrorStatus } from "../../server/http/app-error-response.server";
import type { Route } from "./+types/admin-users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, userId } = requireAreaAccess(request, context, "/admin/users");
  const url = new URL(request.url);
  const query = url.searchParams.get("q") ?? "";
  const actor = { id: userId };
  const [list, actorRole] = await Promise.all([
    listUsers(database.db, actor, { query, page: Number(url.searchParams.get("page") ?? 1) }),
    getActorRole(database.db, actor),
  ]);
  const roles = await Promise.all(list.users.map((u) => getUserRoles(database.db, u.id)));
  return {
    query,
    ...list,
    users: list.users.map((u, i) => ({ ...u, roles: roles[i] })),
    actorRole,
    actorId: actor.id,
  };
}

const intent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("block"), userId: z.string().min(1) }),
  z.object({ intent: z.literal("unblock"), userId: z.string().min(1) }),
  z.object({ intent: z.literal("set-role"), userId: z.string().min(1), role: z.enum(ACCOUNT_ROLES as [AccountRole]) }),
  z.object({
    intent: z.literal("grant"),
    userId: z.string().min(1),
    roleType: z.enum(ROLE_TYPES),
    resource: z.string().trim().max(200).optional().default(""),
  }),
  z.object({
    intent: z.literal("revoke"),
    userId: z.string().min(1),
    roleType: z.enum(ROLE_TYPES),
    resourceId: z.string().optional(),
  }),
]);

type ActionResult = { ok: true; message: string } | { ok: false; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId } = requireAreaAccess(request, context, "/admin/users");
  const parsed = intent.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return data<ActionResult>({ ok: false, error: "That request was not understood" }, { status: 400 });
  const actor = { id: userId };
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "block":
      case "unblock": {
        const blocked = input.intent === "block";
        const { sessionsRevoked } = await setUserBlocked(database.db, actor, { userId: input.userId, blocked });
        return data<ActionResult>({
          ok: true,
          message: blocked
            ? `User blocked and signed out${sessionsRevoked ? ` of ${sessionsRevoked} session${sessionsRevoked === 1 ? "" : "s"}` : ""}`
            : "User unblocked",
        });
      }
      case "set-role":
        await setAccountRole(database.db, actor, { userId: input.userId, role: input.role });
        return data<ActionResult>({ ok: true, message: "Account role changed" });
      case "grant": {
        const resourceType = ROLE_RESOURCE[input.roleType];
        let resourceId: string | undefined;
        if (resourceType) {
          const resource = await findRoleResource(database.db, resourceType, input.resource);
          if (!resource) throw new AppError("not_found", "No DJ profile, venue or production line with that slug");
          resourceId = resource.id;
        }
        await grantRole(database.db, actor, {
          userId: input.userId,
          roleType: input.roleType,
          resourceType: resourceType ?? undefined,
          resourceId,
        });
        return data<ActionResult>({ ok: true, message: `${ROLE_LABELS[input.roleType]} granted` });
      }
      case "revoke":
        await revokeRole(database.db, actor, {
          userId: input.userId,
          roleType: input.roleType,
          resourceId: input.resourceId || undefined,
        });
        return data<ActionResult>({ ok: true, message: `${ROLE_LABELS[input.roleType]} revoked` });
    }
  } catch (error) {
    if (error instanceof AppError)
      return data<ActionResult>({ ok: false, error: error.message }, { status: appErrorStatus(error) });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Users · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

type LoaderUser = Route.ComponentProps["loaderData"]["users"][number];

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { query, users, total, page, pageCount, actorRole, actorId } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/admin/users";
  const pageHref = (p: number) =>
    `/admin/users?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(p) })}`;
  return (
    <AdminFrame title="Users" description="Search accounts, block or unblock them, and manage their roles.">
      <Form method="get" role="search" className="flex gap-2">
        <label htmlFor="admin-user-search" className="sr-only">
          Search users by name or email
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id="admin-user-search"
            name="q"
            type="search"
            defaultValue={query}
            key={query}
            placeholder="Name or email"
            autoComplete="off"
            className="h-11 w-full rounded-full border border-border bg-surface pr-3 pl-9 text-sm text-fg placeholder:text-muted focus:border-accent-fg focus:outline-none"
          />
        </div>
        <Button type="submit" variant="secondary" aria-busy={searching || undefined}>
          Search
        </Button>
      </Form>
      <p className="mt-4 text-sm text-muted tabular-nums" aria-live="polite">
        {total === 0
          ? query
            ? `No users match “${query}”.`
            : "No users yet."
          : `${total} user${total === 1 ? "" : "s"}${query ? ` matching “${query}”` : ""} · page ${page} of ${pageCount}`}
      </p>
      {users.length > 0 ? (
        <ul className={cn("mt-3 flex flex-col gap-3", searching && "opacity-60")}>
          {users.map((user) => (
            <li key={user.id}>
              <UserCard user={user} actorRole={actorRole} isSelf={user.id === actorId} />
            </li>
          ))}
        </ul>
      ) : null}
      {pageCount > 1 ? (
        <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className={buttonClasses("secondary", "sm")}>
              <ChevronLeft aria-hidden className="size-4" /> Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted tabular-nums">
            {page} / {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={pageHref(page + 1)} className={buttonClasses("secondary", "sm")}>
              Next <ChevronRight aria-hidden className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </AdminFrame>
  );
}

/** A fetcher whose submissions go through the confirm dialog and whose results become toasts. */
function useConfirmedFetcher() {
  const fetcher = useFetcher<ActionResult>();
  const confirm = useConfirm();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast.success(fetcher.data.message);
    else toast.error(fetcher.data.error);
  }, [fetcher.state, fetcher.data]);
  const submitConfirmed = (options: ConfirmOptions) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    if (await confirm(options)) fetcher.submit(formData, { method: "post" });
  };
  return { fetcher, submitConfirmed };
}

function UserCard({ user, actorRole, isSelf }: { user: LoaderUser; actorRole: string; isSelf: boolean }) {
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
              {user.role !== "user" ? (
                <Badge tone="accent">{user.role === "supadmin" ? "Super Administrator" : "Administrator"}</Badge>
              ) : null}
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
              {user.role === "user" ? "User account" : user.role === "admin" ? "Administrator" : "Super Administrator"}
            </span>
          ) : (
            <role.fetcher.Form
              method="post"
              className="flex items-center gap-2"
              onSubmit={role.submitConfirmed({
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
                    {r === "user" ? "User" : r === "admin" ? "Administrator" : "Super Administrator"}
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
            onSubmit={block.submitConfirmed(
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
      <RolesPanel user={user} actorRole={actorRole} />
    </Card>
  );
}

function RolesPanel({ user, actorRole }: { user: LoaderUser; actorRole: string }) {
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
          {user.roles.map((r: UserRole) => (
            <li
              key={r.id}
              className="flex items-center gap-1 rounded-full border border-border bg-surface-2 py-1 pr-1 pl-3 text-sm"
            >
              <span className="font-medium">{r.label}</span>
              {r.resourceName ? <span className="text-muted">· {r.resourceName}</span> : null}
              {r.isPrimary ? <span className="text-xs text-accent-fg">· Primary</span> : null}
              <revoke.fetcher.Form
                method="post"
                onSubmit={revoke.submitConfirmed({
                  title: "Revoke role",
                  message: `Revoke ${r.label}${r.resourceName ? ` for ${r.resourceName}` : ""} from ${name}?`,
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
                  <span className="sr-only">
                    Revoke {r.label}
                    {r.resourceName ? ` for ${r.resourceName}` : ""}
                  </span>
                </button>
              </revoke.fetcher.Form>
            </li>
          ))}
        </ul>
      )}
      <grant.fetcher.Form
        method="post"
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center"
        onSubmit={grant.submitConfirmed({
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

import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { ROLE_LABELS } from "~/core/access/role-labels";
import type { AdminActionResult as ActionResult } from "~/core/admin/admin-action-result";
import {
  adminUserIntentSchema,
  adminUsersPageHref,
  adminUsersSummary,
  blockedUserNotice,
} from "~/core/admin/admin-users";
import { REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import { AdminFrame } from "~/features/admin/admin-frame";
import { AdminUserCard } from "~/features/admin/admin-user-card";
import { Button, buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { auditAdminAction } from "~server/adapters/admin-audit.server";
import { appErrorStatus } from "~server/adapters/app-error-response.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { AppError } from "~server/domain/app-error.server";
import { getActorRole } from "~server/domain/roles/get-actor-role.server";
import { grantRoleByResourceSlug } from "~server/domain/roles/grant-role-by-resource-slug.server";
import { listRolesOfUsers } from "~server/domain/roles/list-roles-of-users.server";
import { revokeRole } from "~server/domain/roles/revoke-role.server";
import { getAccountLabel as accountLabel } from "~server/domain/users/get-account-label.server";
import { listUsers } from "~server/domain/users/list-users.server";
import { setAccountRole } from "~server/domain/users/set-account-role.server";
import { setUserBlocked } from "~server/domain/users/set-user-blocked.server";
import type { Route } from "./+types/admin-users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, userId } = signedInContext(context);
  const url = new URL(request.url);
  const query = url.searchParams.get("q") ?? "";
  const actor = { id: userId };
  const [list, actorRole] = await Promise.all([
    listUsers(database.db, actor, { query, page: Number(url.searchParams.get("page") ?? 1) }),
    getActorRole(database.db, actor),
  ]);
  // The whole page's roles in one query (not one per user).
  const roles = await listRolesOfUsers(
    database.db,
    list.users.map((u) => u.id),
  );
  return {
    query,
    ...list,
    users: list.users.map((u) => ({ ...u, roles: roles.get(u.id) ?? [] })),
    actorRole,
    actorId: actor.id,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId } = signedInContext(context);
  const parsed = adminUserIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<ActionResult>({ ok: false, error: REQUEST_NOT_UNDERSTOOD }, { status: 400 });
  const actor = { id: userId };
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "block":
      case "unblock": {
        const blocked = input.intent === "block";
        const { sessionsRevoked } = await setUserBlocked(database.db, actor, { userId: input.userId, blocked });
        await auditAdminAction(database.db, userId, {
          action: blocked ? "user.block" : "user.unblock",
          targetType: "user",
          targetId: input.userId,
          targetLabel: await accountLabel(database.db, input.userId),
          before: { blocked: !blocked },
          after: { blocked },
        });
        return data<ActionResult>({ ok: true, message: blockedUserNotice(blocked, sessionsRevoked) });
      }
      case "set-role":
        await setAccountRole(database.db, actor, { userId: input.userId, role: input.role });
        await auditAdminAction(database.db, userId, {
          action: "user.role",
          targetType: "user",
          targetId: input.userId,
          targetLabel: await accountLabel(database.db, input.userId),
          after: { role: input.role },
        });
        return data<ActionResult>({ ok: true, message: "Account role changed" });
      case "grant":
        await grantRoleByResourceSlug(database.db, actor, input);
        await auditAdminAction(database.db, userId, {
          action: "role.grant",
          targetType: "user",
          targetId: input.userId,
          targetLabel: await accountLabel(database.db, input.userId),
          after: { role: input.roleType, resource: input.resource || null },
        });
        return data<ActionResult>({ ok: true, message: `${ROLE_LABELS[input.roleType]} granted` });
      case "revoke":
        await revokeRole(database.db, actor, {
          userId: input.userId,
          roleType: input.roleType,
          resourceId: input.resourceId || undefined,
        });
        await auditAdminAction(database.db, userId, {
          action: "role.revoke",
          targetType: "user",
          targetId: input.userId,
          targetLabel: await accountLabel(database.db, input.userId),
          before: { role: input.roleType, resource: input.resourceId || null },
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

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { query, users, total, page, pageCount, actorRole, actorId } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/admin/users";
  const pageHref = (p: number) => adminUsersPageHref(query, p);
  return (
    <AdminFrame title="Users" description="Search accounts, block or unblock them, and manage their roles.">
      <Form method="get" role="search" aria-label="Search users" className="flex gap-2">
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
        {adminUsersSummary({ total, query, page, pageCount })}
      </p>
      {users.length > 0 ? (
        <ul className={cn("mt-3 flex flex-col gap-3", searching && "opacity-60")}>
          {users.map((user) => (
            <li key={user.id}>
              <AdminUserCard user={user} actorRole={actorRole} isSelf={user.id === actorId} />
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

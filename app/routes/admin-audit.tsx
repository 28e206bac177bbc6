import { ScrollText } from "lucide-react";
import { Form, Link } from "react-router";
import {
  ADMIN_ACTION_LABELS,
  ADMIN_ACTIONS,
  AUDIT_GROUPS,
  adminActionLabel,
  describeChange,
  parseAuditFilter,
} from "~/core/admin/admin-audit";
import { bookingWhen } from "~/core/admin/admin-bookings";
import { AdminFrame } from "~/features/admin/admin-frame";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { selectBase } from "~/ui/filter-select";
import { signedInContext } from "~server/adapters/route-guard.server";
import { listAdminAuditLog } from "~server/domain/audit/list-admin-audit-log.server";
import type { Route } from "./+types/admin-audit";

/** /admin/audit: every admin action — who, what, which target, before → after, when — newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  const filter = parseAuditFilter(new URL(request.url).searchParams);
  const log = await listAdminAuditLog(ctx.database.db, filter);
  return {
    filter,
    ...log,
    rows: log.rows.map((r) => ({
      id: r.id,
      actor: r.actorName ?? "A deleted account",
      action: r.action,
      label: adminActionLabel(r.action),
      target: r.targetLabel ?? r.targetId ?? r.targetType,
      targetType: r.targetType.replace(/_/g, " "),
      change: describeChange(r.before, r.after),
      when: bookingWhen(r.createdAt),
    })),
  };
}

export async function action({ context }: Route.ActionArgs) {
  signedInContext(context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Audit log · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { filter, rows, total, page, pageCount } = loaderData;
  const href = (p: number) => {
    const params = new URLSearchParams();
    if (filter.action) params.set("action", filter.action);
    if (filter.group) params.set("group", filter.group);
    if (filter.q) params.set("q", filter.q);
    params.set("page", String(p));
    return `?${params}`;
  };
  return (
    <AdminFrame title="Audit log" description="Every change made in the admin area: who did what, to what, and when.">
      <Form method="get" className="grid grid-cols-2 gap-2 md:grid-cols-[2fr_1fr_1.4fr_auto]">
        <label className="col-span-2 md:col-span-1">
          <span className="sr-only">Search by person or target</span>
          <input
            name="q"
            defaultValue={filter.q}
            placeholder="Person or target"
            className="h-10 w-full rounded-lg border border-border bg-surface-2 px-3 text-sm"
          />
        </label>
        <select name="group" aria-label="Area" defaultValue={filter.group ?? ""} className={cn(selectBase, "h-10")}>
          <option value="">All areas</option>
          {AUDIT_GROUPS.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </select>
        <select name="action" aria-label="Action" defaultValue={filter.action ?? ""} className={cn(selectBase, "h-10")}>
          <option value="">All actions</option>
          {ADMIN_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {ADMIN_ACTION_LABELS[a]}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" size="sm" className="col-span-2 h-10 md:col-span-1">
          Filter
        </Button>
      </Form>
      <p className="mt-4 text-sm text-muted">
        {total} action{total === 1 ? "" : "s"}
        {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}
      </p>
      {rows.length === 0 ? (
        <div className="mt-4 flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border p-10 text-center">
          <ScrollText aria-hidden className="size-8 text-muted" />
          <p className="font-semibold">Nothing logged here yet</p>
        </div>
      ) : (
        <ol aria-label="Admin actions" className="mt-3 flex flex-col gap-2 md:gap-0">
          {rows.map((row) => (
            <li
              key={row.id}
              data-testid="audit-row"
              className="grid gap-1 rounded-2xl border border-border bg-surface p-4 text-sm md:grid-cols-[11rem_10rem_minmax(0,1fr)_minmax(0,1.2fr)] md:gap-4 md:rounded-none md:border-0 md:border-b md:bg-transparent md:px-2 md:py-3"
            >
              <span className="text-xs text-muted md:text-sm tabular-nums">{row.when}</span>
              <span className="font-medium">{row.actor}</span>
              <span>
                <span className="font-semibold">{row.label}</span>
                <span className="text-muted">
                  {" "}
                  · {row.targetType}: {row.target}
                </span>
              </span>
              <span className="break-words text-muted">{row.change || "—"}</span>
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex justify-between text-sm">
          {page > 1 ? <Link to={href(page - 1)}>Previous</Link> : <span />}
          {page < pageCount ? <Link to={href(page + 1)}>Next</Link> : <span />}
        </nav>
      ) : null}
    </AdminFrame>
  );
}

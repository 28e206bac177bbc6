import { Plus, Search } from "lucide-react";
import { data, Form, Link } from "react-router";
import type { AdminActionResult } from "~/core/admin/admin-action-result";
import {
  ADMIN_DJ_TRI_FILTERS,
  adminDjHref,
  createDjSchema,
  djBulkChangeSchema,
  djBulkMessage,
  isPublicDj,
  parseAdminDjFilter,
  VERIFICATION_STATUSES,
} from "~/core/admin/admin-djs";
import { REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import { AdminDjTable } from "~/features/admin/admin-dj-table";
import { AdminFrame } from "~/features/admin/admin-frame";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { selectBase } from "~/ui/filter-select";
import { useConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { appErrorStatus } from "~server/adapters/app-error-response.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { AppError } from "~server/domain/app-error.server";
import { recordAdminAction } from "~server/domain/audit/record-admin-action.server";
import { changeDjFlags } from "~server/domain/djs/change-dj-flags.server";
import { createDjProfile } from "~server/domain/djs/create-dj-profile.server";
import { listAdminDjs } from "~server/domain/djs/list-admin-djs.server";
import type { Route } from "./+types/admin-djs";

/**
 * /admin/djs: every DJ profile with search and filters, inline and bulk changes of verification, active,
 * featured, suggested and booking (public pages and search follow at once), and "create a DJ profile".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  const url = new URL(request.url);
  const filter = parseAdminDjFilter(url.searchParams);
  const list = await listAdminDjs(ctx.database.db, filter);
  return {
    filter,
    prefill: (url.searchParams.get("create") ?? "").slice(0, 80),
    ...list,
    rows: list.rows.map((r) => ({ ...r, isPublic: isPublicDj(r) })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = signedInContext(context);
  const form = await request.formData();
  const db = ctx.database.db;
  const actor = { id: ctx.userId };
  const fail = (error: string, status = 400) => data<AdminActionResult>({ ok: false, error }, { status });
  try {
    if (form.get("intent") === "create") {
      const parsed = createDjSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? REQUEST_NOT_UNDERSTOOD);
      const dj = await createDjProfile(db, actor, parsed.data);
      await recordAdminAction(db, {
        actorId: ctx.userId,
        action: "dj.create",
        targetType: "dj_profile",
        targetId: dj.id,
        targetLabel: dj.displayName,
        after: { slug: dj.slug, verificationStatus: parsed.data.verification },
      });
      return data<AdminActionResult>({ ok: true, message: `${dj.displayName} created at /dj/${dj.slug}` });
    }
    const parsed = djBulkChangeSchema.safeParse({ ...Object.fromEntries(form), ids: form.getAll("ids") });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? REQUEST_NOT_UNDERSTOOD);
    const changed = await changeDjFlags(db, actor, parsed.data);
    for (const row of changed)
      await recordAdminAction(db, {
        actorId: ctx.userId,
        action: "dj.update",
        targetType: "dj_profile",
        targetId: row.id,
        targetLabel: row.displayName,
        before: row.before,
        after: row.after,
      });
    return data<AdminActionResult>({ ok: true, message: djBulkMessage(parsed.data, changed.length) });
  } catch (error) {
    if (error instanceof AppError) return fail(error.message, appErrorStatus(error));
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "DJs · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

const TRI_LABELS = {
  active: "Active",
  featured: "Featured",
  suggested: "Suggested",
  booking: "Booking",
  claimed: "Claimed",
};

export default function AdminDjs({ loaderData }: Route.ComponentProps) {
  const { filter, rows, total, page, pageCount, prefill } = loaderData;
  const action = useConfirmedFetcher();
  const create = useConfirmedFetcher();
  return (
    <AdminFrame
      title="DJs"
      description="Every DJ profile, public or hidden. Verify, feature and switch bookings on — the public pages and search follow at once."
    >
      <div className="flex flex-col gap-4">
        <Form
          method="get"
          role="search"
          aria-label="Filter DJs"
          className="grid grid-cols-2 gap-2 md:grid-cols-[2fr_repeat(6,1fr)_auto]"
        >
          <label className="relative col-span-2 md:col-span-1">
            <span className="sr-only">Search DJs by name, slug or city</span>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            />
            <input
              name="q"
              defaultValue={filter.q}
              placeholder="Name, slug or city"
              className="h-10 w-full rounded-lg border border-border bg-surface-2 pr-3 pl-9 text-sm"
            />
          </label>
          <label className="sr-only" htmlFor="dj-filter-verification">
            Verification
          </label>
          <select
            id="dj-filter-verification"
            name="verification"
            defaultValue={filter.verification ?? ""}
            className={cn(selectBase, "h-10")}
          >
            <option value="">Any verification</option>
            {VERIFICATION_STATUSES.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
          {ADMIN_DJ_TRI_FILTERS.map((key) => (
            <select
              key={key}
              name={key}
              aria-label={TRI_LABELS[key]}
              defaultValue={filter[key] ?? ""}
              className={cn(selectBase, "h-10")}
            >
              <option value="">{TRI_LABELS[key]}: any</option>
              <option value="yes">{TRI_LABELS[key]}: yes</option>
              <option value="no">{TRI_LABELS[key]}: no</option>
            </select>
          ))}
          <Button type="submit" variant="secondary" size="sm" className="h-10">
            Filter
          </Button>
        </Form>
        <details className="rounded-2xl border border-border bg-surface p-4" open={Boolean(prefill)}>
          <summary className="flex cursor-pointer items-center gap-2 font-semibold">
            <Plus aria-hidden className="size-4 text-accent-fg" />
            Create a DJ profile
          </summary>
          <create.fetcher.Form
            method="post"
            onSubmit={create.submit()}
            className="mt-3 grid gap-3 md:grid-cols-[2fr_1.5fr_1fr_auto] md:items-end"
          >
            <input type="hidden" name="intent" value="create" />
            <label className="flex flex-col gap-1.5 text-sm text-muted">
              Name
              <input
                name="displayName"
                required
                defaultValue={prefill}
                className="h-10 rounded-lg border border-border bg-surface-2 px-3 text-fg"
              />
            </label>
            <label className="flex flex-col gap-1.5 text-sm text-muted">
              City, country
              <input name="location" className="h-10 rounded-lg border border-border bg-surface-2 px-3 text-fg" />
            </label>
            <label className="flex flex-col gap-1.5 text-sm text-muted">
              Verification
              <select name="verification" defaultValue="none" className={cn(selectBase, "h-10")}>
                {VERIFICATION_STATUSES.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" size="sm" className="h-10">
              Create
            </Button>
          </create.fetcher.Form>
        </details>
        <p className="text-sm text-muted" aria-live="polite">
          {total} profile{total === 1 ? "" : "s"}
          {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}
        </p>
        <AdminDjTable items={rows} action={action} />
        {pageCount > 1 ? (
          <nav aria-label="Pages" className="flex justify-between text-sm">
            {page > 1 ? <Link to={adminDjHref(filter, { page: page - 1 })}>Previous</Link> : <span />}
            {page < pageCount ? <Link to={adminDjHref(filter, { page: page + 1 })}>Next</Link> : <span />}
          </nav>
        ) : null}
      </div>
    </AdminFrame>
  );
}

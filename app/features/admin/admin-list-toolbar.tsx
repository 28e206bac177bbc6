import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { ADMIN_FILTER_LABELS, adminListHref } from "~/core/admin/admin-venues";
import { cn } from "~/ui/cn";
import { controlClass } from "~/ui/field-frame";

/**
 * State pills and the search box above an admin list (/admin/venues, /admin/productions, /admin/events); both are
 * plain links/GETs.
 */
export function AdminListToolbar<F extends string>({
  filters,
  labels,
  status,
  q,
  label,
  searchLabel,
  placeholder,
  searchClassName = "md:w-80",
}: {
  filters: readonly F[];
  /** The pills' words; the venue and production states' by default. */
  labels?: Readonly<Record<F, string>>;
  status: string;
  q: string;
  /** Name of the state nav, e.g. "Venue state". */
  label: string;
  searchLabel: string;
  placeholder: string;
  /** The search box's width beside the pills. */
  searchClassName?: string;
}) {
  const words: Readonly<Record<string, string>> = labels ?? ADMIN_FILTER_LABELS;
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
        <ul className="flex w-max gap-1">
          {filters.map((s) => (
            <li key={s}>
              <Link
                to={adminListHref(s, q)}
                aria-current={s === status ? "page" : undefined}
                className={cn(
                  "flex h-9 items-center rounded-full border px-4 text-sm font-medium",
                  s === status ? "border-accent-fg/60 bg-surface-2 text-fg" : "border-border text-muted hover:text-fg",
                )}
              >
                {words[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" role="search" aria-label="Search this list" className={cn("relative", searchClassName)}>
        {status !== "all" ? <input type="hidden" name="status" value={status} /> : null}
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          aria-label={searchLabel}
          placeholder={placeholder}
          autoComplete="off"
          className={cn(controlClass(false), "h-11 pl-10")}
        />
      </Form>
    </div>
  );
}

/** The dashed empty state of an admin list. */
export function AdminListEmpty({ title, text, icon }: { title: string; text: string; icon: React.ReactNode }) {
  return (
    <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-12 text-center">
      <span aria-hidden className="text-accent-fg">
        {icon}
      </span>
      <p className="mt-3 font-display text-lg font-semibold">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-muted">{text}</p>
    </div>
  );
}

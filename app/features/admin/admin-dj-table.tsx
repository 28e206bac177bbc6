import { ExternalLink, Pencil } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { type AdminDjRow, DJ_FLAG_LABELS, DJ_FLAGS, type DjFlag, VERIFICATION_STATUSES } from "~/core/admin/admin-djs";
import { djDisplayImage } from "~/core/djs/dj-image";
import { Badge, VerificationBadge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { selectBase } from "~/ui/filter-select";
import type { ConfirmedFetcher } from "~/ui/use-confirmed-fetcher";

/** A row of the table: the server's row, and whether the profile is public. */
export interface AdminDjItem extends AdminDjRow {
  isPublic: boolean;
}

const BULK_CHOICES = [
  ...VERIFICATION_STATUSES.map((v) => ({ value: `verification:${v}`, label: `Verification: ${v}` })),
  ...DJ_FLAGS.flatMap((f) => [
    { value: `flag:${f}:on`, label: `${DJ_FLAG_LABELS[f]}: on` },
    { value: `flag:${f}:off`, label: `${DJ_FLAG_LABELS[f]}: off` },
  ]),
];

function FlagToggle({ dj, flag, action }: { dj: AdminDjItem; flag: DjFlag; action: ConfirmedFetcher }) {
  const on = dj[flag];
  return (
    <action.fetcher.Form method="post" onSubmit={action.submit()}>
      <input type="hidden" name="intent" value="flag" />
      <input type="hidden" name="ids" value={dj.id} />
      <input type="hidden" name="flag" value={flag} />
      <input type="hidden" name="value" value={on ? "off" : "on"} />
      <button
        type="submit"
        aria-pressed={on}
        aria-label={`${DJ_FLAG_LABELS[flag]} for ${dj.displayName}`}
        className={cn(
          "h-8 rounded-full border px-3 text-xs font-semibold transition-colors",
          on ? "border-transparent bg-fg text-bg" : "border-border text-muted hover:text-fg",
        )}
      >
        {DJ_FLAG_LABELS[flag]}
      </button>
    </action.fetcher.Form>
  );
}

/**
 * A profile's verification: pick a status, then Save (shown once it differs). It does not save on change: a keyboard
 * user arrowing through the options would otherwise publish or hide the profile at the first key press.
 */
function VerificationForm({ dj, action }: { dj: AdminDjItem; action: ConfirmedFetcher }) {
  const [value, setValue] = useState(dj.verificationStatus);
  const changed = value !== dj.verificationStatus;
  return (
    <action.fetcher.Form method="post" onSubmit={action.submit()} className="flex items-center gap-1.5">
      <input type="hidden" name="intent" value="verification" />
      <input type="hidden" name="ids" value={dj.id} />
      <label className="sr-only" htmlFor={`verification-${dj.id}`}>
        Verification of {dj.displayName}
      </label>
      <select
        id={`verification-${dj.id}`}
        name="value"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value as typeof value)}
        className={cn(selectBase, "h-8 text-xs")}
      >
        {VERIFICATION_STATUSES.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
      {changed ? (
        <button
          type="submit"
          className="h-8 rounded-full bg-accent-gradient px-3 text-xs font-semibold text-white"
          aria-label={`Save verification of ${dj.displayName}`}
        >
          Save
        </button>
      ) : null}
    </action.fetcher.Form>
  );
}

/**
 * The DJ list of /admin/djs: a row per profile (a card on phones) with its verification menu and flag toggles that
 * save at once, and a bulk bar that applies one change to every ticked profile.
 */
export function AdminDjTable({ items, action }: { items: AdminDjItem[]; action: ConfirmedFetcher }) {
  const [checked, setChecked] = useState<string[]>([]);
  const [choice, setChoice] = useState(BULK_CHOICES[2]?.value ?? "");
  const [kind, first, second] = choice.split(":");
  const allChecked = items.length > 0 && items.every((i) => checked.includes(i.id));
  return (
    <div className="flex flex-col gap-3">
      <action.fetcher.Form
        method="post"
        onSubmit={action.submit({
          title: `Change ${checked.length} DJ profile${checked.length === 1 ? "" : "s"}?`,
          message: "The change shows on the public pages and in search at once.",
          confirmLabel: "Apply",
        })}
        className="flex flex-wrap items-center gap-2 rounded-2xl border border-border bg-surface p-3"
      >
        <label className="flex items-center gap-2 text-sm text-muted">
          <input
            type="checkbox"
            checked={allChecked}
            onChange={(e) => setChecked(e.currentTarget.checked ? items.map((i) => i.id) : [])}
            className="size-5 accent-[#c026d3]"
          />
          All on this page
        </label>
        <label className="sr-only" htmlFor="dj-bulk-change">
          Change for the selected DJs
        </label>
        <select
          id="dj-bulk-change"
          value={choice}
          onChange={(e) => setChoice(e.currentTarget.value)}
          className={cn(selectBase, "h-10")}
        >
          {BULK_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <input type="hidden" name="intent" value={kind} />
        {kind === "verification" ? (
          <input type="hidden" name="value" value={first} />
        ) : (
          <>
            <input type="hidden" name="flag" value={first} />
            <input type="hidden" name="value" value={second} />
          </>
        )}
        {checked.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        <Button type="submit" size="sm" disabled={checked.length === 0}>
          Apply to {checked.length} selected
        </Button>
      </action.fetcher.Form>

      <ul aria-label="DJ profiles" className="flex flex-col gap-2">
        {items.map((dj) => (
          <li
            key={dj.id}
            data-testid="admin-dj-row"
            className="grid grid-cols-[auto_auto_1fr] items-center gap-3 rounded-2xl border border-border bg-surface p-3 md:grid-cols-[auto_auto_minmax(0,1fr)_auto_auto]"
          >
            <input
              type="checkbox"
              aria-label={`Select ${dj.displayName}`}
              checked={checked.includes(dj.id)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setChecked((list) => (on ? [...list, dj.id] : list.filter((x) => x !== dj.id)));
              }}
              className="size-5 accent-[#c026d3]"
            />
            <img
              src={djDisplayImage(dj)}
              alt=""
              width={44}
              height={44}
              loading="lazy"
              className="size-11 rounded-full bg-surface-2 object-cover"
            />
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                <span className="truncate">{dj.displayName}</span>
                <VerificationBadge status={dj.verificationStatus} />
                {dj.isPublic ? null : <Badge tone="neutral">Hidden</Badge>}
              </p>
              <p className="truncate text-xs text-muted">
                /{dj.slug}
                {dj.location ? ` · ${dj.location}` : ""} · {dj.owner ? `claimed by ${dj.owner}` : "unclaimed"}
                {dj.openInquiries > 0
                  ? ` · ${dj.openInquiries} open inquir${dj.openInquiries === 1 ? "y" : "ies"}`
                  : ""}
              </p>
            </div>
            <div className="col-span-3 flex flex-wrap items-center gap-1.5 md:col-span-1">
              <VerificationForm key={dj.verificationStatus} dj={dj} action={action} />
              {DJ_FLAGS.map((flag) => (
                <FlagToggle key={flag} dj={dj} flag={flag} action={action} />
              ))}
            </div>
            <div className="col-span-3 flex gap-3 text-sm md:col-span-1">
              <Link to={`/dj/${dj.slug}/edit`} className="flex items-center gap-1 text-muted hover:text-fg">
                <Pencil aria-hidden className="size-4" />
                Edit<span className="sr-only"> {dj.displayName}</span>
              </Link>
              <Link to={`/dj/${dj.slug}`} className="flex items-center gap-1 text-muted hover:text-fg">
                <ExternalLink aria-hidden className="size-4" />
                View<span className="sr-only"> {dj.displayName}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

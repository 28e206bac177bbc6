import { History, Mail, ShieldCheck, Trash2, UserMinus, X } from "lucide-react";
import { useEffect, useRef } from "react";
import {
  VENUE_PERMISSION_KEYS,
  VENUE_PERMISSION_LABELS,
  VENUE_ROLE_LABELS,
  VENUE_ROLES,
  type VenueRole,
  visibleVenueTabs,
} from "~/core/access/venue-permissions";
import type { FieldErrors } from "~/core/forms/form-result";
import type { VenueInvitationRow, VenueStaffRow } from "~/core/venues/venue-staff";
import { staffLogSentence, type VenueStaffLogRow } from "~/core/venues/venue-staff";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { SelectField } from "~/ui/form-controls";
import { Field } from "~/ui/form-fields";
import { useAnsweredFetcher } from "~/ui/use-answered-fetcher";
import type { ConfirmedFetcher } from "~/ui/use-confirmed-fetcher";

/** What the Staff tab's action answers (a toast, and field errors for the invite form). */
export type VenueStaffResult = { ok: true; message: string } | { ok: false; error: string; errors?: FieldErrors };

export type StaffMember = VenueStaffRow;

export type PendingInvitation = Omit<VenueInvitationRow, "createdAt">;

const ROLE_OPTIONS = VENUE_ROLES.map((r) => ({ value: r, label: VENUE_ROLE_LABELS[r] }));
const roleLabel = (role: string) => VENUE_ROLE_LABELS[role as VenueRole] ?? role;
/** Fixed locale and zone: the server's render and the browser's hydration print the same date. */
export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** Invite by email with a role; errors sit next to the fields, success empties the form. */
export function InviteForm() {
  const { fetcher, form: formRef } = useAnsweredFetcher<VenueStaffResult>((refusal) => !refusal.errors);
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? {}) : {};
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-[1fr_200px_auto] sm:items-start md:p-5"
    >
      <input type="hidden" name="intent" value="invite" />
      <Field
        label="Email address"
        name="email"
        type="email"
        autoComplete="off"
        placeholder="name@example.com"
        error={errors.email}
      />
      <SelectField label="Role" name="role" options={ROLE_OPTIONS} defaultValue="manager" error={errors.role} />
      <Button
        type="submit"
        size="lg"
        className="sm:mt-[26px]"
        aria-disabled={fetcher.state !== "idle" || undefined}
        icon={<Mail aria-hidden className="size-4" />}
      >
        {fetcher.state !== "idle" ? "Sending…" : "Send invite"}
      </Button>
    </fetcher.Form>
  );
}

/**
 * One person on the staff: who, their role and status, and (while active) role, permissions and revoke; once
 * revoked, owners may remove the record for good.
 */
export function StaffMemberCard({
  member,
  isSelf,
  canRemove,
  action,
}: {
  member: StaffMember;
  isSelf: boolean;
  canRemove: boolean;
  action: ConfirmedFetcher;
}) {
  const active = member.invitationStatus === "active";
  const granted = VENUE_PERMISSION_KEYS.filter((k) => member.permissions[k]);
  // A refused change (the last owner demoting themselves) leaves the form showing the role they still have.
  const roleForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (action.fetcher.state === "idle" && action.fetcher.data && !action.fetcher.data.ok) roleForm.current?.reset();
  }, [action.fetcher.state, action.fetcher.data]);
  const opens = visibleVenueTabs(member.permissions).map((t) => t.label);
  return (
    <li
      data-testid="staff-member"
      data-email={member.email}
      // min-w-0: a grid item may be narrower than its unbroken email (which is truncated), or a phone scrolls sideways.
      // A former member's card is dashed, not faded: faded muted text fails the contrast check (WCAG 1.4.3).
      className={cn("min-w-0 rounded-2xl border border-border bg-surface p-4 md:p-5", !active && "border-dashed")}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold [overflow-wrap:anywhere]">
            {member.name || member.email}
            {isSelf ? <span className="ml-2 text-xs font-medium text-muted">(you)</span> : null}
          </p>
          <p className="truncate text-sm text-muted">{member.email}</p>
          <p className="mt-1 text-xs text-muted tabular">
            Added {shortDate(member.addedAt)}
            {member.acceptedAt ? ` · accepted ${shortDate(member.acceptedAt)}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="rounded-full bg-surface-2 px-2.5 py-1 text-xs font-semibold">{roleLabel(member.role)}</span>
          <span
            className={cn(
              "rounded-full px-2.5 py-1 text-xs font-semibold",
              active ? "bg-[#0c1f14] text-success" : "bg-[#220c0c] text-[#fca5a5]",
            )}
          >
            {active ? "Active" : "Revoked"}
          </span>
        </div>
      </div>
      {active ? (
        <p className="mt-3 text-sm text-muted" data-testid="member-tabs">
          {opens.length > 0 ? `Opens ${opens.join(", ")}` : "Opens no section yet"}
        </p>
      ) : null}
      {active ? (
        <div className="mt-4 flex flex-col gap-3 border-t border-border pt-4">
          <action.fetcher.Form
            ref={roleForm}
            method="post"
            onSubmit={action.submit({
              title: "Change role?",
              message: `${member.name || member.email}'s permissions will be reset to the defaults of the new role.`,
              confirmLabel: "Change role",
              type: "warning",
            })}
            className="flex flex-wrap items-end gap-2"
          >
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="userId" value={member.userId} />
            <div className="min-w-[180px] flex-1">
              <SelectField
                label={`Role of ${member.name || member.email}`}
                name="role"
                options={ROLE_OPTIONS}
                defaultValue={member.role}
              />
            </div>
            <Button type="submit" variant="secondary" size="lg">
              Change role
            </Button>
          </action.fetcher.Form>
          <details className="group rounded-xl border border-border bg-surface-2/50">
            <summary className="flex cursor-pointer items-center gap-2 px-3 py-2.5 text-sm font-medium">
              <ShieldCheck aria-hidden className="size-4 text-accent-fg" />
              Permissions
              <span className="ml-auto text-xs text-muted">
                {granted.length} of {VENUE_PERMISSION_KEYS.length}
              </span>
            </summary>
            <action.fetcher.Form method="post" onSubmit={action.submit()} className="flex flex-col gap-3 px-3 pb-3">
              <input type="hidden" name="intent" value="permissions" />
              <input type="hidden" name="userId" value={member.userId} />
              <fieldset className="grid gap-2 sm:grid-cols-2">
                <legend className="sr-only">Permissions of {member.name || member.email}</legend>
                {VENUE_PERMISSION_KEYS.map((key) => (
                  <label key={key} className="flex cursor-pointer items-center gap-2.5 text-sm">
                    <input
                      type="checkbox"
                      name={`perm_${key}`}
                      defaultChecked={member.permissions[key]}
                      className="size-4 accent-[#c026d3]"
                    />
                    {VENUE_PERMISSION_LABELS[key]}
                  </label>
                ))}
              </fieldset>
              <Button type="submit" variant="secondary" size="sm" className="w-max">
                Save permissions
              </Button>
            </action.fetcher.Form>
          </details>
          <MemberDangerAction
            action={action}
            userId={member.userId}
            intent="revoke"
            label="Revoke access"
            icon={<UserMinus aria-hidden className="size-4" />}
            message={`${member.name || member.email} loses access to this venue's management at once.`}
          />
        </div>
      ) : canRemove ? (
        <MemberDangerAction
          action={action}
          userId={member.userId}
          intent="remove"
          label="Remove for good"
          icon={<Trash2 aria-hidden className="size-4" />}
          message={`${member.name || member.email} disappears from this list. The staff log keeps what happened; to work here again they need a new invitation.`}
          className="mt-4 border-t border-border pt-4"
        />
      ) : null}
    </li>
  );
}

/** Revoke or remove one member: a red ghost button that asks "<label>?" first, with `message` as the consequence. */
function MemberDangerAction({
  action,
  userId,
  intent,
  label,
  icon,
  message,
  className,
}: {
  action: ConfirmedFetcher;
  userId: string;
  intent: "revoke" | "remove";
  label: string;
  icon: React.ReactNode;
  message: string;
  className?: string;
}) {
  return (
    <action.fetcher.Form
      method="post"
      className={className}
      onSubmit={action.submit({ title: `${label}?`, message, confirmLabel: label, type: "danger" })}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={userId} />
      <Button type="submit" variant="ghost" size="sm" className="text-[#fca5a5]" icon={icon}>
        {label}
      </Button>
    </action.fetcher.Form>
  );
}

/** The venue's staff log, newest first (owners only): who invited, changed, revoked or removed whom, and when. */
export function StaffLog({ rows }: { rows: readonly VenueStaffLogRow[] }) {
  return (
    <section aria-labelledby="staff-log-heading" className="mt-10">
      <h2 id="staff-log-heading" className="flex items-center gap-2 font-display text-xl font-semibold">
        <History aria-hidden className="size-5 text-accent-fg" />
        Staff changes
      </h2>
      <p className="mt-1 mb-4 max-w-2xl text-sm text-muted">Only owners see this record.</p>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">No staff changes yet.</p>
      ) : (
        <ol className="divide-y divide-border rounded-2xl border border-border bg-surface" data-testid="staff-log">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
              <span className="min-w-0 text-sm [overflow-wrap:anywhere]">{staffLogSentence(row)}</span>
              <time dateTime={row.createdAt} className="shrink-0 text-xs text-muted tabular">
                {shortDate(row.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A pending invitation: the address, the role, until when the link works, and Cancel. */
export function InvitationRow({ invitation, action }: { invitation: PendingInvitation; action: ConfirmedFetcher }) {
  return (
    <li
      data-testid="pending-invitation"
      // min-w-0: a grid item may be narrower than its unbroken email (which is truncated), or a phone scrolls sideways.
      className="flex min-w-0 flex-wrap items-center justify-between gap-3 rounded-2xl border border-dashed border-border bg-surface/60 p-4"
    >
      <div className="min-w-0">
        <p className="truncate font-medium">{invitation.email}</p>
        <p className="text-xs text-muted tabular">
          {roleLabel(invitation.role)} ·{" "}
          {invitation.expired ? "Expired" : `Pending until ${shortDate(invitation.expiresAt)}`}
        </p>
      </div>
      <action.fetcher.Form
        method="post"
        onSubmit={action.submit({
          title: "Cancel invitation?",
          message: `The link sent to ${invitation.email} stops working.`,
          confirmLabel: "Cancel invitation",
          cancelLabel: "Keep it",
          type: "warning",
        })}
      >
        <input type="hidden" name="intent" value="cancel-invitation" />
        <input type="hidden" name="invitationId" value={invitation.id} />
        <Button type="submit" variant="ghost" size="sm" icon={<X aria-hidden className="size-4" />}>
          Cancel invitation
        </Button>
      </action.fetcher.Form>
    </li>
  );
}

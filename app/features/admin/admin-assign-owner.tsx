import { UserPlus } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { controlClass } from "~/ui/field-frame";
import { useConfirmedFetcher } from "~/ui/use-confirmed-fetcher";

/**
 * "Assign owner" among an admin list row's actions (it takes the row's full width when open): a small disclosure with the email of an existing account. The action
 * answers a toast (an unknown email says so, nothing is stored); a success closes the disclosure.
 */
export function AdminAssignOwner({
  idName,
  idValue,
  resourceName,
  grantText,
}: {
  /** The hidden field naming the resource ("venueId", "productionLineId"). */
  idName: string;
  idValue: string;
  resourceName: string;
  /** What becoming an owner gives, for the confirm dialog. */
  grantText: string;
}) {
  const assign = useConfirmedFetcher();
  const details = useRef<HTMLDetailsElement>(null);
  const inputId = useId();
  const busy = assign.fetcher.state !== "idle";
  useEffect(() => {
    if (assign.fetcher.state === "idle" && assign.fetcher.data?.ok && details.current) details.current.open = false;
  }, [assign.fetcher.state, assign.fetcher.data]);
  return (
    <details ref={details} className="open:basis-full">
      <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-full px-3 text-sm font-medium text-muted hover:bg-surface-2 hover:text-fg [&::-webkit-details-marker]:hidden">
        <UserPlus aria-hidden className="size-4" /> Assign owner
        <span className="sr-only"> of {resourceName}</span>
      </summary>
      <assign.fetcher.Form
        method="post"
        className="mt-2 flex flex-col gap-2 rounded-xl border border-border bg-surface-2/60 p-3 sm:flex-row sm:items-end"
        onSubmit={assign.submit({
          title: "Assign owner",
          message: `Make this account an owner of ${resourceName}? ${grantText}`,
          type: "warning",
          confirmLabel: "Assign owner",
        })}
      >
        <input type="hidden" name="intent" value="assign-owner" />
        <input type="hidden" name={idName} value={idValue} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-xs font-medium text-muted">
            Email of an existing account
          </label>
          <input
            id={inputId}
            name="ownerEmail"
            type="email"
            required
            autoComplete="off"
            placeholder="owner@example.com"
            className={cn(controlClass(false), "h-10 text-sm")}
          />
        </div>
        <Button type="submit" size="sm" variant="secondary" disabled={busy}>
          Assign
        </Button>
      </assign.fetcher.Form>
    </details>
  );
}

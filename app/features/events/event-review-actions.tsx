import { Check, Undo2 } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "~/ui/cn";
import { controlClass } from "~/ui/field-frame";
import type { ConfirmedFetcher } from "~/ui/use-confirmed-fetcher";

const actionClass = "inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold";

/** Approve, or send back with a reason (stored as the review note and mailed to the creator), on /admin/events. */
export function EventReviewActions({
  eventId,
  name,
  action,
}: {
  eventId: string;
  name: string;
  action: ConfirmedFetcher;
}) {
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  return (
    <>
      <action.fetcher.Form method="post" onSubmit={action.submit()}>
        <input type="hidden" name="eventId" value={eventId} />
        <button
          type="submit"
          name="intent"
          value="approve"
          className={cn(actionClass, "bg-[#166534] text-white hover:bg-[#15803d]")}
        >
          <Check aria-hidden className="size-4" /> Approve<span className="sr-only"> {name}</span>
        </button>
      </action.fetcher.Form>
      {rejecting ? (
        <action.fetcher.Form
          method="post"
          onSubmit={action.submit()}
          className="flex w-full flex-col gap-2 rounded-xl border border-border bg-surface-2/60 p-3"
        >
          <input type="hidden" name="eventId" value={eventId} />
          <label htmlFor={`${id}-reason`} className="text-sm font-medium">
            Why is {name} sent back? The creator reads this.
          </label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            required
            minLength={3}
            maxLength={1000}
            rows={3}
            className={cn(controlClass(false), "py-2")}
          />
          <div className="flex gap-2">
            <button
              type="submit"
              name="intent"
              value="reject"
              className={cn(actionClass, "bg-[#dc2626] text-white hover:bg-[#b91c1c]")}
            >
              Send back
            </button>
            <button
              type="button"
              onClick={() => setRejecting(false)}
              className={cn(actionClass, "text-muted hover:text-fg")}
            >
              Keep pending
            </button>
          </div>
        </action.fetcher.Form>
      ) : (
        <button
          type="button"
          onClick={() => setRejecting(true)}
          className={cn(actionClass, "border border-border bg-surface-2 text-fg hover:bg-[#2a2a38]")}
        >
          <Undo2 aria-hidden className="size-4" /> Reject<span className="sr-only"> {name}</span>
        </button>
      )}
    </>
  );
}

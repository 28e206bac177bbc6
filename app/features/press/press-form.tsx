import type { ReactNode } from "react";
import type { PressKitAnswer } from "~/core/press/press-kit";
import { cn } from "~/ui/cn";
import { useAnsweredFetcher } from "~/ui/use-answered-fetcher";

/**
 * One form of the press-kit editor, sent by a fetcher so the page stays where it is: a notice becomes a toast (and
 * the form is emptied for the next entry), a refusal is said beside its field, where the person is looking.
 */
export function PressForm({
  action,
  upload,
  label,
  className,
  children,
}: {
  action: string;
  upload?: boolean;
  label: string;
  className?: string;
  children: (state: { busy: boolean; errors: Record<string, string> }) => ReactNode;
}) {
  const { fetcher, form, busy } = useAnsweredFetcher<PressKitAnswer>(() => false);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const refusal = answer && !answer.ok ? answer : null;
  // A refusal about a field is said beside it (the fields' own error line); anything else under the form.
  const errors =
    refusal?.errors ?? (refusal?.field && refusal.field !== "form" ? { [refusal.field]: refusal.error } : {});
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={action}
      encType={upload ? "multipart/form-data" : undefined}
      aria-label={label}
      className={cn("flex flex-col gap-3", className)}
    >
      {children({ busy, errors })}
      {refusal && Object.keys(errors).length === 0 ? (
        <p role="alert" className="text-sm font-medium text-[#fca5a5]">
          {refusal.error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

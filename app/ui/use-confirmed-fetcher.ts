import type { FormEvent } from "react";
import type { AdminActionResult } from "~/core/admin/admin-action-result";
import { type ConfirmOptions, useConfirm } from "./confirm-dialog";
import { useAnsweredFetcher } from "./use-answered-fetcher";

/**
 * A fetcher for list and card actions (admin reviews and roles, event cancel/duplicate/approve): `submit(options)`
 * asks the confirm dialog first when given options, and every result becomes a toast.
 */
export function useConfirmedFetcher() {
  const { fetcher } = useAnsweredFetcher<AdminActionResult>();
  const confirm = useConfirm();
  const submit = (options?: ConfirmOptions) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
    // The form's own action (e.g. "?intent=delete" on the admin edit screen), resolved by React Router when rendered.
    const action = form.getAttribute("action") ?? undefined;
    if (!options || (await confirm(options))) fetcher.submit(formData, { method: "post", action });
  };
  return { fetcher, submit };
}

export type ConfirmedFetcher = ReturnType<typeof useConfirmedFetcher>;

import { type FormEvent, useEffect } from "react";
import { useFetcher } from "react-router";
import type { AdminActionResult } from "~/core/admin/admin-action-result";
import { type ConfirmOptions, useConfirm } from "./confirm-dialog";
import { toast } from "./toast";

/**
 * A fetcher for list and card actions (admin reviews and roles, event cancel/duplicate/approve): `submit(options)`
 * asks the confirm dialog first when given options, and every result becomes a toast.
 */
export function useConfirmedFetcher() {
  const fetcher = useFetcher<AdminActionResult>();
  const confirm = useConfirm();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast.success(fetcher.data.message);
    else toast.error(fetcher.data.error);
  }, [fetcher.state, fetcher.data]);
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

import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "~/ui/toast";

/**
 * The toast after a create form redirected to its list (`?created=<slug>`); the query is then dropped so a reload
 * does not toast again. Returns the slug, so the list can mark the new row.
 */
export function useCreatedToast(nameOf: (slug: string) => string | undefined): string | null {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const created = params.get("created");
  const name = created ? nameOf(created) : undefined;
  useEffect(() => {
    if (!created) return;
    toast.success(`${name ?? created} was created`);
    const next = new URLSearchParams(params);
    next.delete("created");
    const search = next.toString();
    navigate({ search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true });
  }, [created, name, params, navigate]);
  return created;
}

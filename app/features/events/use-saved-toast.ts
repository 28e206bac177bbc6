import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { eventSavedNotice } from "~/core/events/event-form";
import { isEventStatus } from "~/core/events/events";
import { toast } from "~/ui/toast";

/**
 * The toast after an event form redirected here (`?saved=<status>&event=<id>&created=1`, `&dates=8` for a residency, or `?deleted=<name>`); the
 * query is then dropped
 * so a reload does not toast again.
 */
export function useSavedToast() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const saved = params.get("saved");
  const deleted = params.get("deleted");
  useEffect(() => {
    if (!isEventStatus(saved) && !deleted) return;
    const dates = Number(params.get("dates")) || undefined;
    if (isEventStatus(saved)) toast.success(eventSavedNotice(saved, params.get("created") === "1", dates));
    else toast.success(`${deleted} was deleted`);
    const next = new URLSearchParams(params);
    for (const key of ["saved", "event", "created", "deleted", "dates"]) next.delete(key);
    const search = next.toString();
    navigate({ search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true });
  }, [saved, deleted, params, navigate]);
  return isEventStatus(saved) ? params.get("event") : null;
}

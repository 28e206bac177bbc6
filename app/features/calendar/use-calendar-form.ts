import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { CalendarActionResult } from "~/core/calendar/calendar-view";
import { toast } from "~/ui/toast";

const NO_FIELDS: readonly string[] = [];

/**
 * One calendar form's fetcher: a notice as a toast (and the form reset), a refusal under the field it names (or as a
 * toast when it names none of this form's fields).
 */
export type CalendarFormState = ReturnType<typeof useCalendarForm>;

export function useCalendarForm(fields: readonly string[] = NO_FIELDS) {
  const fetcher = useFetcher<CalendarActionResult>();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      toast.success(fetcher.data.message);
      form.current?.reset();
    } else if (!fields.includes(fetcher.data.field)) toast.error(fetcher.data.error);
  }, [fetcher.state, fetcher.data, fields]);
  const result = fetcher.data;
  const errorOf = (field: string) =>
    result && !result.ok && result.field === field && fields.includes(field) ? result.error : undefined;
  return { fetcher, form, errorOf, busy: fetcher.state !== "idle" };
}

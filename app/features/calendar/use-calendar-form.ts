import type { CalendarActionResult } from "~/core/calendar/calendar-view";
import { useAnsweredFetcher } from "~/ui/use-answered-fetcher";

const NO_FIELDS: readonly string[] = [];

/**
 * One calendar form's fetcher: a notice as a toast (and the form reset), a refusal under the field it names (or as a
 * toast when it names none of this form's fields).
 */
export type CalendarFormState = ReturnType<typeof useCalendarForm>;

export function useCalendarForm(fields: readonly string[] = NO_FIELDS) {
  const answered = useAnsweredFetcher<CalendarActionResult>((refusal) => !fields.includes(refusal.field));
  const result = answered.fetcher.data;
  const errorOf = (field: string) =>
    result && !result.ok && result.field === field && fields.includes(field) ? result.error : undefined;
  return { ...answered, errorOf };
}

import type { ReactNode } from "react";
import { Form } from "react-router";
import { FilterResultRow } from "./filter-bar-parts";
import { useFilterForm } from "./use-filter-form";

/**
 * A listing's filter bar as a plain GET form (/venues, /productions): without JavaScript its Apply button submits it;
 * once hydrated, a change submits at once and the search box after a short pause in typing (useFilterForm). The
 * controls are the caller's (`children`, told whether the page is hydrated for FilterApplyButton); under them, the
 * live result count and, when `clearHref` is set, the way back to the unfiltered list.
 */
export function FilterForm({
  action,
  queryMin,
  label,
  resultLine,
  resultTestId,
  clearHref,
  children,
}: {
  action: string;
  /** The shortest search that filters (shorter ones wait for more typing). */
  queryMin: number;
  /** The search landmark's name ("Filter venues"). */
  label: string;
  resultLine: string;
  resultTestId: string;
  clearHref: string | null;
  children: (hydrated: boolean) => ReactNode;
}) {
  const form = useFilterForm(action, queryMin);
  return (
    <Form
      ref={form.formRef}
      method="get"
      action={action}
      preventScrollReset
      onChange={form.onChange}
      onSubmit={form.onSubmit}
      role="search"
      aria-label={label}
      className="mb-6 flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-3 md:p-4"
    >
      {children(form.hydrated)}
      <FilterResultRow testId={resultTestId} resultLine={resultLine} clearHref={clearHref} />
    </Form>
  );
}

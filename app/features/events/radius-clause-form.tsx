import { Form } from "react-router";
import { radiusClauseFormSchema } from "~/core/clashes/clash-forms";
import {
  DEFAULT_CLASH_HOURS,
  DEFAULT_CLASH_RADIUS_KM,
  MAX_CLASH_RADIUS_KM,
  MAX_CLAUSE_DAYS,
} from "~/core/clashes/lineup-clash";
import type { FormResult } from "~/core/forms/form-result";
import { Field } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { useFormErrors } from "~/ui/use-form-errors";

/**
 * A venue's or production line's radius clause (decision 056), on their manage screens: how far and how many days
 * around their events their lineup DJs may not play elsewhere. Event forms warn when a booking breaks it.
 */
export function RadiusClauseForm({
  owner,
  values,
  actionData,
  saved,
}: {
  owner: string;
  values: Record<string, string>;
  actionData: FormResult | undefined;
  saved: boolean;
}) {
  const { errors, onSubmit } = useFormErrors(radiusClauseFormSchema, actionData);
  const shown = actionData?.values ?? values;
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="flex max-w-xl flex-col gap-5"
      data-testid="radius-clause-form"
    >
      {actionData?.formError ? <Notice tone="error">{actionData.formError}</Notice> : null}
      {saved && !actionData ? <Notice tone="success">Radius clause saved.</Notice> : null}
      <section className="rounded-2xl border border-border bg-surface/90 p-4 md:p-6">
        <h2 className="font-display text-lg font-bold tracking-tight">Radius clause</h2>
        <p className="mt-2 text-sm text-muted">
          DJs on {owner}'s lineups should not play another event within this distance, from this many days before to
          this many days after. Whoever saves a lineup that breaks it — here or anywhere on Booth — is warned first.
          Leave all three empty for no clause of your own: the check then warns on another gig within{" "}
          {DEFAULT_CLASH_RADIUS_KM} km and {DEFAULT_CLASH_HOURS} hours.
        </p>
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Field
            label="Radius (km)"
            name="radiusKm"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CLASH_RADIUS_KM}
            defaultValue={shown.radiusKm}
            error={errors.radiusKm}
          />
          <Field
            label="Days before"
            name="daysBefore"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CLAUSE_DAYS}
            defaultValue={shown.daysBefore}
            error={errors.daysBefore}
          />
          <Field
            label="Days after"
            name="daysAfter"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CLAUSE_DAYS}
            defaultValue={shown.daysAfter}
            error={errors.daysAfter}
          />
        </div>
      </section>
      <div>
        <SubmitButton busyLabel="Saving…">Save clause</SubmitButton>
      </div>
    </Form>
  );
}

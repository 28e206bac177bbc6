import { useState } from "react";
import { RECURRENCE_LIMITS, repeatChoices } from "~/core/events/recurrence";
import { SelectField } from "~/ui/form-controls";
import { Field } from "~/ui/form-fields";

/**
 * The event form's "Repeats" control on creation (decision 059): does not repeat, weekly, fortnightly, or monthly on
 * the first date's weekday ("2nd Thursday", "last Friday" on such a day), ending after a number of dates or on a
 * last date. Each date becomes an event of its own.
 */
export function RepeatFields({
  date,
  values,
  errors,
}: {
  /** The form's first date, for the weekday in the choices' words. */
  date: string;
  values: Record<string, string | undefined>;
  errors: Record<string, string | undefined>;
}) {
  const [repeat, setRepeat] = useState(values.repeat || "none");
  const [ends, setEnds] = useState(values.repeatEnds === "until" ? "until" : "count");
  const choices = repeatChoices(date);
  // A "last Friday" chosen before the date moved off the last Friday stays listed, so the server can name the problem.
  const options = choices.some((c) => c.value === repeat)
    ? choices
    : [...choices, ...repeatChoices("").filter((c) => c.value === repeat)];
  return (
    <div className="flex flex-col gap-4" data-testid="repeat-fields">
      <SelectField
        label="Repeats"
        name="repeat"
        value={repeat}
        onChange={(e) => setRepeat(e.currentTarget.value)}
        error={errors.repeat}
        options={options}
        hint={repeat === "none" ? undefined : "Each date becomes an event of its own, with its own page and lineup."}
      />
      {repeat === "none" ? null : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label="Ends"
            name="repeatEnds"
            value={ends}
            onChange={(e) => setEnds(e.currentTarget.value)}
            options={[
              { value: "count", label: "After a number of dates" },
              { value: "until", label: "On a last date" },
            ]}
          />
          {ends === "until" ? (
            <Field
              label="Last date"
              name="repeatUntil"
              type="date"
              defaultValue={values.repeatUntil}
              error={errors.repeatUntil}
              hint={`Up to ${RECURRENCE_LIMITS.maxYears} years after the first date.`}
            />
          ) : (
            <Field
              label="Number of dates"
              name="repeatCount"
              type="number"
              inputMode="numeric"
              min={RECURRENCE_LIMITS.minOccurrences}
              max={RECURRENCE_LIMITS.maxOccurrences}
              defaultValue={values.repeatCount || "8"}
              error={errors.repeatCount}
              hint={`${RECURRENCE_LIMITS.minOccurrences} to ${RECURRENCE_LIMITS.maxOccurrences}, within ${RECURRENCE_LIMITS.maxYears} years.`}
            />
          )}
        </div>
      )}
    </div>
  );
}

/** On an occurrence's edit: whether the save changes this date only, or this and the series' later dates too. */
export function ApplyToField({ later, value }: { later: number; value: string | undefined }) {
  return (
    <SelectField
      label="Apply the changes to"
      name="applyTo"
      defaultValue={value === "following" ? "following" : "this"}
      options={[
        { value: "this", label: "This date only" },
        {
          value: "following",
          label: `This date and the ${later === 1 ? "next one" : `${later} later dates`}`,
        },
      ]}
      hint="Name, times, lineup and details; each later date keeps its own day. A cancelled date stays cancelled."
    />
  );
}

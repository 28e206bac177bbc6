import { Prerendered } from "./prerendered";

/** The look of a filter control without its width (a row of compact controls sizes each to its content). */
export const selectBase =
  "h-11 min-w-0 rounded-lg border border-border bg-surface-2 px-3 text-sm text-fg focus:border-accent-fg";
export const selectClasses = `${selectBase} w-full`;

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  name: string;
  label: string;
  value: string | null;
  allLabel: string;
  options: readonly (string | FilterOption)[];
  /** Phones: the label is for screen readers only (the "All …" choice names the menu), so a row of menus fits. */
  compact?: boolean;
}

/**
 * The select of a GET filter form (the DJ directory, /events): a labelled native select, phone friendly. A list of
 * genres or cities is dozens of options that only change with the data, so the server writes it from cached markup
 * (app/ui/prerendered.tsx).
 */
export function FilterSelect(props: FilterSelectProps) {
  return (
    <Prerendered
      as="label"
      className={
        // relative: the compact label is visually hidden (absolutely positioned) on phones; without a positioned
        // box around it, it escapes the strip's sideways scroll and widens the whole page.
        props.compact ? "relative flex shrink-0 flex-col gap-1.5 md:min-w-0 md:shrink" : "flex min-w-0 flex-col gap-1.5"
      }
      render={FilterSelectContent}
      props={props}
    />
  );
}

function FilterSelectContent({ name, label, value, allLabel, options, compact = false }: FilterSelectProps) {
  const choices = options.map((o) => (typeof o === "string" ? { value: o, label: o } : o));
  // A value no listed item has any more still shows as selected, so the empty state explains itself.
  if (value && !choices.some((c) => c.value === value)) choices.unshift({ value, label: value });
  return (
    <>
      <span
        className={
          compact
            ? "sr-only text-xs font-semibold tracking-wider text-muted uppercase md:not-sr-only"
            : "text-xs font-semibold uppercase tracking-wider text-muted"
        }
      >
        {label}
      </span>
      <select
        name={name}
        defaultValue={value ?? ""}
        key={`${name}-${value ?? ""}`}
        className={compact ? `${selectBase} w-auto max-w-[70vw] md:w-full md:max-w-none` : selectClasses}
      >
        <option value="">{allLabel}</option>
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

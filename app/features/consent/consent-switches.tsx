import { Lock } from "lucide-react";
import { CONSENT_CATEGORIES, type ConsentPreferences } from "~/core/consent/consent";
import { cn } from "~/ui/cn";

/**
 * The four categories as labelled switches (spec §2 customise view): Essential is shown on and cannot be
 * switched (spec §5), the others toggle. Shared by the banner's customise view and /privacy#cookie-settings.
 */
export function ConsentSwitches({
  value,
  onChange,
  idPrefix,
  compact = false,
}: {
  value: ConsentPreferences;
  onChange: (next: ConsentPreferences) => void;
  idPrefix: string;
  compact?: boolean;
}) {
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface">
      {CONSENT_CATEGORIES.map((category) => {
        const on = category.required ? true : value[category.key];
        const labelId = `${idPrefix}-${category.key}-label`;
        const descriptionId = `${idPrefix}-${category.key}-description`;
        return (
          <li key={category.key} className={cn("flex items-start gap-4", compact ? "p-3.5" : "p-4 md:p-5")}>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span id={labelId} className="font-sans text-base font-semibold text-fg">
                  {category.label}
                </span>
                {category.required ? (
                  <span className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-2 px-2 py-0.5 text-xs text-muted">
                    <Lock aria-hidden className="size-3" /> Always on
                  </span>
                ) : null}
              </div>
              <p id={descriptionId} className="mt-1 text-sm leading-relaxed text-muted">
                {category.description}
              </p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={on}
              aria-labelledby={labelId}
              aria-describedby={descriptionId}
              disabled={category.required}
              onClick={() => onChange({ ...value, [category.key]: !on, essential: true })}
              className={cn(
                "relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
                on ? "border-transparent bg-accent" : "border-border bg-surface-2",
                category.required && "cursor-not-allowed opacity-70",
              )}
            >
              <span
                aria-hidden
                className={cn(
                  "inline-block size-5 rounded-full bg-white shadow transition-transform",
                  on ? "translate-x-6" : "translate-x-1",
                )}
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

import { AlertTriangle } from "lucide-react";
import { useEffect, useRef } from "react";
import { OVERRIDE_REASON_MAX } from "~/core/clashes/clash-forms";
import type { ClashPanel } from "~/core/clashes/clash-panel";
import { Button } from "~/ui/button";
import { TextAreaField } from "~/ui/form-controls";

/**
 * The clash check's answer inside an event form (decision 056): what clashes — another public event by name, else
 * only "held" or "unavailable" — and "Save anyway" with a reason, which the form posts with everything else.
 */
export function ClashWarning({ panel, reason, error }: { panel: ClashPanel; reason?: string; error?: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // The answer sits above a long form: bring it into view and give it focus, so a screen reader reads it.
    ref.current?.scrollIntoView({ block: "start" });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="clash-warning-title"
      data-testid="clash-warning"
      className="rounded-2xl border border-[#92400e] bg-[#1f1607] p-4 outline-none md:p-6"
    >
      <h2 id="clash-warning-title" className="flex items-center gap-2 font-display text-lg font-bold tracking-tight">
        <AlertTriangle aria-hidden className="size-5 text-warning" />
        Booked elsewhere
      </h2>
      <ul className="mt-3 flex list-disc flex-col gap-1.5 pl-5 text-sm text-fg">
        {panel.warnings.map((w) => (
          <li key={`${w.djProfileId}-${w.text}`}>{w.text}</li>
        ))}
      </ul>
      {panel.notes.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-1 text-sm text-muted">
          {panel.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-col gap-3">
        <input type="hidden" name="clashOverride" value="1" />
        <TextAreaField
          label="Reason to book anyway"
          name="clashReason"
          defaultValue={reason}
          error={error}
          maxLength={OVERRIDE_REASON_MAX}
          rows={3}
          hint="Kept with the event and shown to admins and the DJ's managers."
        />
        <div>
          <Button type="submit" name="intent" value="save" variant="secondary" size="lg">
            Save anyway
          </Button>
        </div>
      </div>
    </section>
  );
}

/** One kept override, as admins and the DJ's managers read it. */
export interface ClashOverrideView {
  djName: string;
  eventName?: string;
  reason: string;
  warnings: string[];
  by: string | null;
  when: string;
}

/** Lineups saved despite the clash check: who booked whom anyway, why, and what the warning said then. */
export function ClashOverrides({
  overrides,
  title = "Booked despite a clash",
}: {
  overrides: ClashOverrideView[];
  title?: string;
}) {
  return (
    <section
      aria-labelledby="clash-overrides-title"
      data-testid="clash-overrides"
      className="rounded-2xl border border-border bg-surface/90 p-4 md:p-6"
    >
      <h2 id="clash-overrides-title" className="font-display text-lg font-bold tracking-tight">
        {title}
      </h2>
      <ul className="mt-3 flex flex-col gap-4">
        {overrides.map((o) => (
          <li key={`${o.djName}-${o.eventName ?? ""}-${o.when}`} className="text-sm">
            <p className="text-fg">
              <strong>{o.djName}</strong>
              {o.eventName ? <> on {o.eventName}</> : null}: “{o.reason}”
            </p>
            <p className="mt-0.5 text-muted">
              {o.by ? `By ${o.by}, ` : ""}
              {o.when}
            </p>
            <ul className="mt-1 list-disc pl-5 text-muted">
              {o.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

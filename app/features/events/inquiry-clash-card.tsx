import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { ClashOverrides, type ClashOverrideView } from "./clash-warning";

export interface InquiryClashView {
  day: string;
  warnings: string[];
  notes: string[];
  overrides: ClashOverrideView[];
}

/** The clash check on an inquiry's date, for the DJ's managers: what else is on, and lineups booked despite a clash. */
export function InquiryClashCard({ clash }: { clash: InquiryClashView }) {
  return (
    <div className="mt-6 flex flex-col gap-4" data-testid="inquiry-clash">
      <section
        aria-labelledby="inquiry-clash-title"
        className="rounded-2xl border border-border bg-surface/90 p-4 md:p-6"
      >
        <h2 id="inquiry-clash-title" className="font-display text-lg font-bold tracking-tight">
          Clash check · {clash.day}
        </h2>
        {clash.warnings.length === 0 ? (
          <p className="mt-2 flex items-center gap-2 text-sm text-muted">
            <CheckCircle2 aria-hidden className="size-4 text-success" /> No other booking clashes with this date.
          </p>
        ) : (
          <ul className="mt-3 flex flex-col gap-1.5 text-sm text-fg">
            {clash.warnings.map((w) => (
              <li key={w} className="flex gap-2">
                <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
                {w}
              </li>
            ))}
          </ul>
        )}
        {clash.notes.map((n) => (
          <p key={n} className="mt-2 text-sm text-muted">
            {n}
          </p>
        ))}
      </section>
      {clash.overrides.length > 0 ? (
        <ClashOverrides overrides={clash.overrides} title="Booked that day despite a clash" />
      ) : null}
    </div>
  );
}

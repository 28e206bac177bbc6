import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { type AvailabilityCell, availabilityMonths, type PublicAvailability } from "~/core/calendar/availability";
import { cn } from "~/ui/cn";

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

/**
 * The booking form's availability: one month at a time of the next six, a table with a caption per month, each day
 * available or not — never why. Not colour alone: a taken day is struck through and marked ×, and every cell is
 * named for screen readers ("Sat 12 Dec 2026: not available"). An available day is a button that fills the form's
 * date. An inquiry for a taken day is still sent (its team sees it marked).
 */
export function AvailabilityGrid({
  availability,
  onPick,
  picked,
}: {
  availability: PublicAvailability;
  onPick: (day: string) => void;
  picked: string | null;
}) {
  const months = availabilityMonths(availability);
  const [index, setIndex] = useState(() => {
    const at = picked ? months.findIndex((m) => picked.startsWith(m.month)) : -1;
    return at === -1 ? 0 : at;
  });
  const month = months[index];
  return (
    <section aria-labelledby="availability-heading" className="flex flex-col gap-2 sm:col-span-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="availability-heading" className="text-sm font-medium text-fg">
          Availability
        </h3>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className="grid size-9 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-40"
            onClick={() => setIndex((i) => Math.max(0, i - 1))}
            disabled={index === 0}
            aria-label="Previous month"
          >
            <ChevronLeft aria-hidden className="size-4" />
          </button>
          <span className="min-w-32 text-center text-sm font-semibold" aria-live="polite">
            {month.label}
          </span>
          <button
            type="button"
            className="grid size-9 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-40"
            onClick={() => setIndex((i) => Math.min(months.length - 1, i + 1))}
            disabled={index === months.length - 1}
            aria-label="Next month"
          >
            <ChevronRight aria-hidden className="size-4" />
          </button>
        </div>
      </div>
      <table className="w-full table-fixed border-separate border-spacing-0.5" data-testid="availability-grid">
        <caption className="sr-only">
          {month.label}: {month.available === 1 ? "1 day" : `${month.available} days`} available
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" className="py-1 text-center text-[11px] font-semibold text-muted uppercase">
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.weeks.map((week) => (
            <tr key={week[0].day}>
              {week.map((cell) => (
                <td key={cell.day} className="p-0">
                  {cell.inMonth ? <DayCell cell={cell} picked={picked === cell.day} onPick={onPick} /> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-3 rounded-sm border border-success/60 bg-success/20" />
          Available
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block text-[11px] leading-none line-through">
            ×
          </span>
          Not available
        </span>
        <span>Days in {availability.timeZone.replace(/_/g, " ")} time.</span>
      </p>
    </section>
  );
}

function DayCell({ cell, picked, onPick }: { cell: AvailabilityCell; picked: boolean; onPick: (day: string) => void }) {
  const base = "flex h-9 w-full items-center justify-center rounded-md text-sm tabular-nums";
  if (cell.state === "available")
    return (
      <button
        type="button"
        data-day={cell.day}
        data-state="available"
        aria-label={`${cell.label}, choose`}
        aria-pressed={picked}
        onClick={() => onPick(cell.day)}
        className={cn(
          base,
          "border border-success/50 bg-success/15 font-medium text-fg hover:bg-success/30",
          picked && "ring-2 ring-accent-fg",
        )}
      >
        {cell.date}
      </button>
    );
  return (
    <span
      data-day={cell.day}
      data-state={cell.state}
      className={cn(base, cell.state === "busy" ? "text-muted line-through" : "text-muted/50")}
    >
      <span className="sr-only">{cell.label}</span>
      <span aria-hidden>
        {cell.date}
        {cell.state === "busy" ? <span className="ml-0.5 text-[10px] no-underline">×</span> : null}
      </span>
    </span>
  );
}

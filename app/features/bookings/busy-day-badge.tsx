import { CalendarX2 } from "lucide-react";

/**
 * "Busy day" on an inquiry whose date its DJ has already taken (a hold, a booking, a gig or a day marked
 * unavailable): the public form still took it, and the DJ's managers see it at a glance — in words and an icon,
 * not colour alone.
 */
export function BusyDayBadge({ busy }: { busy: boolean | undefined }) {
  if (!busy) return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-warning/60 bg-warning/15 px-2 py-0.5 text-xs font-medium text-fg"
      title="The DJ's calendar already has this day taken"
      data-testid="busy-day"
    >
      <CalendarX2 aria-hidden className="size-3.5" />
      Busy day
    </span>
  );
}

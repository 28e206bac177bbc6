import { Link } from "react-router";
import type { DayState } from "~/core/calendar/calendar";
import type { MonthCellView } from "~/core/calendar/calendar-view";
import { cn } from "~/ui/cn";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

const CELL: Record<DayState, string> = {
  available: "bg-surface-2/40",
  unavailable: "bg-danger/15 text-fg",
  hold: "bg-warning/20 text-fg",
  confirmed: "bg-success/20 text-fg",
};
const DOT: Record<DayState, string> = {
  available: "",
  unavailable: "bg-danger",
  hold: "bg-warning",
  confirmed: "bg-success",
};

/** The month in Monday-first weeks; each day links to itself (?day=) so its panel opens, with or without JavaScript. */
export function CalendarMonth({
  weeks,
  selected,
  hrefOf,
}: {
  weeks: MonthCellView[][];
  selected: string;
  hrefOf: (day: string) => string;
}) {
  return (
    <table className="w-full table-fixed border-separate border-spacing-1" data-testid="calendar-month">
      <caption className="sr-only">Days of the month</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d} scope="col" className="py-1 text-center text-xs font-semibold text-muted uppercase">
              {d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0].day}>
            {week.map((cell) => {
              const active = cell.holds.filter((h) => !h.confirmed).length;
              return (
                <td key={cell.day} className="p-0">
                  <Link
                    to={hrefOf(cell.day)}
                    preventScrollReset
                    aria-current={cell.day === selected ? "true" : undefined}
                    data-state={cell.state}
                    data-day={cell.day}
                    className={cn(
                      "flex h-12 flex-col items-center justify-center gap-1 rounded-lg text-sm tabular-nums md:h-20 md:items-start md:justify-start md:p-2",
                      CELL[cell.state],
                      !cell.inMonth && "opacity-50",
                      cell.day === selected && "ring-2 ring-accent-fg",
                      cell.today && "font-bold underline underline-offset-4",
                    )}
                  >
                    {/* The name a screen reader gives the day; what is drawn below says the same in short. */}
                    <span className="sr-only">
                      {cell.label}: {cell.stateLabel}
                      {active > 1 ? ` (${active} holds)` : ""}
                    </span>
                    <span aria-hidden>{cell.date}</span>
                    {cell.state !== "available" ? (
                      <span aria-hidden className="flex items-center gap-1">
                        <span aria-hidden className={cn("size-1.5 rounded-full", DOT[cell.state])} />
                        <span className="hidden text-xs md:inline">
                          {cell.state === "hold" ? (active > 1 ? `${active} holds` : "1 hold") : cell.stateLabel}
                        </span>
                      </span>
                    ) : null}
                  </Link>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CalendarLegend() {
  const items: [DayState, string][] = [
    ["hold", "On hold"],
    ["confirmed", "Confirmed"],
    ["unavailable", "Unavailable"],
  ];
  return (
    <ul className="flex flex-wrap gap-4 text-xs text-muted" aria-label="Legend">
      {items.map(([state, label]) => (
        <li key={state} className="flex items-center gap-1.5">
          <span aria-hidden className={cn("size-2 rounded-full", DOT[state])} />
          {label}
        </li>
      ))}
    </ul>
  );
}

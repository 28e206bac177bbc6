import { Link } from "react-router";
import type { DayView } from "~/core/calendar/calendar-view";
import { Card } from "~/ui/card";
import { CalendarHoldRow } from "./calendar-hold-row";
import { DayStateBadge } from "./day-state-badge";
import { useCalendarForm } from "./use-calendar-form";

/** The range's days with something on them, each with its holds (Release, Challenge) and a link to its month. */
export function CalendarList({
  days,
  inquiryBase,
  monthHrefOf,
}: {
  days: DayView[];
  inquiryBase: string;
  monthHrefOf: (day: string) => string;
}) {
  const actions = useCalendarForm();
  if (days.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-border px-6 py-10 text-center text-sm text-muted">
        Nothing held, booked or marked unavailable in this range.
      </p>
    );
  return (
    <ol className="flex flex-col gap-3" data-testid="calendar-list">
      {days.map((day) => (
        <li key={day.day}>
          <Card className="flex flex-col gap-3 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link to={monthHrefOf(day.day)} className="font-semibold underline-offset-2 hover:underline">
                {day.label}
              </Link>
              <DayStateBadge state={day.state} label={day.stateLabel} />
            </div>
            {day.events.map((e) => (
              <p key={e.eventId} className="text-sm">
                Playing{" "}
                <a href={`/events/${e.eventId}`} className="underline underline-offset-2">
                  {e.name}
                </a>
              </p>
            ))}
            {day.state === "unavailable" && day.note ? <p className="text-sm text-muted">{day.note}</p> : null}
            {day.holds.length > 0 ? (
              <ol className="flex flex-col gap-2">
                {day.holds.map((h) => (
                  <CalendarHoldRow key={h.id} hold={h} inquiryBase={inquiryBase} actions={actions} />
                ))}
              </ol>
            ) : null}
          </Card>
        </li>
      ))}
    </ol>
  );
}

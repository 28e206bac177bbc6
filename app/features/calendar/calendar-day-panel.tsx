import { CalendarCheck2, CalendarX2, Lock } from "lucide-react";
import type { DayView } from "~/core/calendar/calendar-view";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { TextAreaField } from "~/ui/form-controls";
import { Field } from "~/ui/form-fields";
import { CalendarHoldRow } from "./calendar-hold-row";
import { DayStateBadge } from "./day-state-badge";
import { useCalendarForm } from "./use-calendar-form";

const HOLD_FIELDS = ["day", "promoterName", "promoterEmail", "expiresDay", "expiresTime", "expiresAt", "note"] as const;
const UNAVAILABLE_FIELDS = ["from", "to", "note"] as const;

/** A day's holds, bookings and note, with the forms that change it (what a day of the month view opens). */
export function CalendarDayPanel({
  day,
  timeZone,
  inquiryBase,
  defaultExpiry,
}: {
  day: DayView;
  timeZone: string;
  inquiryBase: string;
  /** The expiry the hold form suggests: a day and a time on the DJ's clock. */
  defaultExpiry: { day: string; time: string };
}) {
  const hold = useCalendarForm(HOLD_FIELDS);
  const away = useCalendarForm(UNAVAILABLE_FIELDS);
  // Release, challenge and "Mark available": one fetcher for the day, so its answer shows after the row is gone.
  const actions = useCalendarForm();
  const canHold = !day.past && day.state !== "confirmed" && day.state !== "unavailable";
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="calendar-day">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-xl font-bold">{day.label}</h2>
        <DayStateBadge state={day.state} label={day.stateLabel} />
      </div>
      {day.events.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {day.events.map((e) => (
            <li key={e.eventId} className="flex items-center gap-2">
              <CalendarCheck2 aria-hidden className="size-4 text-success" />
              <a href={`/events/${e.eventId}`} className="underline underline-offset-2">
                {e.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {day.state === "unavailable" ? (
        <div className="flex flex-col gap-2 rounded-xl bg-surface-2/70 p-3 text-sm">
          <p className="flex items-center gap-1.5 text-muted">
            <Lock aria-hidden className="size-3.5" />
            Private note (only the DJ's managers see it)
          </p>
          <p className="whitespace-pre-line">{day.note || "No note."}</p>
          <actions.fetcher.Form method="post">
            <input type="hidden" name="intent" value="available" />
            <input type="hidden" name="day" value={day.day} />
            <Button type="submit" size="sm" variant="secondary" disabled={actions.busy}>
              Mark available
            </Button>
          </actions.fetcher.Form>
        </div>
      ) : null}
      {day.holds.length > 0 ? (
        <ol className="flex flex-col gap-2" aria-label={`Holds on ${day.label}`}>
          {day.holds.map((h) => (
            <CalendarHoldRow key={h.id} hold={h} inquiryBase={inquiryBase} actions={actions} />
          ))}
        </ol>
      ) : day.state === "available" ? (
        <p className="text-sm text-muted">Nothing on this day yet.</p>
      ) : null}

      {canHold ? (
        <details className="rounded-xl border border-border p-3" open={day.holds.length === 0}>
          <summary className="cursor-pointer font-semibold">Place a hold</summary>
          <hold.fetcher.Form method="post" ref={hold.form} className="mt-3 flex flex-col gap-3" noValidate>
            <input type="hidden" name="intent" value="hold" />
            <input type="hidden" name="day" value={day.day} />
            {hold.errorOf("day") ? <p className="text-sm text-danger">{hold.errorOf("day")}</p> : null}
            <Field label="Promoter" name="promoterName" required maxLength={120} error={hold.errorOf("promoterName")} />
            <Field
              label="Promoter's email (optional)"
              name="promoterEmail"
              type="email"
              autoComplete="off"
              error={hold.errorOf("promoterEmail")}
              hint="They are mailed when their hold moves up or is challenged."
            />
            <div className="grid grid-cols-2 gap-3">
              <Field
                label="Expires on"
                name="expiresDay"
                type="date"
                defaultValue={defaultExpiry.day}
                max={day.day}
                error={hold.errorOf("expiresDay") ?? hold.errorOf("expiresAt")}
              />
              <Field
                label={`At (${timeZone.replace(/_/g, " ")})`}
                name="expiresTime"
                type="time"
                defaultValue={defaultExpiry.time}
                error={hold.errorOf("expiresTime")}
              />
            </div>
            <TextAreaField label="Note (optional)" name="note" rows={2} maxLength={500} error={hold.errorOf("note")} />
            <Button type="submit" disabled={hold.busy} className="self-start">
              Place hold
            </Button>
          </hold.fetcher.Form>
        </details>
      ) : null}
      {!day.past && day.state !== "confirmed" && day.state !== "unavailable" ? (
        <details className="rounded-xl border border-border p-3">
          <summary className="cursor-pointer font-semibold">Mark unavailable</summary>
          <away.fetcher.Form method="post" ref={away.form} className="mt-3 flex flex-col gap-3" noValidate>
            <input type="hidden" name="intent" value="unavailable" />
            <div className="grid grid-cols-2 gap-3">
              <Field label="From" name="from" type="date" defaultValue={day.day} error={away.errorOf("from")} />
              <Field label="To (optional)" name="to" type="date" min={day.day} error={away.errorOf("to")} />
            </div>
            <TextAreaField
              label="Private note (optional)"
              name="note"
              rows={2}
              maxLength={500}
              error={away.errorOf("note")}
              hint="Only the DJ's managers see it; promoters only see the day as not available."
            />
            <Button
              type="submit"
              variant="secondary"
              disabled={away.busy}
              className="self-start"
              icon={<CalendarX2 aria-hidden className="size-4" />}
            >
              Mark unavailable
            </Button>
          </away.fetcher.Form>
        </details>
      ) : null}
    </Card>
  );
}

import { CalendarCheck2, CalendarClock, CalendarX2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link, type useFetcher } from "react-router";
import type { BookingWorkflowResult } from "~/core/admin/admin-bookings";
import type { InquiryCalendarView } from "~/core/calendar/calendar-view";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { useAnsweredFetcher } from "~/ui/use-answered-fetcher";

type CalendarFetcher = ReturnType<typeof useFetcher<BookingWorkflowResult>>;

/** One calendar button; the card's one fetcher carries its answer (the button may be gone once it is done). */
function CalendarButton({
  fetcher,
  intent,
  label,
  icon,
  variant,
}: {
  fetcher: CalendarFetcher;
  intent: "place-hold" | "confirm-date" | "release-hold";
  label: string;
  icon: ReactNode;
  variant: "primary" | "secondary";
}) {
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" size="sm" variant={variant} disabled={fetcher.state !== "idle"} icon={icon}>
        {label}
      </Button>
    </fetcher.Form>
  );
}

/** The card's buttons in their order, each shown when the calendar view allows it. */
const CALENDAR_ACTIONS = [
  { shownWhen: "canPlace", intent: "place-hold", label: "Place hold", variant: "secondary", Icon: CalendarClock },
  { shownWhen: "canConfirm", intent: "confirm-date", label: "Confirm date", variant: "primary", Icon: CalendarCheck2 },
  { shownWhen: "canRelease", intent: "release-hold", label: "Release", variant: "secondary", Icon: CalendarX2 },
] as const;

/** The inquiry's date on the DJ's calendar: its hold (rank, expiry in the DJ's zone) and Place hold / Confirm / Release. */
export function InquiryCalendarCard({ calendar }: { calendar: InquiryCalendarView }) {
  const { fetcher } = useAnsweredFetcher<BookingWorkflowResult>();
  return (
    <Card className="p-5" data-testid="inquiry-calendar">
      <h2 className="flex items-center gap-2 font-semibold">
        <CalendarClock aria-hidden className="size-4 text-accent-fg" />
        Calendar
      </h2>
      <p className="mt-2 text-sm">
        {calendar.dayLabel}
        {calendar.holdLabel ? (
          <>
            {" "}
            <Badge tone={calendar.holdLabel === "Confirmed" ? "success" : "warning"} testId="inquiry-hold">
              {calendar.holdLabel}
            </Badge>
          </>
        ) : (
          <span className="text-muted"> · not held</span>
        )}
      </p>
      {calendar.expires ? <p className="mt-1 text-sm text-muted">Hold expires {calendar.expires}</p> : null}
      {calendar.challengeDeadline ? (
        <p className="mt-1 text-sm text-warning">Challenged: confirm or release by {calendar.challengeDeadline}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {CALENDAR_ACTIONS.filter((action) => calendar[action.shownWhen]).map(({ intent, label, variant, Icon }) => (
          <CalendarButton
            key={intent}
            fetcher={fetcher}
            intent={intent}
            label={label}
            variant={variant}
            icon={<Icon aria-hidden className="size-4" />}
          />
        ))}
      </div>
      {calendar.calendarHref ? (
        <Link to={calendar.calendarHref} className="mt-3 inline-block text-sm underline underline-offset-2">
          Open the calendar on this day
        </Link>
      ) : null}
    </Card>
  );
}

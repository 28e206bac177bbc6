import { CalendarDays, ChevronLeft, ChevronRight, Inbox, List } from "lucide-react";
import { Form, Link } from "react-router";
import { monthLabel, shiftMonth } from "~/core/calendar/calendar";
import { calendarHref } from "~/core/calendar/calendar-view";
import { MateBookingsFrame } from "~/features/bookings/mate-bookings-frame";
import { CalendarDayPanel } from "~/features/calendar/calendar-day-panel";
import { CalendarList } from "~/features/calendar/calendar-list";
import { CalendarLegend, CalendarMonth } from "~/features/calendar/calendar-month";
import { CalendarSharing } from "~/features/calendar/calendar-sharing";
import { ButtonLink, buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { DjProfilePicker } from "~/ui/dj-profile-picker";
import { Field } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { handleCalendarAction, loadCalendarScreen } from "~server/adapters/calendar-screen.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/mate-calendar";

/**
 * /mate/calendar (mate guard): the calendar of one DJ profile the person owns or manages (`?dj=`, chosen like the
 * dashboard's; another DJ is a 404): a month with each day's state, or a list of a range; a day's holds ranked
 * 1st, 2nd…, released or challenged here, placed by hand, and days marked unavailable with a private note. Days
 * and times are the DJ's, in the DJ's time zone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCalendarScreen(signedInContext(context), new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleCalendarAction(request, signedInContext(context), new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.dj ? `${loaderData.dj.name}'s calendar` : "Calendar"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function MateCalendar({ loaderData }: Route.ComponentProps) {
  const { profiles, dj, query, weeks, list, selected, defaultExpiry } = loaderData;
  if (!dj || !query || !defaultExpiry)
    return (
      <MateBookingsFrame title="Calendar">
        <Notice tone="info">
          The calendar shows the days of the DJ profiles you own or manage.{" "}
          <Link to="/claim-dj-profile">Claim your profile</Link> to keep one.
        </Notice>
      </MateBookingsFrame>
    );
  const choose = profiles.length > 1 ? dj.slug : null;
  const here = { dj: choose, view: query.view };
  const tab = (active: boolean) => buttonClasses(active ? "primary" : "secondary", "sm");
  return (
    <MateBookingsFrame
      title={`${dj.name}'s calendar`}
      description={`Days in ${dj.timeZone.replace(/_/g, " ")}, the DJ's time zone.`}
      aside={
        <div className="flex flex-wrap gap-2">
          <Link to="/mate/bookings" className={tab(false)}>
            <Inbox aria-hidden className="size-4" /> Inquiries
          </Link>
          <nav aria-label="Calendar view" className="flex gap-2">
            <Link
              to={calendarHref({ dj: choose, month: query.month })}
              aria-current={query.view === "month" ? "page" : undefined}
              className={tab(query.view === "month")}
            >
              <CalendarDays aria-hidden className="size-4" /> Month
            </Link>
            <Link
              to={calendarHref({ dj: choose, view: "list" })}
              aria-current={query.view === "list" ? "page" : undefined}
              className={tab(query.view === "list")}
            >
              <List aria-hidden className="size-4" /> List
            </Link>
          </nav>
        </div>
      }
    >
      <DjProfilePicker
        profiles={profiles}
        value={dj.slug}
        keep={query.view === "list" ? { view: "list" } : { month: query.month }}
        className="mb-5 max-w-md"
        testId="calendar-profile"
      />
      {weeks && selected ? (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-3">
            <div className="flex items-center justify-between gap-2">
              <ButtonLink
                to={calendarHref({ ...here, month: shiftMonth(query.month, -1) })}
                variant="ghost"
                size="sm"
                aria-label="Previous month"
              >
                <ChevronLeft aria-hidden className="size-4" />
              </ButtonLink>
              <h2 className="font-display text-xl font-bold" aria-live="polite">
                {monthLabel(query.month)}
              </h2>
              <ButtonLink
                to={calendarHref({ ...here, month: shiftMonth(query.month, 1) })}
                variant="ghost"
                size="sm"
                aria-label="Next month"
              >
                <ChevronRight aria-hidden className="size-4" />
              </ButtonLink>
            </div>
            <CalendarMonth
              weeks={weeks}
              selected={selected.day}
              hrefOf={(day) => calendarHref({ ...here, month: query.month, day })}
            />
            <CalendarLegend />
          </div>
          <CalendarDayPanel
            key={selected.day}
            day={selected}
            timeZone={dj.timeZone}
            inquiryBase="/mate/bookings"
            defaultExpiry={defaultExpiry}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Range">
            {choose ? <input type="hidden" name="dj" value={choose} /> : null}
            <input type="hidden" name="view" value="list" />
            <Field label="From" name="from" type="date" defaultValue={query.from} className="h-10" />
            <Field label="To" name="to" type="date" defaultValue={query.to} className="h-10" />
            <button type="submit" className={cn(buttonClasses("secondary", "sm"), "mb-1")}>
              Show
            </button>
          </Form>
          {query.error ? <Notice tone="error">{query.error}</Notice> : null}
          <CalendarList
            days={list ?? []}
            inquiryBase="/mate/bookings"
            monthHrefOf={(day) => calendarHref({ dj: choose, month: day.slice(0, 7), day })}
          />
        </div>
      )}
      <CalendarSharing djName={dj.name} availabilityGrid={dj.availabilityGrid} hasFeed={dj.hasFeed} />
    </MateBookingsFrame>
  );
}

import { CalendarX } from "lucide-react";
import { Link } from "react-router";
import {
  dayHeading,
  EVENT_PAGE_SIZE,
  type EventCardData,
  type EventFilters,
  eventsSearch,
  groupEventsByDay,
  hasActiveEventFilters,
} from "~/core/events/events";
import { buttonClasses } from "~/ui/button";
import { Prerendered } from "~/ui/prerendered";
import { PageRangeNote, ShowMoreLink, useAppendedPages } from "~/ui/show-more";
import { DayTile, EventRow } from "./event-row";

/** What routes/events.tsx's loader returns (the part the list needs). */
export interface EventListData {
  events: EventCardData[];
  total: number;
  filters: EventFilters;
  today: string;
}

/**
 * Events grouped by their local day, each day under a calendar tile, with a "Show more" link to the next page.
 * Without JavaScript the link opens that page; with it, the next page is fetched and appended in place. Keyed by
 * the filters (by the caller), so a new filter starts again from its first page.
 */
export function EventDayList({ events, total, filters, today }: EventListData) {
  const pages = useAppendedPages(
    (data: EventListData) => ({ page: data.filters.page, rows: data.events }),
    filters.page,
  );
  if (events.length === 0) return <EmptyEvents filters={filters} />;
  const shown = (filters.page - 1) * EVENT_PAGE_SIZE + events.length + pages.more.length;
  const nextSearch = eventsSearch({ ...filters, page: pages.lastPage + 1 });
  const groups = groupEventsByDay([...events, ...pages.more]);
  return (
    <>
      <PageRangeNote
        page={filters.page}
        pageSize={EVENT_PAGE_SIZE}
        shown={shown}
        total={total}
        firstPageHref={`/events${eventsSearch({ ...filters, page: 1 })}`}
      />
      <div data-testid="event-days" className="flex flex-col gap-2">
        {groups.map((group, g) => {
          const heading = dayHeading(group.day, today);
          const id = `day-${group.day}-${g}`;
          return (
            <section key={id} aria-labelledby={id} className="md:grid md:grid-cols-[88px_1fr] md:gap-4">
              <h2
                id={id}
                className="sticky top-16 z-10 -mx-4 flex items-center gap-3 border-b border-border bg-bg/95 px-4 py-2.5 backdrop-blur md:static md:mx-0 md:flex-col md:items-start md:border-0 md:bg-transparent md:px-0 md:pt-4 md:backdrop-blur-none"
              >
                <DayTile weekday={heading.weekday} date={heading.date} />
                <span className="sr-only">{heading.full}</span>
                <span
                  aria-hidden
                  className="font-display text-base font-bold text-fg md:text-xs md:font-semibold md:tracking-wide md:text-muted"
                >
                  {heading.month}
                </span>
              </h2>
              <ul className="divide-y divide-border/70 md:border-t md:border-border/70">
                {/* Each row is written from cached markup keyed by its data (app/ui/prerendered.tsx); the
                    first three, whose images are preloaded in the head, stay live renders. */}
                {group.events.map((event, i) => (
                  <Prerendered
                    key={event.eventId}
                    as="li"
                    className={g > 1 ? "render-when-near" : undefined}
                    render={EventRow}
                    props={{ event, priority: g === 0 && i < 3 }}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <ShowMoreLink
        href={`/events${nextSearch}`}
        loadHref={`/events${nextSearch}`}
        loading={pages.loading}
        load={pages.load}
        shown={shown}
        total={total}
      />
    </>
  );
}

function EmptyEvents({ filters }: { filters: EventFilters }) {
  const filtered = hasActiveEventFilters(filters);
  const past = filters.when === "past";
  const [title, text, to, label] =
    filters.page > 1
      ? [
          "No more events here",
          "This page is past the end of the list.",
          `/events${eventsSearch({ ...filters, page: 1 })}`,
          "Back to the first page",
        ]
      : filtered
        ? [
            "No events match these filters",
            "Try another city, genre or date, or clear the filters to see everything.",
            `/events${eventsSearch({ when: filters.when })}`,
            "Clear filters",
          ]
        : past
          ? ["No past events yet", "Events appear here once they have happened.", "/events", "See upcoming events"]
          : [
              "Nothing coming up yet",
              "New dates land here as soon as promoters publish them. Meanwhile, find DJs to follow.",
              "/",
              "Browse DJs",
            ];
  return (
    <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-border bg-surface p-10 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-surface-2 text-accent-fg">
        <CalendarX aria-hidden className="size-6" />
      </span>
      <h2 className="font-display text-xl font-bold">{title}</h2>
      <p className="max-w-sm text-sm text-muted">{text}</p>
      <Link to={to} className={buttonClasses("secondary", "md")}>
        {label}
      </Link>
    </div>
  );
}

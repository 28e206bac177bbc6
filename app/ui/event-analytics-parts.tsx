import { BarChart3, CalendarPlus, Eye, Inbox, MousePointerClick, Percent, Radio, Share2, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useSubmit } from "react-router";
import { ANALYTICS_RANGES, type AnalyticsRange, eventAnalyticsSearch } from "~/core/analytics/event-analytics";
import { Badge, type BadgeTone } from "./badge";
import { ButtonLink } from "./button";
import { cn } from "./cn";
import { selectClasses } from "./filter-select";

export const STATUS_TONE: Record<string, BadgeTone> = {
  published: "success",
  pending: "warning",
  draft: "neutral",
  cancelled: "danger",
};

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONE[status] ?? "neutral"}>{status[0].toUpperCase() + status.slice(1)}</Badge>;
}

/**
 * The event picker and the range: plain GET links and a GET form (a shareable URL per view, works without JS);
 * with JS, choosing an event submits at once.
 */
export function AnalyticsControls({
  events,
  eventId,
  days,
}: {
  events: readonly { eventId: string; label: string }[];
  eventId: string;
  days: AnalyticsRange;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <PickerForm
        label="Event"
        name="event"
        value={eventId}
        options={events.map((event) => ({ value: event.eventId, label: event.label }))}
        keep={days === 30 ? {} : { days: String(days) }}
        className="md:max-w-xl md:flex-1"
      />
      <AnalyticsRangeNav days={days} hrefOf={(range) => eventAnalyticsSearch({ event: eventId, days: range })} />
    </div>
  );
}

/**
 * A labelled select in a GET form that shows the chosen one (an event, a DJ profile): with JavaScript, choosing
 * submits at once; without, the Show button does. `keep` carries the rest of the query (the range) along.
 */
export function PickerForm({
  label,
  name,
  value,
  options,
  keep,
  className,
  testId,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  keep: Readonly<Record<string, string>>;
  /** The form's width at the breakpoint where the controls sit in a row. */
  className: string;
  testId?: string;
}) {
  const submit = useSubmit();
  return (
    <Form method="get" className={cn("flex min-w-0 items-end gap-2", className)}>
      <label className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="text-xs font-semibold tracking-[0.16em] text-muted uppercase">{label}</span>
        <select
          name={name}
          defaultValue={value}
          key={value}
          className={selectClasses}
          data-testid={testId}
          onChange={(e) => submit(e.currentTarget.form)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {Object.entries(keep).map(([key, kept]) => (
        <input key={key} type="hidden" name={key} value={kept} />
      ))}
      <button
        type="submit"
        className="h-11 shrink-0 rounded-lg border border-border bg-surface-2 px-4 text-sm font-semibold text-fg hover:bg-surface"
      >
        Show
      </button>
    </Form>
  );
}

/** The 7 / 30 / 90 days switch: plain links (a shareable URL per range), the current one marked. */
export function AnalyticsRangeNav({
  days,
  hrefOf,
}: {
  /** The preset shown, or "custom" (a from–to range on the DJ dashboard: no preset is current). */
  days: AnalyticsRange | "custom";
  hrefOf: (range: AnalyticsRange) => string;
}) {
  return (
    <nav aria-label="Date range">
      <ul className="flex gap-1 rounded-full border border-border bg-surface p-1">
        {ANALYTICS_RANGES.map((range) => (
          <li key={range} className="flex-1">
            <Link
              to={hrefOf(range)}
              aria-current={range === days ? "page" : undefined}
              preventScrollReset
              className={cn(
                "flex h-9 items-center justify-center rounded-full px-4 text-sm font-semibold whitespace-nowrap tabular-nums",
                range === days ? "bg-fg text-bg" : "text-muted hover:text-fg",
              )}
            >
              {range} days
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export type TileIcon = "views" | "clicks" | "shares" | "rate" | "plays" | "followers" | "bookings";

/** `change`: how the figure moved against the previous period (the DJ dashboard), toned up, down or flat. */
export function TotalTiles({
  tiles,
}: {
  tiles: {
    label: string;
    value: string;
    hint: string;
    icon: TileIcon;
    change?: { text: string; tone: "up" | "down" | "flat" };
  }[];
}) {
  const icons = {
    views: <Eye aria-hidden className="size-4" />,
    clicks: <MousePointerClick aria-hidden className="size-4" />,
    shares: <Share2 aria-hidden className="size-4" />,
    rate: <Percent aria-hidden className="size-4" />,
    plays: <Radio aria-hidden className="size-4" />,
    followers: <Users aria-hidden className="size-4" />,
    bookings: <Inbox aria-hidden className="size-4" />,
  };
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="analytics-totals">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          data-testid={`tile-${tile.icon}-${tile.label.toLowerCase().replaceAll(" ", "-")}`}
          className="flex flex-col gap-1 rounded-[var(--radius-card)] border border-border bg-surface p-4 md:p-5"
        >
          <dt className="flex items-center gap-2 text-[11px] font-semibold tracking-[0.08em] whitespace-nowrap text-muted uppercase md:text-xs md:tracking-[0.12em]">
            <span className="text-accent-fg">{icons[tile.icon]}</span>
            {tile.label}
          </dt>
          <dd className="font-display text-3xl font-bold tracking-tight tabular-nums md:text-4xl">{tile.value}</dd>
          {tile.change ? (
            <dd
              className={cn(
                "text-xs font-semibold tabular-nums",
                tile.change.tone === "up" && "text-success",
                tile.change.tone === "down" && "text-danger",
                tile.change.tone === "flat" && "text-muted",
              )}
            >
              {tile.change.text}
            </dd>
          ) : null}
          <dd className="text-xs text-muted">{tile.hint}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A chart with its table: the table is what assistive technology reads; beside the chart on wide screens. */
export function ChartSection({
  id,
  title,
  summary,
  chart,
  table,
  wideTable = false,
  actions,
}: {
  id: string;
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
  wideTable?: boolean;
  /** Beside the title (the DJ dashboard's CSV download). */
  actions?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid={`section-${id}`}
      className="rounded-[var(--radius-card)] border border-border bg-surface p-4 md:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${id}-heading`} className="font-display text-lg font-bold tracking-tight md:text-xl">
          {title}
        </h2>
        {actions}
      </div>
      <p className="mt-1 text-sm text-muted">{summary}</p>
      <div
        className={cn(
          "mt-5 grid gap-6",
          wideTable ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" : "lg:grid-cols-[minmax(0,1fr)_17rem]",
        )}
      >
        <div className="min-w-0">{chart}</div>
        <div className="min-w-0">{table}</div>
      </div>
    </section>
  );
}

/** The column headings of a compact table: the first (what a row is) at the left, the figures' at the right. */
export function TableHead({
  columns,
  className,
  figureClassName,
}: {
  columns: readonly string[];
  className?: string;
  /** The classes of every heading but the first. */
  figureClassName: string;
}) {
  return (
    <thead className={className}>
      <tr className="border-b border-border text-left text-xs text-muted">
        {columns.map((column, i) => (
          <th key={column} scope="col" className={cn("py-2 font-semibold", i > 0 && figureClassName)}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A compact data table; long ones scroll inside a focusable region (keyboard users can scroll it too). */
export function DataTable({
  caption,
  columns,
  rows,
  scroll = false,
  testId,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  scroll?: boolean;
  testId: string;
}) {
  const table = (
    <table className="w-full text-sm tabular-nums" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <TableHead
        columns={columns}
        className={cn(scroll && "sticky top-0 bg-surface")}
        figureClassName="pl-3 text-right"
      />
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])} className="border-b border-border/50 last:border-0">
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={`${row[0]}-h`} scope="row" className="py-1.5 pr-3 text-left font-normal text-muted">
                  {cell}
                </th>
              ) : (
                <td key={`${row[0]}-${columns[i]}`} className="py-1.5 text-right text-fg">
                  {typeof cell === "number" ? cell.toLocaleString("en-GB") : cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!scroll) return table;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe rule scrollable-region-focusable)
    <section tabIndex={0} aria-label={caption} className="max-h-64 overflow-y-auto rounded-lg pr-1">
      {table}
    </section>
  );
}

export function NoEventsYet() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
      <BarChart3 aria-hidden className="size-9 text-accent-fg" />
      <p className="mt-4 font-display text-xl font-bold">No events to measure yet</p>
      <p className="mt-2 max-w-sm text-sm text-muted">
        Create an event and share its page: views, ticket clicks and shares show up here the same day.
      </p>
      <ButtonLink to="/mate/events/create" className="mt-6" icon={<CalendarPlus aria-hidden className="size-4" />}>
        Create an event
      </ButtonLink>
    </div>
  );
}

export function NoViewsYet({ status, eventId }: { status: string; eventId: string }) {
  const open = status === "published" || status === "cancelled";
  return (
    <div
      className="rounded-[var(--radius-card)] border border-dashed border-border px-5 py-6 text-sm text-muted"
      data-testid="no-views"
    >
      <p className="font-semibold text-fg">No views in this period yet.</p>
      <p className="mt-1">
        {open ? (
          <>
            Share{" "}
            <Link to={`/events/${eventId}`} className="text-accent-fg underline">
              the event page
            </Link>{" "}
            on your socials and in your bio: every visit, ticket click and share counts here.
          </>
        ) : status === "pending" ? (
          "The page opens once an admin approves the event; views start counting then."
        ) : (
          "Drafts have no public page yet, so nobody can view them. Publish it to start counting."
        )}
      </p>
    </div>
  );
}

import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ANALYTICS_RANGES } from "~/core/admin/admin-analytics";
import { cn } from "~/ui/cn";
import { TableHead } from "~/ui/event-analytics-parts";

/** A titled panel of the analytics screen. */
export function Panel({
  id,
  title,
  summary,
  actions,
  children,
  className,
}: {
  id: string;
  title: string;
  summary?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid={`section-${id}`}
      className={cn("min-w-0 rounded-[var(--radius-card)] border border-border bg-surface p-4 md:p-6", className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-heading`} className="font-display text-lg font-bold tracking-tight md:text-xl">
            {title}
          </h2>
          {summary ? <p className="mt-1 text-sm text-muted">{summary}</p> : null}
        </div>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A figure tile: label, big tabular number, hint. */
export function FigureTiles({ tiles }: { tiles: { label: string; value: string; hint: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="analytics-figures">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className="flex flex-col gap-1 rounded-[var(--radius-card)] border border-border bg-surface p-4"
        >
          <dt className="text-[11px] font-semibold tracking-[0.1em] text-muted uppercase">{tile.label}</dt>
          <dd className="font-display text-3xl font-bold tracking-tight tabular-nums">{tile.value}</dd>
          <dd className="text-xs text-muted">{tile.hint}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A compact table; the first cell of a row may be a node (a link). */
export function MiniTable({
  caption,
  columns,
  rows,
  testId,
  empty = "Nothing yet in this range.",
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  testId: string;
  empty?: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <table className="w-full text-sm tabular-nums" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <TableHead columns={columns} figureClassName="text-right" />
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-border/50 last:border-0">
            {row.cells.map((cell, i) =>
              i === 0 ? (
                <th
                  key={`${row.key}-0`}
                  scope="row"
                  className="max-w-0 truncate py-1.5 pr-3 text-left font-normal text-fg"
                >
                  {cell}
                </th>
              ) : (
                <td key={`${row.key}-${columns[i]}`} className="py-1.5 pl-2 text-right whitespace-nowrap text-fg">
                  {typeof cell === "number" ? cell.toLocaleString("en-GB") : cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 7, 30 or 90 days: plain links, one shareable URL per range. */
export function RangeNav({ range }: { range: number }) {
  return (
    <nav aria-label="Date range" className="flex gap-1 rounded-full border border-border bg-surface p-1">
      {ANALYTICS_RANGES.map((d) => (
        <Link
          key={d}
          to={`?days=${d}`}
          aria-current={d === range ? "page" : undefined}
          className={cn(
            "h-8 rounded-full px-3 text-sm leading-8 font-medium",
            d === range ? "bg-surface-2 text-fg" : "text-muted hover:text-fg",
          )}
        >
          {d} days
        </Link>
      ))}
    </nav>
  );
}

/** A CSV download of the current range. */
export function CsvLink({ kind, range, label }: { kind: string; range: number; label: string }) {
  return (
    <a
      href={`/admin/analytics/export?kind=${kind}&days=${range}`}
      download
      className="flex h-9 items-center gap-1.5 rounded-full border border-border px-3 text-sm text-muted hover:text-fg"
    >
      <Download aria-hidden className="size-4" />
      {label}
    </a>
  );
}

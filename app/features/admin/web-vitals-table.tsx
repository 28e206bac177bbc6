import { formatVital, vitalRating, WEB_VITAL_METRICS, type WebVitalMetric } from "~/core/analytics/web-vitals";
import { cn } from "~/ui/cn";

export interface WebVitalsRouteRow {
  route: string;
  values: Partial<Record<WebVitalMetric, { p75: number; samples: number }>>;
}

const RATING_STYLE = {
  good: "bg-[#0f2e1c] text-[#86efac]",
  "needs-improvement": "bg-[#33240a] text-[#fcd34d]",
  poor: "bg-[#3a1114] text-[#fca5a5]",
} as const;

const SCROLLER =
  "relative mt-6 overflow-x-auto rounded-[var(--radius-card)] border border-border bg-surface focus-visible:outline-2 focus-visible:outline-accent";

const RATING_LABEL = { good: "good", "needs-improvement": "needs improvement", poor: "poor" } as const;

/** /admin/vitals: p75 of each metric per route, coloured by Google's boundaries. */
export function WebVitalsTable({ rows }: { rows: WebVitalsRouteRow[] }) {
  if (rows.length === 0)
    return (
      <p className="mt-6 rounded-[var(--radius-card)] border border-border bg-surface p-5 text-muted">
        No measurements yet. Visitors' browsers send them as they use the site.
      </p>
    );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe rule scrollable-region-focusable)
    <section tabIndex={0} aria-label="Web vitals per route" className={SCROLLER}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">75th percentile of each web vital per route, last 30 days</caption>
        <thead className="border-b border-border text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Route
            </th>
            {WEB_VITAL_METRICS.map((metric) => (
              <th key={metric} scope="col" className="px-4 py-3 font-semibold">
                {metric}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.route}>
              <th scope="row" className="px-4 py-3 font-mono text-[13px] font-normal text-fg">
                {row.route}
              </th>
              {WEB_VITAL_METRICS.map((metric) => {
                const cell = row.values[metric];
                if (!cell)
                  return (
                    <td key={metric} className="px-4 py-3 text-muted">
                      —
                    </td>
                  );
                const rating = vitalRating(metric, cell.p75);
                return (
                  <td key={metric} className="px-4 py-3">
                    <span
                      className={cn(
                        "tabular inline-flex whitespace-nowrap rounded-full px-2 py-0.5 font-semibold",
                        RATING_STYLE[rating],
                      )}
                    >
                      {formatVital(metric, cell.p75)}
                    </span>
                    <span className="sr-only"> ({RATING_LABEL[rating]})</span>
                    <span className="tabular ml-2 whitespace-nowrap text-xs text-muted">n={cell.samples}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

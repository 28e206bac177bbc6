import { useId } from "react";
import { axisTicks, compactNumber, niceMax } from "~/core/chart-scale";
import { cn } from "./cn";

/**
 * Hand-drawn SVG charts (decision 022): rendered on the server like the rest of the page, so nothing moves when it
 * hydrates, no chart library reaches the browser, and the colours are the theme's. A chart is decoration beside
 * its data table (the accessible version), so it is hidden from assistive technology.
 *
 * The plot is an SVG stretched to its box (`preserveAspectRatio="none"`, strokes that do not scale); axis labels
 * and grid lines are HTML laid over it, so text never stretches and the chart fills any width without measuring.
 */

export type ChartTone = "accent" | "info" | "warning" | "success";

const FILL: Record<ChartTone, string> = {
  accent: "fill-accent",
  info: "fill-info",
  warning: "fill-warning",
  success: "fill-success",
};
const SWATCH: Record<ChartTone, string> = {
  accent: "bg-accent",
  info: "bg-info",
  warning: "bg-warning",
  success: "bg-success",
};

export interface ChartSeries {
  label: string;
  tone: ChartTone;
  values: readonly number[];
}

/** Plot width per point in the SVG's own units; the height is 100 units. */
const STEP = 10;

function Frame({
  top,
  xLabels,
  height,
  children,
}: {
  top: number;
  xLabels: readonly string[];
  height: string;
  children: React.ReactNode;
}) {
  const ticks = axisTicks(top);
  const max = ticks[ticks.length - 1];
  return (
    <div aria-hidden="true" className="select-none">
      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        <div className={cn("relative w-8", height)}>
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2 text-[11px] leading-none text-muted tabular-nums"
              style={{ bottom: `${(tick / max) * 100}%` }}
            >
              {compactNumber(tick)}
            </span>
          ))}
        </div>
        <div className={cn("relative", height)}>
          {ticks.map((tick) => (
            <div
              key={tick}
              className={cn(
                "absolute inset-x-0 border-t",
                tick === 0 ? "border-border" : "border-border/50 border-dashed",
              )}
              style={{ bottom: `${(tick / max) * 100}%` }}
            />
          ))}
          {children}
        </div>
        <div />
        <div className="mt-2 flex justify-between text-[11px] text-muted tabular-nums">
          {xLabels.map((label) => (
            <span key={label}>{label}</span>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Up to three labels under the x axis: first, middle and last point. */
export function edgeLabels(labels: readonly string[]): string[] {
  if (labels.length <= 2) return [...labels];
  return [labels[0], labels[Math.floor((labels.length - 1) / 2)], labels[labels.length - 1]];
}

/** One series over time as a filled line (views per day). */
export function AreaChart({
  series,
  labels,
  height = "h-44 md:h-56",
}: {
  series: ChartSeries;
  labels: readonly string[];
  height?: string;
}) {
  const gradient = useId();
  const n = series.values.length;
  const top = niceMax(Math.max(0, ...series.values));
  const max = axisTicks(top).at(-1) ?? 1;
  const width = Math.max(1, n - 1) * STEP;
  const points = series.values.map((v, i) => [n === 1 ? width / 2 : i * STEP, 100 - (v / max) * 100] as const);
  const line = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x},${y.toFixed(2)}`).join(" ");
  const area = `${line} L${points.at(-1)?.[0] ?? 0},100 L${points[0]?.[0] ?? 0},100 Z`;
  return (
    <Frame top={top} xLabels={edgeLabels(labels)} height={height}>
      <svg
        className="absolute inset-0 size-full overflow-visible"
        viewBox={`0 0 ${width} 100`}
        preserveAspectRatio="none"
        focusable="false"
      >
        <defs>
          <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="var(--color-accent)" stopOpacity="0.55" />
            <stop offset="100%" stopColor="var(--color-accent-2)" stopOpacity="0.04" />
          </linearGradient>
        </defs>
        {n > 0 ? (
          <>
            <path d={area} fill={`url(#${gradient})`} />
            <path
              d={line}
              fill="none"
              stroke="var(--color-accent-fg)"
              strokeWidth="2"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </>
        ) : null}
      </svg>
    </Frame>
  );
}

/** Several series side by side per point (ticket clicks and shares per day). */
export function ColumnChart({
  series,
  labels,
  height = "h-40 md:h-48",
}: {
  series: readonly ChartSeries[];
  labels: readonly string[];
  height?: string;
}) {
  const n = labels.length;
  const top = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const max = axisTicks(top).at(-1) ?? 1;
  // Thin columns on long ranges, with a gap between days that stays visible at 90 days on a phone.
  const group = STEP * 0.72;
  const each = group / series.length;
  return (
    <div>
      <Frame top={top} xLabels={edgeLabels(labels)} height={height}>
        <svg
          className="absolute inset-0 size-full"
          viewBox={`0 0 ${Math.max(1, n) * STEP} 100`}
          preserveAspectRatio="none"
          focusable="false"
        >
          {series.map((s, si) =>
            s.values.map((v, i) => {
              if (v <= 0) return null;
              const h = Math.max(1.5, (v / max) * 100);
              return (
                <rect
                  key={`${s.label}-${labels[i]}`}
                  className={FILL[s.tone]}
                  x={i * STEP + (STEP - group) / 2 + si * each}
                  y={100 - h}
                  width={each * 0.9}
                  height={h}
                  rx={0.6}
                />
              );
            }),
          )}
        </svg>
      </Frame>
      <ChartLegend series={series} />
    </div>
  );
}

export function ChartLegend({ series }: { series: readonly Pick<ChartSeries, "label" | "tone">[] }) {
  return (
    <ul aria-hidden="true" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {series.map((s) => (
        <li key={s.label} className="flex items-center gap-1.5">
          <span className={cn("size-2.5 rounded-sm", SWATCH[s.tone])} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/** Horizontal bars for categories (views by traffic source), longest first or in the caller's order. */
export function BarList({
  rows,
  tone = "accent",
}: {
  rows: readonly { label: string; value: number }[];
  tone?: ChartTone;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ul aria-hidden="true" className="flex flex-col gap-2.5">
      {rows.map((row) => (
        <li key={row.label} className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-3 text-sm">
          <span className="truncate text-muted">{row.label}</span>
          <span className="h-2.5 overflow-hidden rounded-full bg-surface-2">
            <span
              className={cn(
                "block h-full rounded-full",
                tone === "accent" ? "bg-gradient-to-r from-accent to-accent-2" : SWATCH[tone],
              )}
              style={{ width: `${row.value > 0 ? Math.max(2, (row.value / max) * 100) : 0}%` }}
            />
          </span>
          <span className="w-10 text-right text-fg tabular-nums">{row.value.toLocaleString("en-GB")}</span>
        </li>
      ))}
    </ul>
  );
}

import { type KeyboardEvent, useId, useRef, useState } from "react";
import { nextPointIndex, pointDescription, pointLabel, tooltipAlign } from "~/core/analytics/chart-points";
import { axisTicks, compactNumber, niceMax } from "~/core/analytics/chart-scale";
import { cn } from "./cn";

/**
 * Hand-drawn SVG charts (decision 022): rendered on the server like the rest of the page, so nothing moves when it
 * hydrates, no chart library reaches the browser, and the colours are the theme's. A chart is decoration beside
 * its data table (the accessible version), so its drawing is hidden from assistive technology.
 *
 * The plot is an SVG stretched to its box (`preserveAspectRatio="none"`, strokes that do not scale); axis labels
 * and grid lines are HTML laid over it, so text never stretches and the chart fills any width without measuring.
 *
 * Over the plot of a line or column chart lies one transparent button per point: one tab stop per
 * chart (a roving tabindex, the latest point first), arrow keys, Page Up/Down and Home/End move between points, and the
 * focused or hovered point shows the same tooltip (its day and every series' value, tabular numbers), while its
 * button's name says the same to a screen reader. The rules are app/core/analytics/chart-points.ts.
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

/** The value axis of a chart of these series: its rounded top label, and the value at the top of the drawing. */
function scaleOf(series: readonly ChartSeries[]): { top: number; max: number } {
  const top = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  return { top, max: axisTicks(top).at(-1) ?? 1 };
}

/**
 * The axes and grid of a chart around its drawing (`children`, hidden from assistive technology), with the focusable
 * point layer over it: the point labels, name and geometry are ChartPoints'.
 */
function Frame({
  series,
  labels,
  pointLabels,
  height,
  name,
  x,
  half,
  dot,
  children,
}: {
  series: readonly ChartSeries[];
  /** The x axis's labels: the first, middle and last are written under it. */
  labels: readonly string[];
  pointLabels: readonly string[];
  height: string;
  name: string;
  x: (i: number) => number;
  half: number;
  dot: boolean;
  children: React.ReactNode;
}) {
  const { top, max } = scaleOf(series);
  const ticks = axisTicks(top);
  const xLabels = edgeLabels(labels);
  return (
    <div className="select-none">
      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        <div aria-hidden="true" className={cn("relative w-8", height)}>
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
          <div aria-hidden="true" className="absolute inset-0">
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
          <ChartPoints name={name} labels={pointLabels} series={series} max={max} x={x} half={half} dot={dot} />
        </div>
        <div />
        <div aria-hidden="true" className="mt-2 flex justify-between text-[11px] text-muted tabular-nums">
          {xLabels.map((label) => (
            <span key={label}>{label}</span>
          ))}
        </div>
      </div>
    </div>
  );
}

const TOOLTIP_ALIGN = { start: "-translate-x-3", center: "-translate-x-1/2", end: "-translate-x-[calc(100%-0.75rem)]" };

/**
 * One transparent button per point over the plot, each a strip of the plot's full height around its point: hovering
 * anywhere in the strip or focusing it shows the point's tooltip. `x(i)` is the point's centre and `half` half a
 * strip, both in % of the plot width; `max` is the value axis top, for the line chart's dot.
 */
function ChartPoints({
  name,
  labels,
  series,
  max,
  x,
  half,
  dot,
}: {
  name: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  max: number;
  x: (i: number) => number;
  half: number;
  dot: boolean;
}) {
  const count = labels.length;
  const [current, setCurrent] = useState(count - 1);
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (count === 0) return null;
  const roving = Math.min(current, count - 1);
  const shown = hovered ?? (focused ? roving : null);
  const valuesAt = (i: number) => series.map((s) => ({ label: s.label, value: s.values[i] ?? 0, tone: s.tone }));
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const next = nextPointIndex(event.key, i, count);
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    setHovered(null);
    buttons.current[next]?.focus();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of chart points, not a form's fieldset
    <div
      role="group"
      aria-label={`${name}: ${count} points, arrow keys move between them`}
      className="absolute inset-0"
      onPointerLeave={() => setHovered(null)}
    >
      {labels.map((label, i) => {
        const left = Math.max(0, x(i) - half);
        const right = Math.min(100, x(i) + half);
        return (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: points are axis positions, never reordered; short labels may repeat
            key={`${i}-${label}`}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            tabIndex={i === roving ? 0 : -1}
            aria-label={pointDescription(label, valuesAt(i))}
            data-chart-point={label}
            className="absolute inset-y-0 cursor-crosshair rounded-md outline-none focus-visible:bg-fg/5 focus-visible:ring-2 focus-visible:ring-accent-fg focus-visible:ring-inset"
            style={{ left: `${left}%`, width: `${right - left}%` }}
            onPointerEnter={() => setHovered(i)}
            onClick={() => setCurrent(i)}
            onFocus={() => {
              setCurrent(i);
              setFocused(true);
            }}
            onBlur={() => setFocused(false)}
            onKeyDown={(event) => onKeyDown(event, i)}
          />
        );
      })}
      {shown !== null ? (
        <>
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 w-px -translate-x-1/2 bg-fg/40"
            style={{ left: `${x(shown)}%` }}
          />
          {dot
            ? series.map((s) => (
                <span
                  key={s.label}
                  aria-hidden="true"
                  className="pointer-events-none absolute size-2.5 -translate-x-1/2 translate-y-1/2 rounded-full border-2 border-bg bg-accent-fg"
                  style={{ left: `${x(shown)}%`, bottom: `${((s.values[shown] ?? 0) / max) * 100}%` }}
                />
              ))
            : null}
          <div
            aria-hidden="true"
            data-testid="chart-tooltip"
            className={cn(
              "pointer-events-none absolute bottom-full z-10 mb-2 w-max max-w-[15rem] rounded-lg border border-border bg-surface-2 px-3 py-2 text-xs shadow-lg",
              TOOLTIP_ALIGN[tooltipAlign(x(shown))],
            )}
            style={{ left: `${x(shown)}%` }}
          >
            <p className="font-semibold text-fg">{pointLabel(labels[shown])}</p>
            <ul className="mt-1 flex flex-col gap-0.5">
              {valuesAt(shown).map((v) => (
                <li key={v.label} className="flex items-center gap-2">
                  <span className={cn("size-2 rounded-sm", SWATCH[v.tone])} />
                  <span className="text-muted">{v.label}</span>
                  <span className="ml-auto pl-3 font-semibold text-fg tabular-nums">
                    {v.value.toLocaleString("en-GB")}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : null}
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
  name = `${series.label} chart`,
  pointLabels = labels,
}: {
  series: ChartSeries;
  labels: readonly string[];
  /** The points' labels in tooltips and for screen readers, when the axis's are short ("20 Nov"); default `labels`. */
  pointLabels?: readonly string[];
  height?: string;
  /** The point layer's accessible name. */
  name?: string;
}) {
  const gradient = useId();
  const n = series.values.length;
  const { max } = scaleOf([series]);
  const width = Math.max(1, n - 1) * STEP;
  const points = series.values.map((v, i) => [n === 1 ? width / 2 : i * STEP, 100 - (v / max) * 100] as const);
  const line = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x},${y.toFixed(2)}`).join(" ");
  const area = `${line} L${points.at(-1)?.[0] ?? 0},100 L${points[0]?.[0] ?? 0},100 Z`;
  return (
    <Frame
      series={[series]}
      labels={labels}
      pointLabels={pointLabels}
      height={height}
      name={name}
      x={(i) => (n <= 1 ? 50 : (i / (n - 1)) * 100)}
      half={n <= 1 ? 50 : 50 / (n - 1)}
      dot
    >
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
  name = `${series.map((s) => s.label).join(" and ")} chart`,
  pointLabels = labels,
}: {
  series: readonly ChartSeries[];
  labels: readonly string[];
  /** The points' labels in tooltips and for screen readers; default `labels`. */
  pointLabels?: readonly string[];
  height?: string;
  /** The point layer's accessible name. */
  name?: string;
}) {
  const n = labels.length;
  const { max } = scaleOf(series);
  // Thin columns on long ranges, with a gap between days that stays visible at 90 days on a phone.
  const group = STEP * 0.72;
  const each = group / series.length;
  return (
    <div>
      <Frame
        series={series}
        labels={labels}
        pointLabels={pointLabels}
        height={height}
        name={name}
        x={(i) => ((i + 0.5) / Math.max(1, n)) * 100}
        half={50 / Math.max(1, n)}
        dot={false}
      >
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

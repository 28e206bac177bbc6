import { Download } from "lucide-react";
import { useEffect } from "react";
import { Form, useNavigate, useRouteLoaderData } from "react-router";
import { activeDjProfileStorageKey } from "~/core/access/role-labels";
import { ACTIVE_DJ_PROFILE_CHANGED } from "~/core/access/shell-roles";
import {
  csvFileName,
  DEFAULT_DJ_ANALYTICS_RANGE,
  type DjAnalyticsRange,
  djAnalyticsSearch,
  MAX_RANGE_DAYS,
  toCsv,
} from "~/core/analytics/dj-analytics";
import { groupedInteger } from "~/core/text/english-format";
import { DjProfilePicker } from "~/ui/dj-profile-picker";
import { AnalyticsRangeNav } from "~/ui/event-analytics-parts";

function useStorageKey(): string {
  return activeDjProfileStorageKey(
    (useRouteLoaderData("root") as { productSlug?: string } | undefined)?.productSlug ?? "booth",
  );
}

function remember(key: string, id: string) {
  try {
    if (window.localStorage.getItem(key) === id) return;
    window.localStorage.setItem(key, id);
  } catch {
    // Storage unavailable (private mode): the choice lasts for this visit only.
    return;
  }
  window.dispatchEvent(new Event(ACTIVE_DJ_PROFILE_CHANGED));
}

/**
 * Spec §6: the active DJ profile is chosen by the user and remembered locally. The server shows `?dj=` or the
 * primary profile; on a visit without `?dj=`, a different remembered profile is opened in its place.
 */
export function useRememberedProfile(
  profiles: readonly { id: string; slug: string }[],
  active: { id: string; slug: string },
  asked: boolean,
  search: string,
) {
  const key = useStorageKey();
  const navigate = useNavigate();
  useEffect(() => {
    if (!active.id) return;
    if (asked) {
      remember(key, active.id);
      return;
    }
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(key);
    } catch {
      stored = null;
    }
    const chosen = profiles.find((p) => p.id === stored);
    if (chosen && chosen.id !== active.id) {
      const params = new URLSearchParams(search);
      params.set("dj", chosen.slug);
      navigate(`?${params}`, { replace: true, preventScrollReset: true });
    }
  }, [asked, active.id, profiles, key, navigate, search]);
}

/** The profile switcher (with several profiles), the 7/30/90 days links and a custom from–to range. */
export function DashboardControls({
  profiles,
  active,
  range,
  from,
  to,
  today,
  error,
}: {
  profiles: readonly { slug: string; displayName: string }[];
  active: string;
  range: DjAnalyticsRange;
  from: string;
  to: string;
  today: string;
  error: string | null;
}) {
  const keepRange: Record<string, string> =
    range === "custom" ? { from, to } : range === 30 ? {} : { days: String(range) };
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <DjProfilePicker
        profiles={profiles}
        value={active}
        keep={keepRange}
        className="lg:max-w-md lg:flex-1"
        testId="profile-switcher"
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <AnalyticsRangeNav days={range} hrefOf={(days) => djAnalyticsSearch({ dj: active, range: days })} />
        <Form method="get" className="flex items-end gap-2" aria-label="Custom range">
          <input type="hidden" name="dj" value={active} />
          <label className="flex flex-col gap-1 text-xs text-muted">
            From
            <input
              type="date"
              name="from"
              defaultValue={from}
              max={today}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "range-error" : undefined}
              className="h-9 rounded-lg border border-border bg-surface px-2 text-sm text-fg tabular-nums"
            />
          </label>
          <label className="flex flex-col gap-1 text-xs text-muted">
            To
            <input
              type="date"
              name="to"
              defaultValue={to}
              max={today}
              className="h-9 rounded-lg border border-border bg-surface px-2 text-sm text-fg tabular-nums"
            />
          </label>
          <button
            type="submit"
            className="h-9 rounded-lg border border-border bg-surface-2 px-3 text-sm font-semibold text-fg hover:bg-surface"
          >
            Apply
          </button>
        </Form>
      </div>
      {error ? (
        <p id="range-error" role="alert" className="text-sm text-danger">
          <span className="font-semibold">{error}</span>
          {/* The spec's message, then what a valid range is and what the page shows meanwhile. */}
          <span className="block text-muted">
            Pick a start date on or before the end date, neither after today, at most {groupedInteger(MAX_RANGE_DAYS)}{" "}
            days apart. The figures below are for the last {DEFAULT_DJ_ANALYTICS_RANGE} days.
          </span>
        </p>
      ) : null}
    </div>
  );
}

/** A chart's data as a CSV file: a plain download link (works without JS; the data is already on the page). */
export function CsvLink({
  slug,
  chart,
  from,
  to,
  columns,
  rows,
}: {
  slug: string;
  chart: string;
  from: string;
  to: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}) {
  return (
    <a
      href={`data:text/csv;charset=utf-8,${encodeURIComponent(toCsv(columns, rows))}`}
      download={csvFileName(slug, chart, from, to)}
      data-testid={`csv-${chart}`}
      className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border border-border px-3 text-xs font-semibold text-muted hover:bg-surface-2 hover:text-fg"
    >
      <Download aria-hidden className="size-3.5" />
      CSV<span className="sr-only">: {chart.replaceAll("-", " ")}</span>
    </a>
  );
}

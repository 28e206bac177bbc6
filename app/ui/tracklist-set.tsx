import type { PublicTrackRow } from "~/core/tracklists/public-tracklist";
import { trackSearchPath } from "~/core/tracklists/track-search";

/** One published set: numbered tracks with their time after the set's start, BPM and key; names ask who else played them. */
export function TracklistSet({ rows, label }: { rows: PublicTrackRow[]; label: string }) {
  return (
    <ol aria-label={label} className="divide-y divide-border rounded-2xl border border-border bg-surface">
      {rows.map((row) => (
        <li key={row.n} className="flex items-baseline gap-3 px-4 py-2.5 text-sm" data-testid="tracklist-track">
          <span className="w-6 shrink-0 text-right text-xs text-muted tabular-nums">{row.n}</span>
          <span className="min-w-0 flex-1">
            {/* An unreleased ID is no one's track: nothing to look up. */}
            {row.unreleased || !row.artist ? (
              <span className="font-semibold text-fg">{row.artist || "Unknown artist"}</span>
            ) : (
              <a href={trackSearchPath(row.artist)} className="font-semibold text-fg hover:underline">
                {row.artist}
              </a>
            )}
            <span className="text-muted"> – </span>
            {row.unreleased ? (
              <span className="text-fg">{row.title}</span>
            ) : (
              <a href={trackSearchPath(row.title)} className="text-fg hover:underline">
                {row.title}
              </a>
            )}
          </span>
          <span className="shrink-0 text-xs text-muted tabular-nums">
            {[row.time, row.bpm === null ? null : `${row.bpm} BPM`, row.key].filter(Boolean).join(" · ")}
          </span>
        </li>
      ))}
    </ol>
  );
}

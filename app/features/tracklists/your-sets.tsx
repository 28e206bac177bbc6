import { Link } from "react-router";

export type YourSet = {
  eventId: string;
  eventName: string;
  when: string;
  published: boolean;
  tracks: number;
  bpm: string | null;
  keys: string[];
};

/** "Your sets" on the mate dashboard: each imported set with its track count, tempo range and commonest keys. */
export function YourSets({ sets }: { sets: YourSet[] }) {
  if (sets.length === 0) return null;
  return (
    <section aria-labelledby="your-sets-heading" data-testid="your-sets">
      <h2 id="your-sets-heading" className="mb-3 text-xs font-semibold tracking-[0.2em] text-muted uppercase">
        Your sets
      </h2>
      <ul className="divide-y divide-border rounded-2xl border border-border bg-surface">
        {sets.map((set) => (
          <li key={set.eventId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
            <span className="min-w-0">
              <Link to={`/mate/events/${set.eventId}/tracklist`} className="font-semibold text-fg hover:underline">
                {set.eventName}
              </Link>
              <span className="text-sm text-muted">
                {" "}
                · {set.when} · {set.published ? "Published" : "Draft"}
              </span>
            </span>
            <span className="text-sm text-muted tabular-nums">
              {[`${set.tracks} tracks`, set.bpm, set.keys.length > 0 ? `keys ${set.keys.join(", ")}` : null]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

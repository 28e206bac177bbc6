import type { PublicTrackRow } from "~/core/tracklists/public-tracklist";
import { TracklistSet } from "~/ui/tracklist-set";

/** An event page's published tracklists, one per DJ in lineup order. */
export function EventTracklists({ sets }: { sets: { dj: { name: string; slug: string }; rows: PublicTrackRow[] }[] }) {
  if (sets.length === 0) return null;
  return (
    <section aria-labelledby="tracklists-heading" className="mt-10" data-testid="event-tracklists">
      <h2 id="tracklists-heading" className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">
        {sets.length > 1 ? "Tracklists" : "Tracklist"}
      </h2>
      {sets.map((set) => (
        <div key={set.dj.slug} className="mt-4">
          <h3 className="mb-2 text-sm font-semibold text-muted">
            <a href={`/dj/${set.dj.slug}`} className="text-fg hover:underline">
              {set.dj.name}
            </a>{" "}
            · {set.rows.length} tracks
          </h3>
          <TracklistSet rows={set.rows} label={`${set.dj.name}'s tracklist`} />
        </div>
      ))}
    </section>
  );
}

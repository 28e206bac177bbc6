import type { MostPlayed, PublicTrackRow } from "~/core/tracklists/public-tracklist";
import { trackSearchPath } from "~/core/tracklists/track-search";
import { TracklistSet } from "~/ui/tracklist-set";

type DjSet = {
  eventHref: string | null;
  eventName: string;
  when: string;
  venue: string | null;
  rows: PublicTrackRow[];
};

/** A DJ page's published sets, newest gig first: the latest open, the others one tap away (works without JS). */
export function DjTracklists({ sets, mostPlayed, djName }: { sets: DjSet[]; mostPlayed: MostPlayed; djName: string }) {
  if (sets.length === 0) return null;
  return (
    <section aria-labelledby="dj-tracklists-heading" data-testid="dj-tracklists">
      <h2 id="dj-tracklists-heading" className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">
        Tracklists
      </h2>
      <div className="mt-3 flex flex-col gap-3">
        {sets.map((set, i) => (
          <details
            key={`${set.eventName}-${set.when}`}
            open={i === 0}
            className="group rounded-2xl border border-border bg-surface/60"
          >
            <summary className="cursor-pointer list-none rounded-2xl px-4 py-3 marker:hidden">
              <span className="block font-semibold text-fg">{set.eventName}</span>
              <span className="text-sm text-muted">
                {[set.when, set.venue, `${set.rows.length} tracks`].filter(Boolean).join(" · ")}
              </span>
            </summary>
            <div className="px-2 pb-2">
              <TracklistSet rows={set.rows} label={`${djName} at ${set.eventName}`} />
              {set.eventHref ? (
                <a href={set.eventHref} className="mt-2 inline-block px-2 text-sm text-accent-fg hover:underline">
                  Event page
                </a>
              ) : null}
            </div>
          </details>
        ))}
      </div>
      {mostPlayed.artists.length > 0 || mostPlayed.tracks.length > 0 ? (
        <div
          className="mt-4 grid gap-4 rounded-2xl border border-border bg-surface/60 p-4 sm:grid-cols-2"
          data-testid="most-played"
        >
          <MostPlayedList
            heading="Most played artists"
            items={mostPlayed.artists.map((a) => ({ text: a.artist, href: trackSearchPath(a.artist), plays: a.plays }))}
          />
          <MostPlayedList
            heading="Most played tracks"
            items={mostPlayed.tracks.map((t) => ({
              text: `${t.artist} – ${t.title}`,
              href: trackSearchPath(t.title),
              plays: t.plays,
            }))}
          />
        </div>
      ) : null}
    </section>
  );
}

function MostPlayedList({
  heading,
  items,
}: {
  heading: string;
  items: { text: string; href: string; plays: number }[];
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-fg">{heading}</h3>
      <ol className="mt-2 flex flex-col gap-1 text-sm">
        {items.map((item) => (
          <li key={item.text} className="flex justify-between gap-3">
            <a href={item.href} className="min-w-0 truncate text-fg hover:underline">
              {item.text}
            </a>
            <span className="shrink-0 text-muted tabular-nums">{item.plays} plays</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

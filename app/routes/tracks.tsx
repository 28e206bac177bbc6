import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { groupPlays, parseTrackQuery, playDay, TRACK_QUERY_MAX, trackSearchPath } from "~/core/tracklists/track-search";
import { Button } from "~/ui/button";
import { readPageData } from "~server/adapters/page-data.server";
import { routeContext } from "~server/adapters/route-guard.server";
import { searchPlayedTracks } from "~server/domain/tracklists/search-played-tracks.server";
import type { Route } from "./+types/tracks";

/**
 * /tracks?q= — "Who played this?": tracks of the published tracklists whose artist or title holds the words, with
 * the DJs and gigs that played them, newest first. Not a search result type (spec §3 fixes those): a page of its own.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = routeContext(context);
  const raw = new URL(request.url).searchParams;
  const q = parseTrackQuery(raw);
  const plays = q ? await readPageData(context, () => searchPlayedTracks(ctx.database.db, q)) : [];
  return {
    q: q ?? (raw.get("q") ?? "").slice(0, TRACK_QUERY_MAX),
    searched: q !== null,
    eventLinks: ctx.flags.eventsPageEnabled,
    tracks: groupPlays(plays).map((t) => ({
      artist: t.artist,
      title: t.title,
      plays: t.plays.map((p) => ({ ...p, day: playDay(p.event.localDate) })),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.searched ? `Who played “${loaderData.q}” · Booth` : "Who played this? · Booth" },
  { name: "robots", content: "noindex" },
];

export default function Tracks({ loaderData }: Route.ComponentProps) {
  const { q, searched, tracks, eventLinks } = loaderData;
  return (
    <div className="mx-auto max-w-[760px] px-4 pt-6 pb-16 md:px-6 md:pt-10">
      <p className="text-xs font-bold tracking-[0.2em] text-accent-fg uppercase">Tracklists</p>
      <h1 className="mt-2 font-display text-[32px] leading-tight font-extrabold tracking-tight md:text-5xl">
        Who played this?
      </h1>
      <Form method="get" role="search" aria-label="Search tracklists" className="mt-6 flex gap-2">
        <label htmlFor="track-q" className="sr-only">
          Artist or title
        </label>
        <input
          id="track-q"
          name="q"
          type="search"
          defaultValue={q}
          minLength={2}
          maxLength={TRACK_QUERY_MAX}
          placeholder="Artist or title"
          className="h-11 min-w-0 flex-1 rounded-lg border border-border bg-surface-2 px-3 text-fg placeholder:text-muted"
        />
        <Button type="submit" icon={<Search aria-hidden className="size-4" />}>
          Search
        </Button>
      </Form>
      {!searched ? (
        <p className="mt-6 text-sm text-muted">Search the tracklists DJs published from their sets.</p>
      ) : tracks.length === 0 ? (
        <p className="mt-6 text-sm text-muted" role="status">
          No published tracklist has “{q}” yet.
        </p>
      ) : (
        <ol className="mt-6 flex flex-col gap-3" aria-label={`Tracks matching ${q}`}>
          {tracks.map((track) => (
            <li
              key={`${track.artist}\u0000${track.title}`}
              className="rounded-2xl border border-border bg-surface p-4"
              data-testid="played-track"
            >
              <p className="font-semibold text-fg">
                <Link to={trackSearchPath(track.artist)} className="hover:underline">
                  {track.artist || "Unknown artist"}
                </Link>
                <span className="text-muted"> – </span>
                <Link to={trackSearchPath(track.title)} className="font-normal hover:underline">
                  {track.title}
                </Link>
              </p>
              <ul className="mt-2 flex flex-col gap-1 text-sm text-muted">
                {track.plays.map((play) => (
                  <li key={`${play.event.eventId}-${play.dj.slug}`}>
                    Played by{" "}
                    <Link to={`/dj/${play.dj.slug}`} className="text-fg hover:underline">
                      {play.dj.name}
                    </Link>{" "}
                    at{" "}
                    {eventLinks ? (
                      <Link to={`/events/${play.event.eventId}`} className="text-fg hover:underline">
                        {play.event.name}
                      </Link>
                    ) : (
                      <span className="text-fg">{play.event.name}</span>
                    )}
                    {`, ${play.day}`}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

import { shuffleOfTheDay } from "~/core/radio/radio-player";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { RadioPage } from "~/features/radio/radio-page";
import { readPageData } from "~server/adapters/page-data.server";
import { routeContext } from "~server/adapters/route-guard.server";
import { listRadioPlaylist } from "~server/domain/radio/list-radio-playlist.server";
import type { Route } from "./+types/radio";

/**
 * /radio (radio flag; off → Feature Unavailable): the playlist of the DJs' tracks in the shuffle of the
 * day, the now-playing card and the queue. Playing happens in the shell's one player, so it goes on across pages.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = routeContext(context);
  const now = new Date();
  // Within the spec's 12 s, or the page says it is taking too long (decision 041).
  const tracks = shuffleOfTheDay(await readPageData(context, () => listRadioPlaylist(ctx.database.db)), now);
  return { tracks, day: now.toISOString().slice(0, 10) };
}

export async function action({ context }: Route.ActionArgs) {
  routeContext(context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Radio · Booth",
    description: "Booth Radio: a non-stop mix of tracks from the DJs on Booth, shuffled fresh every day.",
    path: "/radio",
    origin: publicOrigin(matches),
  });

export default function Radio({ loaderData }: Route.ComponentProps) {
  return <RadioPage tracks={loaderData.tracks} day={loaderData.day} />;
}

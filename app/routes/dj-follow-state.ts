import { routeContext } from "~server/adapters/route-guard.server";
import { getDjFollowState } from "~server/domain/djs/get-dj-follow-state.server";
import { getHeldDjPage } from "~server/domain/djs/get-held-dj-page.server";
import type { Route } from "./+types/dj-follow-state";

/**
 * /dj/{slug}/follow-state: the radio's now-playing card asks, in the browser, whether the viewer follows
 * the playing DJ. /radio is served from the anonymous page cache, so a signed-in viewer's follow state is never in
 * its HTML; this answer is theirs alone and is never stored by a cache. Follow/unfollow itself posts to /dj/{slug}.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = routeContext(context);
  const page = await getHeldDjPage(ctx.database.db, params.slug);
  const headers = { "Cache-Control": "private, no-store", Vary: "Cookie" };
  if (!page) return Response.json({ error: "not_found" }, { status: 404, headers });
  const state = ctx.userId
    ? await getDjFollowState(ctx.database.db, page.dj.id, ctx.userId)
    : { followers: page.followers, following: false };
  return Response.json(
    { slug: page.dj.slug, ...state, signedIn: ctx.userId !== null, hideCount: ctx.flags.hideFollowCount },
    { headers },
  );
}

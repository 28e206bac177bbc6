import { data, redirect } from "react-router";
import {
  type FollowActionResult,
  type FollowIntent,
  parseFollowIntent,
  signInToFollowPath,
} from "~/core/djs/dj-follow";
import type { RequestContext } from "~server/context.server";
import { followDj } from "~server/domain/djs/follow-dj.server";
import { unfollowDj } from "~server/domain/djs/unfollow-dj.server";
import { readCity } from "~server/request/visitor-place.server";
import type { ScreenPayload } from "./access.server";

/**
 * A follow/unfollow action for anything followable (a DJ, a production line). Idempotent (the domain functions
 * are), so a double tap or a replayed form does no harm. With the login flag off following does not exist (403);
 * guests are sent to sign in and back to `pagePath`; an unknown intent is 400; `run` answering null (nothing public
 * to follow) is 404. The request already passed the Origin/Sec-Fetch-Site check.
 */
/** Longer than any slug of ours, with room for the numbered ones (slugify's SLUG_MAX_LENGTH plus a suffix). */
const FOLLOW_SLUG_MAX = 200;

export async function handleFollowIntent(
  request: Request,
  ctx: RequestContext,
  target: {
    slug: string;
    pagePath: string;
    run: (intent: FollowIntent, userId: string) => Promise<{ following: boolean; followers: number } | null>;
  },
): Promise<FollowActionResult> {
  if (!ctx.flags.loginEnabled) {
    throw data<ScreenPayload>({ screen: "feature-unavailable", feature: "Login" }, { status: 403 });
  }
  // No slug is this long (slugify stops at SLUG_MAX_LENGTH): answered as unknown before the sign-in redirect would
  // carry it back in a Location header too long for clients to read.
  if (target.slug.length > FOLLOW_SLUG_MAX) throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
  if (!ctx.userId) throw redirect(signInToFollowPath(target.pagePath));
  const intent = parseFollowIntent((await request.formData()).get("intent"));
  if (!intent) throw data({ error: "Unknown follow action" }, { status: 400 });
  const state = await target.run(intent, ctx.userId);
  if (!state) throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
  return { ok: true, slug: target.slug, ...state };
}

/**
 * The DJ follow action shared by the DJ profile and /following. A follow keeps the city the request came from
 * (CITY_HEADER, as the profile-view beacon reads it) for the mate dashboard's followers by city.
 */
export function handleFollowAction(request: Request, ctx: RequestContext, slug: string): Promise<FollowActionResult> {
  return handleFollowIntent(request, ctx, {
    slug,
    pagePath: `/dj/${slug}`,
    run: (intent, userId) =>
      intent === "follow"
        ? followDj(ctx.database.db, userId, slug, { city: readCity(request.headers, ctx.config.cityHeader) })
        : unfollowDj(ctx.database.db, userId, slug),
  });
}

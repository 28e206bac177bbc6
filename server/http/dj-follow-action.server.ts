import { data, redirect } from "react-router";
import { followSignInPath, parseFollowIntent } from "~/core/dj-follow";
import type { RequestContext } from "~server/context.server";
import { followDj } from "~server/domain/djs/follow-dj.server";
import { unfollowDj } from "~server/domain/djs/unfollow-dj.server";
import type { ScreenPayload } from "./access.server";

export type FollowActionResult = { ok: true; slug: string; following: boolean; followers: number };

/**
 * The follow/unfollow action shared by the DJ profile and /following. Idempotent (the domain functions are), so a
 * double tap or a replayed form does no harm. With the login flag off following does not exist (403); guests are
 * sent to sign in and back to the profile. The request already passed the Origin/Sec-Fetch-Site check.
 */
export async function handleFollowAction(
  request: Request,
  ctx: RequestContext,
  slug: string,
): Promise<FollowActionResult> {
  if (!ctx.flags.loginEnabled) {
    throw data<ScreenPayload>({ screen: "feature-unavailable", feature: "Login" }, { status: 403 });
  }
  if (!ctx.userId) throw redirect(followSignInPath(slug));
  const intent = parseFollowIntent((await request.formData()).get("intent"));
  if (!intent) throw data({ error: "Unknown follow action" }, { status: 400 });
  const run = intent === "follow" ? followDj : unfollowDj;
  const state = await run(ctx.database.db, ctx.userId, slug);
  if (!state) throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
  return { ok: true, slug, ...state };
}

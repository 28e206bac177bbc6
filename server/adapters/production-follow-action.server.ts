import type { FollowActionResult } from "~/core/djs/dj-follow";
import { productionPath } from "~/core/productions/productions";
import type { RequestContext } from "~server/context.server";
import { followProduction } from "~server/domain/productions/follow-production.server";
import { unfollowProduction } from "~server/domain/productions/unfollow-production.server";
import { handleFollowIntent } from "./dj-follow-action.server";

/** Follow/unfollow a production line: the action of /production/{slug} and /my/following/productions. */
export function handleProductionFollowAction(
  request: Request,
  ctx: RequestContext,
  slug: string,
): Promise<FollowActionResult> {
  return handleFollowIntent(request, ctx, {
    slug,
    pagePath: productionPath(slug),
    run: (intent, userId) =>
      (intent === "follow" ? followProduction : unfollowProduction)(ctx.database.db, userId, slug),
  });
}

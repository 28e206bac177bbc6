import { isRiderKind } from "~/core/press/press-kit";
import { servePressLinkRider } from "~server/adapters/press-link.server";
import { routeContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/press-link-rider";

/** A rider through a personal link (attachment, nosniff, a CSP that runs nothing); each download recorded. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isRiderKind(params.kind))
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return servePressLinkRider(routeContext(context), params.token, params.kind);
}

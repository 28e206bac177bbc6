import { isRiderKind } from "~/core/press/press-kit";
import { serveRider } from "~server/adapters/press-page.server";
import { routeContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/dj-press-rider";

/** A rider PDF, always as a download (attachment, nosniff, a CSP that runs nothing); 404 whenever the page is. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isRiderKind(params.kind))
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return serveRider(routeContext(context), params.slug, params.kind);
}

import { servePressLinkPhoto } from "~server/adapters/press-link.server";
import { routeContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/press-link-photo";

/** A press photo through a personal link: web sizes for the page, originals recorded as downloads. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return servePressLinkPhoto(routeContext(context), params.token, params.file);
}

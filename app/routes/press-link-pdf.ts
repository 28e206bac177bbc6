import { servePressLinkPdf } from "~server/adapters/press-link.server";
import { routeContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/press-link-pdf";

/** The kit's PDF through a personal link; each download recorded on the inquiry. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return servePressLinkPdf(routeContext(context), params.token);
}

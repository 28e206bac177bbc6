import { servePressPdf } from "~server/adapters/press-pdf.server";
import { routeContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/dj-press-pdf";

/** The press kit as a designed PDF (rendered in a worker thread, kept until the kit changes); 404 whenever the page is. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return servePressPdf(routeContext(context), params.slug);
}

import { servePressPhoto } from "~server/adapters/press-page.server";
import { routeContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/dj-press-photo";

/** A press photo: a web size, or the original as uploaded to download; 404 whenever the press page is. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return servePressPhoto(routeContext(context), params.slug, params.file);
}

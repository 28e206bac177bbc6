import { handleRiderUpload, toPressKitEditor } from "~server/adapters/press-kit-editor.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/mate-press-kit-riders";

/** POST /mate/press-kit/riders?dj=: a technical or hospitality rider PDF, with the 10 MB body limit of this path alone. */
export async function loader({ request, context }: Route.LoaderArgs) {
  signedInContext(context);
  return toPressKitEditor(new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleRiderUpload(request, signedInContext(context), new URL(request.url));
}

/** Never shown: a visit goes back to the editor; kept so an upload answers as route data. */
export default function RiderUpload() {
  return null;
}

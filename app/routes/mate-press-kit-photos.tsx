import { handlePressPhotoUpload, toPressKitEditor } from "~server/adapters/press-kit-editor.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/mate-press-kit-photos";

/** POST /mate/press-kit/photos?dj=: one press photo, with the 25 MB body limit of this path alone. */
export async function loader({ request, context }: Route.LoaderArgs) {
  signedInContext(context);
  return toPressKitEditor(new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePressPhotoUpload(request, signedInContext(context), new URL(request.url));
}

/** Never shown: a visit goes back to the editor; kept so an upload answers as route data. */
export default function PressPhotoUpload() {
  return null;
}

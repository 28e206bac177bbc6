import { MAX_PRESS_PHOTO_BYTES, MAX_RIDER_BYTES } from "~/core/press/press-kit";

/**
 * The press kit's two uploads have paths and body limits of their own (decision 058): a press photo up to 25 MB at
 * /mate/press-kit/photos, a rider PDF up to 10 MB at /mate/press-kit/riders (each page or its single-fetch ".data"
 * URL), each with room for the multipart envelope and the form's fields, so a file just over its limit still gets a
 * readable message. Every other path keeps its own limit.
 */
const ENVELOPE = 1024 * 1024;
export const MAX_PRESS_PHOTO_BODY_BYTES = MAX_PRESS_PHOTO_BYTES + ENVELOPE;
export const MAX_RIDER_BODY_BYTES = MAX_RIDER_BYTES + ENVELOPE;

const PHOTO_PATH = /^\/mate\/press-kit\/photos(?:\.data)?$/;
const RIDER_PATH = /^\/mate\/press-kit\/riders(?:\.data)?$/;

/** Which press-kit upload a request is, if any. */
export function pressUploadOf(method: string, pathname: string): "photo" | "rider" | null {
  if (method !== "POST") return null;
  if (PHOTO_PATH.test(pathname)) return "photo";
  if (RIDER_PATH.test(pathname)) return "rider";
  return null;
}

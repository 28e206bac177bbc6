import { INVALID_DJ_SLUG, isValidDjSlug } from "~/core/dj-activity";

/** Spec §8 "Invalid DJ slug": thrown before anything is read or written. */
export class DjActivityError extends Error {
  constructor(message: typeof INVALID_DJ_SLUG) {
    super(message);
    this.name = "DjActivityError";
  }
}

export function assertDjSlug(slug: unknown): asserts slug is string {
  if (!isValidDjSlug(slug)) throw new DjActivityError(INVALID_DJ_SLUG);
}

/** Who caused the activity, as the user_activities row records it (never the IP address). */
export interface ActivityActor {
  userId: string | null;
  userAgent: string | null;
}

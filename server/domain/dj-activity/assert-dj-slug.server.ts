import { INVALID_DJ_SLUG, isValidDjSlug } from "~/core/analytics/dj-activity";
import { AppError } from "~server/domain/app-error.server";

/** Spec §8 "Invalid DJ slug": thrown before anything is read or written. */
export function assertDjSlug(slug: unknown): asserts slug is string {
  if (!isValidDjSlug(slug)) throw new AppError("invalid_input", INVALID_DJ_SLUG);
}

/** Who caused the activity, as the user_activities row records it (never the IP address). */
export interface ActivityActor {
  userId: string | null;
  userAgent: string | null;
}

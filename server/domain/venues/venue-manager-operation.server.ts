import { VENUE_MANAGER_ERRORS } from "~/core/access/venue-permissions";
import { AppError } from "~server/domain/app-error.server";
import { logger } from "~server/logger.server";

/**
 * Spec §8 for every venue-manager operation: without a user → 'User not authenticated'; a refusal the operation
 * meant (AppError: not found, last owner, bad input…) goes through as it is; any other failure is logged for us and
 * reaches the person as 'Unknown error occurred' (never a stack trace or a 500 page).
 */
export async function venueManagerOperation<T>(
  actor: { id?: string | null } | null | undefined,
  operation: string,
  run: (actorId: string) => Promise<T>,
): Promise<T> {
  const actorId = actor?.id;
  if (!actorId) throw new AppError("forbidden", VENUE_MANAGER_ERRORS.notAuthenticated);
  try {
    return await run(actorId);
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error("venue manager operation failed", { operation, actorId, error });
    throw new AppError("unavailable", VENUE_MANAGER_ERRORS.unknown);
  }
}

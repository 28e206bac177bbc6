import { SEARCH_ANALYTICS_COOLDOWN_MS, SEARCH_ANALYTICS_FAILURE_LIMIT } from "~/core/search/search";

/**
 * Spec §9: search analytics are disabled for 5 minutes after 3 consecutive failures. A success resets the
 * count; once the pause is over, sending resumes with a fresh count.
 */
export interface SearchAnalyticsState {
  consecutiveFailures: number;
  /** Epoch ms until which nothing is sent; 0 = not paused. */
  pausedUntil: number;
}

export const INITIAL_SEARCH_ANALYTICS_STATE: SearchAnalyticsState = { consecutiveFailures: 0, pausedUntil: 0 };

export function canSendSearchAnalytics(state: SearchAnalyticsState, now: number): boolean {
  return now >= state.pausedUntil;
}

export function afterSearchAnalyticsAttempt(
  state: SearchAnalyticsState,
  ok: boolean,
  now: number,
): SearchAnalyticsState {
  if (ok) return INITIAL_SEARCH_ANALYTICS_STATE;
  const failures = state.consecutiveFailures + 1;
  if (failures >= SEARCH_ANALYTICS_FAILURE_LIMIT) {
    return { consecutiveFailures: 0, pausedUntil: now + SEARCH_ANALYTICS_COOLDOWN_MS };
  }
  return { consecutiveFailures: failures, pausedUntil: state.pausedUntil };
}

export function searchSessionKey(productSlug: string): string {
  return `${productSlug}_search_session`;
}

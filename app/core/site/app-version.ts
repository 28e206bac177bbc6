/** The product version shown in the footer and used by the app version check (spec §1, §4). */
export const APP_VERSION = "3.16.0";

export type VersionCheckDecision = "first-visit" | "unchanged" | "reload";

/**
 * Spec §4 App version check: a stored version that differs from the current one is replaced and the
 * page reloads once; on the first visit (nothing stored) the version is only stored.
 */
export function decideVersionCheck(stored: string | null, current: string): VersionCheckDecision {
  if (stored === null || stored === "") return "first-visit";
  return stored === current ? "unchanged" : "reload";
}

import { afterLoginPath } from "~/core/site/redirects";
import type { ViewerRole } from "./viewer";

/** Spec §4/§6: admin = users.role admin or supadmin; mate = linked to a mate/verified DJ profile; else user. */
export function deriveViewerRole(input: {
  signedIn: boolean;
  userRole: string | null | undefined;
  hasMateProfile: boolean;
}): ViewerRole {
  if (!input.signedIn) return "guest";
  if (input.userRole === "admin" || input.userRole === "supadmin") return "admin";
  if (input.hasMateProfile) return "dj";
  return "user";
}

/** Spec §4: a signed-in non-admin whose profile is not completed goes to /complete-profile, except there and the auth callback. */
export function needsProfileCompletion(role: ViewerRole, profileCompleted: boolean, pathname: string): boolean {
  if (role === "guest" || role === "admin" || profileCompleted) return false;
  return !(pathname === "/complete-profile" || pathname === "/auth/callback");
}

/**
 * Pages a person opens from a mailed link and should land on again once their new profile is complete: a staff
 * invitation (signed up from it, verified, signed in, then sent to /complete-profile). Other pages lead to the
 * profile's welcome as before.
 */
export function returnAfterProfile(value: string | null | undefined): string | null {
  const path = afterLoginPath(value);
  return /^\/venue\/invitations\/[A-Za-z0-9_-]+$/.test(path) ? path : null;
}

/** Where needsProfileCompletion sends someone from `current` (a path): /complete-profile, keeping a way back. */
export function profileCompletionPath(current: string): string {
  const back = returnAfterProfile(current);
  return back ? `/complete-profile?redirectTo=${encodeURIComponent(back)}` : "/complete-profile";
}

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

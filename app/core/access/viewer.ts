/** Who is looking at the page, as far as the UI needs to know (spec §4 derived role). */
export type ViewerRole = "guest" | "user" | "dj" | "admin";

export interface Viewer {
  role: ViewerRole;
  name?: string;
  email?: string;
  /** Mate DJs with a linked profile get the Mate Panel (spec §2 user menu). */
  hasMateProfile?: boolean;
  /** Any active venue_managers record (spec §6). */
  managesVenues?: boolean;
  /**
   * May look for a DJ free on a date (/find-djs): venue staff with can_manage_bookings, producers and production
   * line owners (admins always may).
   */
  findsDjs?: boolean;
}

export const GUEST: Viewer = Object.freeze({ role: "guest" });

export function isSignedIn(viewer: Viewer): boolean {
  return viewer.role !== "guest";
}

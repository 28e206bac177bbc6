import { deriveViewerRole } from "~/core/roles";
import type { Viewer } from "~/core/viewer";
import { GUEST } from "~/core/viewer";
import type { Database } from "~server/db/client.server";
import { getAccountStanding } from "~server/domain/users/get-account-standing.server";
import { revokeUserSessions } from "~server/domain/users/revoke-user-sessions.server";
import { logger } from "~server/logger.server";
import type { Auth } from "./auth.server";

export interface ResolvedViewer {
  viewer: Viewer;
  userId: string | null;
  sessionId: string | null;
  profileCompleted: boolean;
  /** Set-Cookie headers from the session read (sliding refresh, or clearing a dead/blocked session). */
  responseHeaders: Headers | null;
  /** The user was blocked: their sessions were revoked and the cookie must be cleared. */
  blockedSignOut: boolean;
}

const ANONYMOUS: ResolvedViewer = {
  viewer: GUEST,
  userId: null,
  sessionId: null,
  profileCompleted: true,
  responseHeaders: null,
  blockedSignOut: false,
};

/** Reads the session cookie once per request and turns it into the viewer the guards and the shell use. */
export async function resolveViewer(auth: Auth, database: Database, headers: Headers): Promise<ResolvedViewer> {
  if (!/session_token=/.test(headers.get("cookie") ?? "")) return ANONYMOUS;
  let result: Awaited<ReturnType<typeof readSession>>;
  try {
    result = await readSession(auth, headers);
  } catch (error) {
    logger.warn("session read failed; treating the request as a guest", { error });
    return ANONYMOUS;
  }
  const session = result.response;
  if (!session) return { ...ANONYMOUS, responseHeaders: result.headers };
  const standing = await getAccountStanding(database.db, session.user.id);
  if (!standing || standing.blocked) {
    // Spec §4: blocked users are signed out automatically — every session goes, not just this one.
    await revokeUserSessions(database.db, session.user.id);
    logger.warn("blocked user signed out", { userId: session.user.id });
    return { ...ANONYMOUS, responseHeaders: result.headers, blockedSignOut: true };
  }
  const role = deriveViewerRole({ signedIn: true, userRole: standing.role, hasMateProfile: standing.hasMateProfile });
  return {
    viewer: {
      role,
      name: session.user.name || session.user.email.split("@")[0],
      email: session.user.email,
      hasMateProfile: standing.hasMateProfile,
      managesVenues: standing.managesVenues,
    },
    userId: session.user.id,
    sessionId: session.session.id,
    profileCompleted: standing.profileCompleted,
    responseHeaders: result.headers,
    blockedSignOut: false,
  };
}

function readSession(auth: Auth, headers: Headers) {
  return auth.api.getSession({ headers, returnHeaders: true });
}

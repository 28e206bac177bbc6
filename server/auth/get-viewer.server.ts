import { deriveViewerRole } from "~/core/access/roles";
import type { Viewer } from "~/core/access/viewer";
import { GUEST } from "~/core/access/viewer";
import type { Database } from "~server/db/client.server";
import { isDatabaseUnavailable } from "~server/db/database-unavailable.server";
import { namedRead } from "~server/db/named-reads.server";
import { withTimeout } from "~server/db/with-timeout.server";
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
  /**
   * The database could not answer the session (or users-row) read: who is asking is not known. The request must not
   * go on as a guest (a sign-in screen, a redirect to /login would read as a sign-out): it answers 503 instead.
   */
  unreadable: unknown;
}

const ANONYMOUS: ResolvedViewer = {
  viewer: GUEST,
  userId: null,
  sessionId: null,
  profileCompleted: true,
  responseHeaders: null,
  blockedSignOut: false,
  unreadable: null,
};

/**
 * Spec §8/§9 "User query timeout (6 s) → treated as non-admin, not blocked": a users-row read slower than this
 * lets the request go on as a signed-in plain user (no admin, mate or venue powers; not signed out).
 */
export const USER_QUERY_TIMEOUT_MS = 6_000;
const TIMED_OUT = Symbol("timed out");

/** Reads the session cookie once per request and turns it into the viewer the guards and the shell use. */
export async function resolveViewer(auth: Auth, database: Database, headers: Headers): Promise<ResolvedViewer> {
  if (!/session_token=/.test(headers.get("cookie") ?? "")) return ANONYMOUS;
  let result: Awaited<ReturnType<typeof readSession>>;
  try {
    result = await namedRead("session", () => readSession(auth, headers));
  } catch (error) {
    // An outage is not a sign-out: the visitor still has their session, only it cannot be read now (decision 039).
    if (isDatabaseUnavailable(error)) return unreadableSession(error);
    logger.warn("session read failed; treating the request as a guest", { error });
    return ANONYMOUS;
  }
  const session = result.response;
  if (!session) return { ...ANONYMOUS, responseHeaders: result.headers };
  let standing: Awaited<ReturnType<typeof getAccountStanding>> | typeof TIMED_OUT;
  try {
    standing = await withTimeout(
      namedRead("account-standing", () => getAccountStanding(database.db, session.user.id)),
      USER_QUERY_TIMEOUT_MS,
      TIMED_OUT,
    );
  } catch (error) {
    if (isDatabaseUnavailable(error)) return unreadableSession(error);
    throw error;
  }
  if (standing === TIMED_OUT) {
    logger.warn("users row read timed out; continuing as a signed-in non-admin", { userId: session.user.id });
    return {
      viewer: {
        role: "user",
        name: session.user.name || session.user.email.split("@")[0],
        email: session.user.email,
        hasMateProfile: false,
        managesVenues: false,
        findsDjs: false,
      },
      userId: session.user.id,
      sessionId: session.session.id,
      // Not known: not sent to /complete-profile on a guess.
      profileCompleted: true,
      responseHeaders: result.headers,
      blockedSignOut: false,
      unreadable: null,
    };
  }
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
      findsDjs: standing.findsDjs,
    },
    userId: session.user.id,
    sessionId: session.session.id,
    profileCompleted: standing.profileCompleted,
    responseHeaders: result.headers,
    blockedSignOut: false,
    unreadable: null,
  };
}

function unreadableSession(error: unknown): ResolvedViewer {
  logger.warn("session read failed: the database is unavailable; answering 503, not as a guest", { error });
  return { ...ANONYMOUS, unreadable: error };
}

function readSession(auth: Auth, headers: Headers) {
  return auth.api.getSession({ headers, returnHeaders: true });
}

import { redirect } from "react-router";
import { authHeaders, callAuth, redirectWithCookies } from "~server/auth/call-auth.server";
import { getRequestContext } from "~server/context.server";
import { logger } from "~server/logger.server";
import { queueTrackedEvent } from "~server/tracked-events.server";
import type { Route } from "./+types/sign-out";

/** Signing out changes state, so it is POST only; a GET just goes home. */
export function loader() {
  throw redirect("/");
}

/**
 * Ends the server session and clears the cookie, then goes to / (spec §4). A missing session is not an
 * error (spec §8: the session-missing error is ignored). The browser side (local user info, session
 * storage, role cache) is cleared by SignOutButton before the request leaves.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, clientIp, userId } = getRequestContext(context);
  const result = await callAuth(() => auth.api.signOut({ headers: authHeaders(request, clientIp), asResponse: true }));
  if (!result.ok && result.status >= 500) logger.error("sign-out failed", { code: result.code });
  else if (userId) {
    logger.info("signed out", { userId });
    queueTrackedEvent("auth_action", { action: "sign_out" });
  }
  return redirectWithCookies("/", result.setCookies);
}

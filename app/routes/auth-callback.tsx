import { redirect } from "react-router";
import { callbackRedirect } from "~/core/site/redirects";
import { getRequestContext } from "~server/context.server";
import { ensureUserRecord } from "~server/domain/users/ensure-user-record.server";
import { logger } from "~server/logger.server";
import { queueTrackedEvent } from "~server/tracked-events.server";
import type { Route } from "./+types/auth-callback";

/**
 * Spec §4 Auth callback. better-auth has already exchanged the code (PKCE) and set the session cookie on
 * /api/auth/callback/google before the browser gets here, so the session is on this very request — the
 * SPA's "wait about 1 s" is not needed (docs/decisions/004-google-sign-in.md). No session → home; else
 * make sure the users row exists with the spec's defaults, then go to ?redirect= only for /admin paths.
 * New accounts (profile not completed) are sent on to /complete-profile by the root loader at "/".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, config, userId, viewer } = getRequestContext(context);
  if (!userId || !viewer.email) throw redirect("/", { headers: { "Cache-Control": "no-store" } });
  try {
    await ensureUserRecord(database.db, {
      userId,
      email: viewer.email,
      name: viewer.name,
      adminEmails: config.adminEmails,
    });
  } catch (error) {
    // Spec §8: a session problem in the callback sends the user home.
    logger.error("auth callback could not ensure the user record", { userId, error });
    throw redirect("/", { headers: { "Cache-Control": "no-store" } });
  }
  queueTrackedEvent("auth_action", { action: "sign_in", method: "google" });
  const target = callbackRedirect(new URL(request.url).searchParams.get("redirect"));
  throw redirect(target, { headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = () => [
  { title: "Signing you in · Booth" },
  { name: "robots", content: "noindex" },
];

// The loader always redirects; this renders only if a client-side navigation ever lands here without one.
export default function AuthCallback() {
  return (
    <div role="status" className="grid min-h-[50vh] place-items-center text-muted">
      Signing you in…
    </div>
  );
}

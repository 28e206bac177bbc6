import { data } from "react-router";
import { loginSchema } from "~/core/accounts/account-schemas";
import { AUTH_MESSAGES, messageForAuthError } from "~/core/accounts/auth-messages";
import { type FormResult, fieldErrorsOf, formValues } from "~/core/forms/form-result";
import type { Flags } from "~/core/site/flags";
import type { ScreenPayload } from "~server/adapters/access.server";
import { logger } from "~server/logger.server";
import { queueTrackedEvent } from "~server/tracked-events.server";
import type { Auth } from "./auth.server";
import { authHeaders, callAuth, limitAuthAttempt } from "./call-auth.server";
import { type DeviceTrust, issueDeviceCookie, trustedDevice } from "./device-cookie.server";

/** The public account screens answer Feature Unavailable while the login flag is off (spec §2). */
export function requireLoginFeature(flags: Flags): void {
  if (!flags.loginEnabled) {
    throw data<ScreenPayload>({ screen: "feature-unavailable", feature: "Login" }, { status: 403 });
  }
}

export type SignInOutcome =
  | { ok: true; userId: string; setCookies: string[] }
  | { ok: false; response: ReturnType<typeof data<FormResult>> };

/**
 * Email + password sign-in from a form (/login and /admin/login): validates, applies the sign-in
 * limits per IP and per account (per device for a browser that signed in to the account before: decision 048), and
 * asks better-auth for a session — persistent with "Remember me", a browser-session cookie without it. Unknown
 * email and wrong password read the same. A sign-in that works hands the browser a new device cookie.
 */
export async function signInFromForm(
  auth: Auth,
  request: Request,
  clientIp: string | null,
  form: FormData,
  trust: DeviceTrust,
): Promise<SignInOutcome> {
  const values = formValues(form);
  const keep = { email: values.email ?? "", rememberMe: values.rememberMe ? "on" : "" };
  const parsed = loginSchema.safeParse(values);
  if (!parsed.success) {
    return {
      ok: false,
      response: data<FormResult>({ errors: fieldErrorsOf(parsed.error), values: keep }, { status: 400 }),
    };
  }
  const { email, password, rememberMe } = parsed.data;
  const device = await trustedDevice(trust, request.headers, email);
  const limited = await limitAuthAttempt("sign-in", clientIp, email, keep, device);
  if (limited) return { ok: false, response: limited };
  const result = await callAuth<{ user: { id: string } }>(() =>
    auth.api.signInEmail({
      body: { email, password, rememberMe },
      headers: authHeaders(request, clientIp),
      asResponse: true,
    }),
  );
  if (result.ok && result.data?.user?.id) {
    queueTrackedEvent("auth_action", { action: "sign_in", method: "email" });
    const deviceCookie = await issueDeviceCookie(trust, result.data.user.id);
    const setCookies = deviceCookie ? [...result.setCookies, deviceCookie] : result.setCookies;
    return { ok: true, userId: result.data.user.id, setCookies };
  }
  if (result.code === "EMAIL_NOT_VERIFIED") {
    return {
      ok: false,
      response: data<FormResult>(
        { formError: AUTH_MESSAGES.emailNotVerified, unverifiedEmail: email, values: keep },
        { status: 403 },
      ),
    };
  }
  if (result.status >= 500) logger.error("sign-in failed", { code: result.code, status: result.status });
  else logger.info("sign-in refused", { code: result.code, ip: clientIp });
  return {
    ok: false,
    response: data<FormResult>(
      { formError: messageForAuthError(result.code, result.message), values: keep },
      { status: result.status >= 500 ? 500 : 401 },
    ),
  };
}

/** Sends a fresh verification link (same answer whether or not the address needs one). */
export async function resendVerificationFromForm(auth: Auth, request: Request, clientIp: string | null, email: string) {
  const limited = await limitAuthAttempt("verification", clientIp, email, { email });
  if (limited) return limited;
  const result = await callAuth(() =>
    auth.api.sendVerificationEmail({
      body: { email, callbackURL: VERIFIED_CALLBACK },
      headers: authHeaders(request, clientIp),
      asResponse: true,
    }),
  );
  if (!result.ok && result.status >= 500) {
    logger.error("verification resend failed", { code: result.code });
    return data<FormResult>({ formError: AUTH_MESSAGES.generic, values: { email } }, { status: 500 });
  }
  return data<FormResult>({ notice: AUTH_MESSAGES.verificationSent, values: { email } });
}

/** Where the verification link lands: /login with a confirmation (errors come back as ?error=). */
export const VERIFIED_CALLBACK = "/login?verified=1";

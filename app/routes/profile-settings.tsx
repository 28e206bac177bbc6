import { data, redirect, useActionData } from "react-router";
import { changePasswordSchema } from "~/core/accounts/account-schemas";
import { messageForAuthError } from "~/core/accounts/auth-messages";
import { type FormResult, fieldErrorsOf, formValues } from "~/core/forms/form-result";
import { AccountLayout } from "~/features/auth/account-layout";
import { AlertSettingsSection } from "~/features/auth/alert-settings-section";
import { ChangePasswordSection } from "~/features/auth/change-password-section";
import { SignedInSessionsSection } from "~/features/auth/signed-in-sessions-section";
import { changeAlertSettings } from "~server/adapters/alert-settings-action.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { authHeaders, callAuth, limitAuthAttempt } from "~server/auth/call-auth.server";
import { issueDeviceCookie, trustedDevice } from "~server/auth/device-cookie.server";
import { getAlertSettings } from "~server/domain/alerts/get-alert-settings.server";
import { getAccountOverview } from "~server/domain/users/account-overview.server";
import {
  listUserSessions,
  revokeOtherUserSessions,
  revokeUserSession,
} from "~server/domain/users/user-sessions.server";
import { logger } from "~server/logger.server";
import type { Route } from "./+types/profile-settings";

type SettingsResult = FormResult & { form?: "password" | "sessions" | "alerts" };

export async function loader({ context }: Route.LoaderArgs) {
  const { database, userId, sessionId, viewer, config } = signedInContext(context);
  const account = await getAccountOverview(database.db, userId);
  if (!account) throw redirect("/login?redirectTo=/profile-settings");
  const [sessions, alerts] = await Promise.all([
    listUserSessions(database.db, userId, sessionId),
    getAlertSettings(database.db, userId, config.authSecret),
  ]);
  return {
    account,
    role: viewer.role,
    sessions,
    hasPassword: account.providers.includes("credential"),
    alertsEnabled: alerts.alertsEnabled,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, clientIp, database, userId, sessionId, viewer, config } = signedInContext(context);
  const values = formValues(await request.formData());

  if (values.intent === "alerts" || values.intent === "rotate-feed") {
    return data<SettingsResult>({
      form: "alerts",
      notice: await changeAlertSettings(database.db, userId, config.authSecret, values),
    });
  }
  if (values.intent === "revoke-others") {
    const count = await revokeOtherUserSessions(database.db, userId, sessionId);
    logger.info("other sessions signed out", { userId, count });
    return data<SettingsResult>({
      form: "sessions",
      notice: count === 1 ? "Signed out of 1 other session." : `Signed out of ${count} other sessions.`,
    });
  }
  if (values.intent === "revoke-session") {
    const target = values.sessionId ?? "";
    const removed = target && target !== sessionId ? await revokeUserSession(database.db, userId, target) : false;
    return data<SettingsResult>({
      form: "sessions",
      notice: removed ? "That session is signed out." : "That session had already ended.",
    });
  }

  const parsed = changePasswordSchema.safeParse(values);
  if (!parsed.success)
    return data<SettingsResult>({ form: "password", errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  // This browser's own limit when it holds the account's device cookie, not the account's (decision 048).
  const device = await trustedDevice({ config, database }, request.headers, viewer.email ?? "");
  const limited = await limitAuthAttempt("sign-in", clientIp, viewer.email, undefined, device);
  if (limited) return limited;
  const { currentPassword, newPassword, revokeOtherSessions } = parsed.data;
  const result = await callAuth(() =>
    auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions },
      headers: authHeaders(request, clientIp),
      asResponse: true,
    }),
  );
  if (!result.ok) {
    if (result.code === "INVALID_PASSWORD") {
      return data<SettingsResult>(
        { form: "password", errors: { currentPassword: messageForAuthError(result.code, null) } },
        { status: 400 },
      );
    }
    if (result.code?.startsWith("PASSWORD_")) {
      return data<SettingsResult>(
        { form: "password", errors: { newPassword: messageForAuthError(result.code, result.message) } },
        { status: 400 },
      );
    }
    logger.error("change password failed", { code: result.code, status: result.status });
    return data<SettingsResult>(
      { form: "password", formError: messageForAuthError(result.code, result.message) },
      { status: 500 },
    );
  }
  logger.info("password changed", { userId, revokeOtherSessions });
  // With "sign out of other devices" better-auth starts a fresh session here: its cookie must reach the browser.
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  // The new password revoked every device cookie; the browser that changed it gets a fresh one.
  const deviceCookie = await issueDeviceCookie({ config, database }, userId);
  if (deviceCookie) headers.append("Set-Cookie", deviceCookie);
  return data<SettingsResult>(
    {
      form: "password",
      notice: revokeOtherSessions ? "Password changed. You're signed out everywhere else." : "Password changed.",
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Profile settings · Booth" },
  { name: "robots", content: "noindex" },
];

export default function ProfileSettings({ loaderData }: Route.ComponentProps) {
  const { account, role, sessions, hasPassword, alertsEnabled } = loaderData;
  const actionData = useActionData<SettingsResult>();
  return (
    <AccountLayout name={account.name} email={account.email} role={role} title="Settings">
      <ChangePasswordSection
        hasPassword={hasPassword}
        passwordData={actionData?.form === "password" ? actionData : undefined}
        otherError={actionData && !actionData.form ? actionData.formError : undefined}
      />
      <AlertSettingsSection
        alertsEnabled={alertsEnabled}
        alertsData={actionData?.form === "alerts" ? actionData : undefined}
      />
      <SignedInSessionsSection
        sessions={sessions}
        sessionsData={actionData?.form === "sessions" ? actionData : undefined}
      />
    </AccountLayout>
  );
}

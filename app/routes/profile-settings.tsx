import { Laptop, LogOut, Smartphone } from "lucide-react";
import { data, Form, redirect, useActionData } from "react-router";
import { AccountLayout, AccountSection, formatDate } from "~/features/auth/account-layout";
import { Checkbox, Notice, PasswordField, SubmitButton, useSubmitting } from "~/features/auth/auth-ui";
import { messageForAuthError } from "~/features/auth/messages";
import {
  changePasswordSchema,
  type FormResult,
  fieldErrorsOf,
  formValues,
  PASSWORD_HINT,
} from "~/features/auth/schemas";
import { useFormErrors } from "~/features/auth/use-form-errors";
import { describeUserAgent } from "~/features/auth/user-agent";
import { Badge } from "~/ui/badge";
import { buttonClasses } from "~/ui/button";
import { authHeaders, callAuth, limitAuthAttempt } from "../../server/domain/accounts/call-auth.server";
import { getAccountOverview } from "../../server/domain/users/account-overview.server";
import {
  listUserSessions,
  revokeOtherUserSessions,
  revokeUserSession,
} from "../../server/domain/users/user-sessions.server";
import { requireAreaAccess } from "../../server/http/access.server";
import { logger } from "../../server/logger.server";
import type { Route } from "./+types/profile-settings";

type SettingsResult = FormResult & { form?: "password" | "sessions" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, userId, sessionId, viewer } = requireAreaAccess(request, context, "/profile-settings");
  const account = await getAccountOverview(database.db, userId);
  if (!account) throw redirect("/login?redirectTo=/profile-settings");
  const sessions = await listUserSessions(database.db, userId, sessionId);
  return { account, role: viewer.role, sessions, hasPassword: account.providers.includes("credential") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, clientIp, database, userId, sessionId, viewer } = requireAreaAccess(
    request,
    context,
    "/profile-settings",
  );
  const values = formValues(await request.formData());

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
  const limited = await limitAuthAttempt("sign-in", clientIp, viewer.email);
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
  const { account, role, sessions, hasPassword } = loaderData;
  const actionData = useActionData<SettingsResult>();
  const passwordData = actionData?.form === "password" ? actionData : undefined;
  const sessionsData = actionData?.form === "sessions" ? actionData : undefined;
  const { errors, onSubmit } = useFormErrors(changePasswordSchema, passwordData);
  const others = sessions.filter((s) => !s.current).length;
  const revokingOthers = useSubmitting("revoke-others");
  return (
    <AccountLayout name={account.name} email={account.email} role={role} title="Settings">
      <AccountSection
        id="password"
        title="Change password"
        description="Use a password you don't use anywhere else. Long phrases beat clever symbols."
      >
        {hasPassword ? (
          <Form
            method="post"
            noValidate
            onSubmit={onSubmit}
            className="flex flex-col gap-5"
            key={passwordData?.notice ?? "password-form"}
          >
            <input type="hidden" name="intent" value="password" />
            {passwordData?.notice ? <Notice tone="success">{passwordData.notice}</Notice> : null}
            {passwordData?.formError ? <Notice tone="error">{passwordData.formError}</Notice> : null}
            {actionData && !actionData.form && actionData.formError ? (
              <Notice tone="error">{actionData.formError}</Notice>
            ) : null}
            <PasswordField
              label="Current password"
              name="currentPassword"
              autoComplete="current-password"
              required
              error={errors.currentPassword}
            />
            <div className="grid gap-5 md:grid-cols-2">
              <PasswordField
                label="New password"
                name="newPassword"
                autoComplete="new-password"
                required
                hint={PASSWORD_HINT}
                error={errors.newPassword}
              />
              <PasswordField
                label="Confirm new password"
                name="confirmPassword"
                autoComplete="new-password"
                required
                error={errors.confirmPassword}
              />
            </div>
            <Checkbox
              name="revokeOtherSessions"
              label="Sign out of other devices"
              hint="Everywhere else you're signed in will need the new password."
              defaultChecked
            />
            <SubmitButton intent="password" busyLabel="Changing password…" className="sm:w-auto sm:self-start">
              Change password
            </SubmitButton>
          </Form>
        ) : (
          <Notice tone="info">
            Your account signs in with Google and has no Booth password. To set one, use{" "}
            <a href="/reset-password" className="font-semibold text-accent-fg underline underline-offset-4">
              reset password
            </a>
            .
          </Notice>
        )}
      </AccountSection>

      <AccountSection
        id="sessions"
        title="Where you're signed in"
        description="Sessions stay active for 30 days after their last use. Sign out any you don't recognise."
      >
        <div className="flex flex-col gap-4">
          {sessionsData?.notice ? <Notice tone="success">{sessionsData.notice}</Notice> : null}
          <ul className="divide-y divide-border rounded-xl border border-border" aria-label="Active sessions">
            {sessions.map((session) => {
              const ua = describeUserAgent(session.userAgent);
              const Icon = ua.mobile ? Smartphone : Laptop;
              return (
                <li
                  key={session.id}
                  data-session={session.current ? "current" : "other"}
                  className="flex items-center gap-3 p-4"
                >
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2 text-muted">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-[15px] font-medium text-fg">
                      {ua.browser} on {ua.os}
                      {session.current ? <Badge tone="success">This device</Badge> : null}
                    </p>
                    <p className="mt-0.5 text-sm text-muted">
                      <span className="tabular">{session.ipAddress || "Unknown IP"}</span> · Last active{" "}
                      <span className="tabular">{formatDate(session.lastActiveAt, true)}</span>
                    </p>
                  </div>
                  {session.current ? null : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="revoke-session" />
                      <input type="hidden" name="sessionId" value={session.id} />
                      <button
                        type="submit"
                        className={buttonClasses("ghost", "sm")}
                        aria-label={`Sign out ${ua.browser} on ${ua.os}`}
                      >
                        <LogOut aria-hidden className="size-4" />
                        <span className="hidden sm:inline">Sign out</span>
                      </button>
                    </Form>
                  )}
                </li>
              );
            })}
          </ul>
          <Form method="post">
            <input type="hidden" name="intent" value="revoke-others" />
            <button
              type="submit"
              disabled={others === 0}
              className={buttonClasses("secondary", "md", "w-full sm:w-auto")}
              aria-disabled={revokingOthers || undefined}
            >
              <LogOut aria-hidden className="size-4" />
              {revokingOthers ? "Signing out…" : "Sign out other sessions"}
            </button>
          </Form>
          {others === 0 ? <p className="text-sm text-muted">This is your only active session.</p> : null}
        </div>
      </AccountSection>
    </AccountLayout>
  );
}

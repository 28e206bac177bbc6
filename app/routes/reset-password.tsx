import { data, Form, Link, redirect, useActionData, useSearchParams } from "react-router";
import { emailOnlySchema, resetPasswordSchema } from "~/core/accounts/account-schemas";
import { AUTH_MESSAGES, messageForAuthError } from "~/core/accounts/auth-messages";
import { type FormResult, fieldErrorsOf, formValues } from "~/core/forms/form-result";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { AuthScreen, EmailField, NewPasswordFields, textLinkClass } from "~/features/auth/auth-ui";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { useFormErrors } from "~/ui/use-form-errors";
import { authHeaders, callAuth, limitAuthAttempt } from "~server/auth/call-auth.server";
import { trustedDevice } from "~server/auth/device-cookie.server";
import { requireLoginFeature } from "~server/auth/sign-in.server";
import { getRequestContext } from "~server/context.server";
import { logger } from "~server/logger.server";
import { queueTrackedEvent } from "~server/tracked-events.server";
import type { Route } from "./+types/reset-password";

/** Where the link in the reset mail lands (better-auth appends ?token= or ?error=INVALID_TOKEN). */
const RESET_CALLBACK = "/reset-password";

export async function loader({ context }: Route.LoaderArgs) {
  requireLoginFeature(getRequestContext(context).flags);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { flags, auth, clientIp } = getRequestContext(context);
  requireLoginFeature(flags);
  const form = await request.formData();
  const values = formValues(form);

  if (form.get("intent") === "reset") {
    const parsed = resetPasswordSchema.safeParse(values);
    if (!parsed.success) return data<FormResult>({ errors: fieldErrorsOf(parsed.error) }, { status: 400 });
    const limited = await limitAuthAttempt("password-reset", clientIp);
    if (limited) return limited;
    const result = await callAuth(() =>
      auth.api.resetPassword({
        body: { newPassword: parsed.data.password, token: parsed.data.token },
        headers: authHeaders(request, clientIp),
        asResponse: true,
      }),
    );
    if (result.ok) {
      logger.info("password reset completed");
      queueTrackedEvent("auth_action", { action: "password_reset" });
      return redirect("/login?reset=1");
    }
    if (result.code?.startsWith("PASSWORD_")) {
      return data<FormResult>(
        { errors: { password: messageForAuthError(result.code, result.message) } },
        { status: 400 },
      );
    }
    if (result.code === "INVALID_TOKEN" || result.code === "USER_NOT_FOUND") {
      return data<FormResult>(
        { formError: AUTH_MESSAGES.invalidResetToken, values: { tokenInvalid: "1" } },
        { status: 400 },
      );
    }
    logger.error("password reset failed", { code: result.code, status: result.status });
    return data<FormResult>({ formError: AUTH_MESSAGES.generic }, { status: 500 });
  }

  const parsed = emailOnlySchema.safeParse(values);
  if (!parsed.success) {
    return data<FormResult>(
      { errors: fieldErrorsOf(parsed.error), values: { email: values.email ?? "" } },
      { status: 400 },
    );
  }
  const email = parsed.data.email;
  // A browser that signed in to this account before is not blocked by the account's limit (decision 048).
  const device = await trustedDevice(getRequestContext(context), request.headers, email);
  const limited = await limitAuthAttempt("password-reset", clientIp, email, { email }, device);
  if (limited) return limited;
  const result = await callAuth(() =>
    auth.api.requestPasswordReset({
      body: { email, redirectTo: RESET_CALLBACK },
      headers: authHeaders(request, clientIp),
      asResponse: true,
    }),
  );
  if (!result.ok) logger.error("password reset request failed", { code: result.code, status: result.status });
  // The same answer whether or not an account exists (no enumeration).
  return data<FormResult>({ notice: AUTH_MESSAGES.resetRequested, values: { email } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Reset password · Booth",
    description: "Choose a new password for your Booth account.",
    path: "/reset-password",
    origin: publicOrigin(matches),
    noindex: true,
  });

export default function ResetPassword() {
  const actionData = useActionData<FormResult>();
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkBroken = params.get("error") !== null || actionData?.values?.tokenInvalid === "1";
  if (token && !linkBroken) return <SetNewPassword token={token} actionData={actionData} />;
  return <RequestLink actionData={actionData} linkBroken={linkBroken} />;
}

function RequestLink({ actionData, linkBroken }: { actionData: FormResult | undefined; linkBroken: boolean }) {
  const { errors, onSubmit } = useFormErrors(emailOnlySchema, actionData);
  return (
    <AuthScreen
      eyebrow="Account recovery"
      title="Reset your password"
      lede="Enter the email you use for Booth and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it?{" "}
          <Link to="/login" className={textLinkClass}>
            Back to log in
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {linkBroken && !actionData?.notice ? <Notice tone="error">{AUTH_MESSAGES.invalidResetToken}</Notice> : null}
        {actionData?.notice ? <Notice tone="success">{actionData.notice}</Notice> : null}
        {actionData?.formError && !actionData.values?.tokenInvalid ? (
          <Notice tone="error">{actionData.formError}</Notice>
        ) : null}
        <Form method="post" action="/reset-password" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <EmailField defaultValue={actionData?.values?.email ?? ""} error={errors.email} />
          <SubmitButton busyLabel="Sending…">Send reset link</SubmitButton>
        </Form>
      </div>
    </AuthScreen>
  );
}

function SetNewPassword({ token, actionData }: { token: string; actionData: FormResult | undefined }) {
  const { errors, onSubmit } = useFormErrors(resetPasswordSchema, actionData);
  return (
    <AuthScreen
      eyebrow="Account recovery"
      title="Choose a new password"
      lede="After the change you'll be signed out everywhere, and you can log in with the new password."
    >
      <div className="flex flex-col gap-5">
        {actionData?.formError ? <Notice tone="error">{actionData.formError}</Notice> : null}
        <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields name="password" errors={errors} />
          <SubmitButton busyLabel="Saving…">Set new password</SubmitButton>
        </Form>
      </div>
    </AuthScreen>
  );
}

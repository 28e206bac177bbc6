import { data, Form, redirect, useActionData } from "react-router";
import { changeEmailSchema, editNameSchema } from "~/core/accounts/account-schemas";
import { messageForAuthError } from "~/core/accounts/auth-messages";
import { type FormResult, fieldErrorsOf, formValues } from "~/core/forms/form-result";
import { AccountLayout, AccountSection } from "~/features/auth/account-layout";
import { Field, PasswordField } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { useFormErrors } from "~/ui/use-form-errors";
import { signedInContext } from "~server/adapters/route-guard.server";
import { authHeaders, callAuth, limitAuthAttempt } from "~server/auth/call-auth.server";
import { trustedDevice } from "~server/auth/device-cookie.server";
import { getAccountOverview } from "~server/domain/users/account-overview.server";
import { logger } from "~server/logger.server";
import type { Route } from "./+types/edit-profile";

type EditResult = FormResult & { form?: "name" | "email" };

export async function loader({ context }: Route.LoaderArgs) {
  const { database, userId, viewer } = signedInContext(context);
  const account = await getAccountOverview(database.db, userId);
  if (!account) throw redirect("/login?redirectTo=/edit-profile");
  return { account, role: viewer.role, hasPassword: account.providers.includes("credential") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, clientIp, viewer, config, database } = signedInContext(context);
  const values = formValues(await request.formData());
  const headers = authHeaders(request, clientIp);

  if (values.intent === "email") {
    const keep = { newEmail: values.newEmail ?? "" };
    const parsed = changeEmailSchema.safeParse(values);
    if (!parsed.success) {
      return data<EditResult>({ form: "email", errors: fieldErrorsOf(parsed.error), values: keep }, { status: 400 });
    }
    if (parsed.data.newEmail === viewer.email) {
      return data<EditResult>(
        { form: "email", errors: { newEmail: "That's already your email address." }, values: keep },
        { status: 400 },
      );
    }
    // Re-authentication: the current password, under the same limits as a sign-in (a device cookie's: decision 048).
    const device = await trustedDevice({ config, database }, request.headers, viewer.email ?? "");
    const limited = await limitAuthAttempt("sign-in", clientIp, viewer.email, keep, device);
    if (limited) return limited;
    const check = await callAuth(() =>
      auth.api.verifyPassword({ body: { password: parsed.data.currentPassword }, headers, asResponse: true }),
    );
    if (!check.ok) {
      return data<EditResult>(
        { form: "email", errors: { currentPassword: messageForAuthError("INVALID_PASSWORD", null) }, values: keep },
        { status: 400 },
      );
    }
    // The change sends mail (to the current address, then the new one): the same limits as other account mail.
    const mailLimited = await limitAuthAttempt("verification", clientIp, viewer.email, keep);
    if (mailLimited) return mailLimited;
    const result = await callAuth(() =>
      auth.api.changeEmail({
        body: { newEmail: parsed.data.newEmail, callbackURL: "/verify-email?change=1" },
        headers,
        asResponse: true,
      }),
    );
    if (!result.ok) {
      logger.error("change email failed", { code: result.code, status: result.status });
      return data<EditResult>(
        { form: "email", formError: messageForAuthError(result.code, result.message), values: keep },
        { status: 500 },
      );
    }
    return data<EditResult>({
      form: "email",
      notice: `We sent a confirmation link to ${viewer.email}. Open it, then confirm the link we send to ${parsed.data.newEmail} to finish the change.`,
    });
  }

  const parsed = editNameSchema.safeParse(values);
  if (!parsed.success) {
    return data<EditResult>(
      { form: "name", errors: fieldErrorsOf(parsed.error), values: { name: values.name ?? "" } },
      { status: 400 },
    );
  }
  const result = await callAuth(() =>
    auth.api.updateUser({ body: { name: parsed.data.name }, headers, asResponse: true }),
  );
  if (!result.ok) {
    logger.error("update name failed", { code: result.code, status: result.status });
    return data<EditResult>(
      { form: "name", formError: messageForAuthError(result.code, result.message) },
      { status: 500 },
    );
  }
  const responseHeaders = new Headers();
  for (const cookie of result.setCookies) responseHeaders.append("Set-Cookie", cookie);
  return data<EditResult>({ form: "name", notice: "Your name is saved." }, { headers: responseHeaders });
}

export const meta: Route.MetaFunction = () => [
  { title: "Edit profile · Booth" },
  { name: "robots", content: "noindex" },
];

export default function EditProfile({ loaderData }: Route.ComponentProps) {
  const { account, role, hasPassword } = loaderData;
  const actionData = useActionData<EditResult>();
  const nameData = actionData?.form === "name" ? actionData : undefined;
  const emailData = actionData?.form === "email" ? actionData : undefined;
  const nameForm = useFormErrors(editNameSchema, nameData);
  const emailForm = useFormErrors(changeEmailSchema, emailData);
  return (
    <AccountLayout name={account.name} email={account.email} role={role} title="Edit profile">
      <AccountSection
        id="name"
        title="Your name"
        description="Shown on your profile and when you get in touch with DJs and venues."
      >
        <Form method="post" noValidate onSubmit={nameForm.onSubmit} className="flex flex-col gap-5">
          <input type="hidden" name="intent" value="name" />
          {nameData?.notice ? <Notice tone="success">{nameData.notice}</Notice> : null}
          {nameData?.formError ? <Notice tone="error">{nameData.formError}</Notice> : null}
          <Field
            label="Name"
            name="name"
            autoComplete="name"
            required
            defaultValue={nameData?.values?.name ?? account.name}
            error={nameForm.errors.name}
          />
          <SubmitButton intent="name" busyLabel="Saving…" className="sm:w-auto sm:self-start">
            Save name
          </SubmitButton>
        </Form>
      </AccountSection>
      <AccountSection
        id="email"
        title="Email address"
        description={
          <>
            You sign in with <strong className="font-semibold text-fg">{account.email}</strong>. To change it, confirm
            with your password; we then ask your current address and the new one to confirm.
          </>
        }
      >
        {hasPassword ? (
          <Form method="post" noValidate onSubmit={emailForm.onSubmit} className="flex flex-col gap-5">
            <input type="hidden" name="intent" value="email" />
            {emailData?.notice ? (
              <Notice tone="success" title="Check your inbox">
                {emailData.notice}
              </Notice>
            ) : null}
            {emailData?.formError ? <Notice tone="error">{emailData.formError}</Notice> : null}
            <Field
              label="New email"
              name="newEmail"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              defaultValue={emailData?.notice ? "" : (emailData?.values?.newEmail ?? "")}
              error={emailForm.errors.newEmail}
            />
            <PasswordField
              label="Current password"
              name="currentPassword"
              autoComplete="current-password"
              required
              error={emailForm.errors.currentPassword}
            />
            <SubmitButton intent="email" busyLabel="Sending…" className="sm:w-auto sm:self-start">
              Change email
            </SubmitButton>
          </Form>
        ) : (
          <Notice tone="info">Your account signs in with Google, so its email follows your Google account.</Notice>
        )}
      </AccountSection>
    </AccountLayout>
  );
}

import { MailCheck } from "lucide-react";
import { data, Form, Link, useActionData, useSearchParams } from "react-router";
import { emailOnlySchema } from "~/core/accounts/account-schemas";
import { AUTH_MESSAGES } from "~/core/accounts/auth-messages";
import { type FormResult, fieldErrorsOf, formValues } from "~/core/forms/form-result";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { AuthScreen, EmailField, textLinkClass } from "~/features/auth/auth-ui";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { useFormErrors } from "~/ui/use-form-errors";
import { requireLoginFeature, resendVerificationFromForm } from "~server/auth/sign-in.server";
import { getRequestContext } from "~server/context.server";
import type { Route } from "./+types/verify-email";

export async function loader({ context }: Route.LoaderArgs) {
  requireLoginFeature(getRequestContext(context).flags);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { flags, auth, clientIp } = getRequestContext(context);
  requireLoginFeature(flags);
  const values = formValues(await request.formData());
  const parsed = emailOnlySchema.safeParse(values);
  if (!parsed.success) {
    return data<FormResult>(
      { errors: fieldErrorsOf(parsed.error), values: { email: values.email ?? "" } },
      { status: 400 },
    );
  }
  return resendVerificationFromForm(auth, request, clientIp, parsed.data.email);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Verify your email · Booth",
    description: "Confirm your email address to finish setting up your Booth account.",
    path: "/verify-email",
    origin: publicOrigin(matches),
    noindex: true,
  });

function linkProblem(error: string | null): string | null {
  if (!error) return null;
  return error === "TOKEN_EXPIRED" ? AUTH_MESSAGES.expiredVerifyToken : AUTH_MESSAGES.invalidVerifyToken;
}

export default function VerifyEmail() {
  const actionData = useActionData<FormResult>();
  const [params] = useSearchParams();
  const { errors, onSubmit } = useFormErrors(emailOnlySchema, actionData);
  const problem = linkProblem(params.get("error"));
  const emailChange = params.get("change") === "1";
  return (
    <AuthScreen
      eyebrow="Email verification"
      title={problem ? "That link didn't work" : emailChange ? "Email change confirmed" : "Check your inbox"}
      lede={
        emailChange ? (
          "Thanks — that link is confirmed. If we also sent a link to your new address, open it to finish the change."
        ) : (
          <>
            We sent a verification link to your email when you signed up. Open it to activate your account, then{" "}
            <Link to="/login" className={textLinkClass}>
              log in
            </Link>
            . The link is valid for 24 hours.
          </>
        )
      }
    >
      <div className="flex flex-col gap-5">
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        {actionData?.notice ? <Notice tone="success">{actionData.notice}</Notice> : null}
        {actionData?.formError ? <Notice tone="error">{actionData.formError}</Notice> : null}
        <div className="flex items-start gap-3 text-sm leading-relaxed text-[#c8c8d4]">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl border border-border bg-surface-2 text-accent-fg">
            <MailCheck aria-hidden className="size-5" />
          </span>
          <p>No email? Check your spam folder, or enter your address and we'll send a new link.</p>
        </div>
        <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <EmailField defaultValue={actionData?.values?.email ?? params.get("email") ?? ""} error={errors.email} />
          <SubmitButton busyLabel="Sending…">Resend verification email</SubmitButton>
        </Form>
      </div>
    </AuthScreen>
  );
}

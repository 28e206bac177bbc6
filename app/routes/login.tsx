import { Form, Link, redirect, useActionData, useSearchParams } from "react-router";
import { loginSchema } from "~/core/accounts/account-schemas";
import { AUTH_MESSAGES } from "~/core/accounts/auth-messages";
import type { FormResult } from "~/core/forms/form-result";
import { afterLoginPath } from "~/core/site/redirects";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { AuthScreen, SignInFields, textLinkClass } from "~/features/auth/auth-ui";
import { Checkbox } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { useFormErrors } from "~/ui/use-form-errors";
import { redirectWithCookies } from "~server/auth/call-auth.server";
import { requireLoginFeature, resendVerificationFromForm, signInFromForm } from "~server/auth/sign-in.server";
import { getRequestContext } from "~server/context.server";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { flags, viewer } = getRequestContext(context);
  requireLoginFeature(flags);
  const url = new URL(request.url);
  // better-auth sends a failed verification link back to its callback with ?error=: explain it there.
  const error = url.searchParams.get("error");
  if (url.searchParams.has("verified") && error) throw redirect(`/verify-email?error=${encodeURIComponent(error)}`);
  if (viewer.role !== "guest") throw redirect(afterLoginPath(url.searchParams.get("redirectTo")));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { flags, auth, clientIp } = getRequestContext(context);
  requireLoginFeature(flags);
  const form = await request.formData();
  if (form.get("intent") === "resend-verification") {
    const email = String(form.get("email") ?? "")
      .trim()
      .toLowerCase();
    return resendVerificationFromForm(auth, request, clientIp, email);
  }
  const outcome = await signInFromForm(auth, request, clientIp, form, getRequestContext(context));
  if (!outcome.ok) return outcome.response;
  const saved = String(form.get("redirectTo") ?? "") || new URL(request.url).searchParams.get("redirectTo");
  return redirectWithCookies(afterLoginPath(saved), outcome.setCookies);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Log In · Booth",
    description: "Log in to Booth to follow DJs, claim your DJ profile and manage bookings.",
    path: "/login",
    origin: publicOrigin(matches),
    noindex: true,
  });

export default function Login() {
  const actionData = useActionData<FormResult>();
  const [params] = useSearchParams();
  const { errors, onSubmit } = useFormErrors(loginSchema, actionData);
  const redirectTo = params.get("redirectTo") ?? "";
  const signUpHref = redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : "/signup";

  let banner: { tone: "success" | "info"; text: string } | null = null;
  if (params.get("created") === "1") banner = { tone: "success", text: AUTH_MESSAGES.accountCreated };
  else if (params.get("verified") === "1") banner = { tone: "success", text: AUTH_MESSAGES.emailVerified };
  else if (params.get("reset") === "1") banner = { tone: "success", text: AUTH_MESSAGES.resetDone };

  return (
    <AuthScreen
      eyebrow="Welcome back"
      title="Log in to Booth"
      lede="Pick up where you left off: the DJs you follow, your profile and your dashboard."
      footer={
        <>
          New to Booth?{" "}
          <Link to={signUpHref} className={textLinkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {banner && !actionData ? <Notice tone={banner.tone}>{banner.text}</Notice> : null}
        {actionData?.notice ? <Notice tone="success">{actionData.notice}</Notice> : null}
        {actionData?.formError ? (
          <Notice tone={actionData.unverifiedEmail ? "warning" : "error"}>
            <p>{actionData.formError}</p>
            {actionData.unverifiedEmail ? (
              <Form method="post" className="mt-2">
                <input type="hidden" name="email" value={actionData.unverifiedEmail} />
                <button
                  type="submit"
                  name="intent"
                  value="resend-verification"
                  className="font-semibold text-accent-fg underline underline-offset-4 hover:text-fg"
                >
                  Resend verification email
                </button>
              </Form>
            ) : null}
          </Notice>
        ) : null}
        <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <SignInFields
            email={actionData?.values?.email ?? ""}
            errors={errors}
            passwordAside={
              <Link to="/reset-password" className="text-sm font-medium text-accent-fg hover:underline">
                Forgot password?
              </Link>
            }
          />
          <Checkbox
            name="rememberMe"
            label="Remember me"
            hint="Stay signed in on this device for 30 days. Leave unticked on shared devices."
            defaultChecked={actionData?.values ? actionData.values.rememberMe === "on" : false}
          />
          <SubmitButton busyLabel="Logging in…">Log In</SubmitButton>
        </Form>
      </div>
    </AuthScreen>
  );
}

import { data, Form, Link, redirect, useActionData, useSearchParams } from "react-router";
import { PASSWORD_HINT, signUpSchema } from "~/core/accounts/account-schemas";
import { messageForAuthError } from "~/core/accounts/auth-messages";
import { isEmailAddress } from "~/core/accounts/email-address";
import { type FormResult, fieldErrorsOf, formValues } from "~/core/forms/form-result";
import { afterLoginPath } from "~/core/site/redirects";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { AuthScreen, EmailField, textLinkClass } from "~/features/auth/auth-ui";
import { Field, PasswordField } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { useFormErrors } from "~/ui/use-form-errors";
import { authHeaders, callAuth, limitAuthAttempt } from "~server/auth/call-auth.server";
import { requireLoginFeature, VERIFIED_CALLBACK } from "~server/auth/sign-in.server";
import { getRequestContext } from "~server/context.server";
import { logger } from "~server/logger.server";
import { queueTrackedEvent } from "~server/tracked-events.server";
import type { Route } from "./+types/signup";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { flags, viewer } = getRequestContext(context);
  requireLoginFeature(flags);
  const params = new URL(request.url).searchParams;
  if (viewer.role !== "guest") throw redirect(afterLoginPath(params.get("redirectTo")));
  // A link that already knows the address (a staff invitation's "Sign up with …") fills it in.
  const email = params.get("email")?.trim().toLowerCase() ?? "";
  return { email: isEmailAddress(email) ? email : "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { flags, auth, clientIp } = getRequestContext(context);
  requireLoginFeature(flags);
  const values = formValues(await request.formData());
  const keep = { name: values.name ?? "", email: values.email ?? "" };
  const parsed = signUpSchema.safeParse(values);
  if (!parsed.success) return data<FormResult>({ errors: fieldErrorsOf(parsed.error), values: keep }, { status: 400 });
  const limited = await limitAuthAttempt("sign-up", clientIp, null, keep);
  if (limited) return limited;
  const { name, email, password } = parsed.data;
  // Where to go once signed in (the invitation signed up from): kept through the verification link and /login.
  const back = afterLoginPath(new URL(request.url).searchParams.get("redirectTo"));
  const keepBack = back === "/" ? "" : `&redirectTo=${encodeURIComponent(back)}`;
  const result = await callAuth(() =>
    auth.api.signUpEmail({
      body: { name, email, password, callbackURL: `${VERIFIED_CALLBACK}${keepBack}` },
      headers: authHeaders(request, clientIp),
      asResponse: true,
    }),
  );
  if (!result.ok) {
    // Password rules come back as field errors; an existing email gets the generic success (no enumeration).
    if (result.code?.startsWith("PASSWORD_")) {
      return data<FormResult>(
        { errors: { password: messageForAuthError(result.code, result.message) }, values: keep },
        { status: 400 },
      );
    }
    logger.error("sign-up failed", { code: result.code, status: result.status });
    return data<FormResult>(
      { formError: messageForAuthError(result.code, result.message), values: keep },
      { status: 500 },
    );
  }
  queueTrackedEvent("auth_action", { action: "sign_up", method: "email" });
  return redirect(`/login?created=1${keepBack}`);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Sign Up · Booth",
    description: "Create a free Booth account to follow elite DJs and claim your DJ profile.",
    path: "/signup",
    origin: publicOrigin(matches),
    noindex: true,
  });

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<FormResult>();
  const [params] = useSearchParams();
  const { errors, onSubmit } = useFormErrors(signUpSchema, actionData);
  const redirectTo = params.get("redirectTo");
  return (
    <AuthScreen
      eyebrow="Join Booth"
      title="Create your account"
      lede="Follow DJs, save your favourites and claim your own profile. It takes a minute."
      panel={{
        heading: "Made by DJs for DJs.",
        points: [
          "Follow elite DJs and hear about their next sets first.",
          "Verified DJs get a mate dashboard with events and analytics.",
          "No spam: we only email you about your account.",
        ],
      }}
      footer={
        <>
          Already have an account?{" "}
          <Link
            to={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login"}
            className={textLinkClass}
          >
            Log in
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {actionData?.formError ? <Notice tone="error">{actionData.formError}</Notice> : null}
        <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <Field
            label="Name"
            name="name"
            autoComplete="name"
            required
            defaultValue={actionData?.values?.name ?? ""}
            error={errors.name}
          />
          <EmailField defaultValue={actionData?.values?.email ?? loaderData?.email ?? ""} error={errors.email} />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            required
            hint={PASSWORD_HINT}
            error={errors.password}
          />
          <SubmitButton busyLabel="Creating your account…">Sign Up</SubmitButton>
          <p className="text-center text-xs leading-relaxed text-muted">
            By signing up you agree to the{" "}
            <Link to="/terms" className={textLinkClass}>
              Terms
            </Link>{" "}
            and the{" "}
            <Link to="/privacy" className={textLinkClass}>
              Privacy Policy
            </Link>
            .
          </p>
        </Form>
      </div>
    </AuthScreen>
  );
}

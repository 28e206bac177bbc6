import { ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, redirect, useActionData, useNavigate } from "react-router";
import { loginSchema } from "~/core/accounts/account-schemas";
import { AUTH_MESSAGES } from "~/core/accounts/auth-messages";
import type { FormResult } from "~/core/forms/form-result";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { AuthScreen, SignInFields, textLinkClass } from "~/features/auth/auth-ui";
import { Checkbox } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { toast } from "~/ui/toast";
import { useFormErrors } from "~/ui/use-form-errors";
import { redirectWithCookies } from "~server/auth/call-auth.server";
import { signInFromForm } from "~server/auth/sign-in.server";
import { getRequestContext } from "~server/context.server";
import { getAccountStanding } from "~server/domain/users/get-account-standing.server";
import type { Route } from "./+types/admin-login";

type AdminLoginResult = FormResult & { notAdmin?: boolean };

/** /admin/login is open to everyone (spec §2), whatever the login flag: admins must always get in. */
export async function loader({ context }: Route.LoaderArgs) {
  const { viewer } = getRequestContext(context);
  if (viewer.role === "admin") throw redirect("/admin/dashboard");
  return { signedIn: viewer.role !== "guest" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, clientIp, database, config } = getRequestContext(context);
  const outcome = await signInFromForm(auth, request, clientIp, await request.formData(), { config, database });
  if (!outcome.ok) return outcome.response;
  const standing = await getAccountStanding(database.db, outcome.userId);
  if (standing?.role === "admin" || standing?.role === "supadmin") {
    return redirectWithCookies("/admin/dashboard", outcome.setCookies);
  }
  // Signed in, but not an admin: say so here, then the page sends them home.
  const headers = new Headers();
  for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
  return data<AdminLoginResult>({ notAdmin: true, formError: AUTH_MESSAGES.notAdmin }, { status: 403, headers });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Admin log in · Booth",
    description: "Sign in to the Booth admin area.",
    path: "/admin/login",
    origin: publicOrigin(matches),
    noindex: true,
  });

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<AdminLoginResult>();
  const navigate = useNavigate();
  const { errors, onSubmit } = useFormErrors(loginSchema, actionData);
  const notAdmin = actionData?.notAdmin === true;
  useEffect(() => {
    if (!notAdmin) return;
    toast.error(AUTH_MESSAGES.notAdmin, { description: "You're signed in with your regular account.", duration: 6000 });
    navigate("/", { replace: true });
  }, [notAdmin, navigate]);

  return (
    <AuthScreen
      eyebrow="Admin"
      title="Admin log in"
      lede="For the people who run this Booth: content, bookings, analytics and settings."
      panel={{
        heading: "Backstage.",
        points: [
          "Manage DJs, events, venues and news.",
          "Review booking inquiries and analytics.",
          "Switch features on and off for everyone.",
        ],
      }}
      footer={
        <Link to="/" className={textLinkClass}>
          Back to Booth
        </Link>
      }
    >
      <div className="flex flex-col gap-5">
        {loaderData.signedIn && !actionData ? (
          <Notice tone="info">You're signed in without admin access. Log in with an admin account to continue.</Notice>
        ) : null}
        {actionData?.formError ? (
          <Notice tone={notAdmin ? "warning" : "error"}>
            {actionData.formError}
            {notAdmin ? (
              <>
                {" "}
                <Link to="/" className={textLinkClass}>
                  Go to home
                </Link>
              </>
            ) : null}
          </Notice>
        ) : null}
        <div className="flex items-center gap-3 rounded-xl border border-border bg-surface-2/60 p-3 text-sm text-[#c8c8d4]">
          <ShieldCheck aria-hidden className="size-5 shrink-0 text-accent-fg" />
          Only accounts with admin rights reach the admin area.
        </div>
        <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <SignInFields email={actionData?.values?.email ?? ""} errors={errors} />
          <Checkbox name="rememberMe" label="Remember me" defaultChecked={false} />
          <SubmitButton busyLabel="Logging in…">Log In</SubmitButton>
        </Form>
      </div>
    </AuthScreen>
  );
}

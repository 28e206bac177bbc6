import { data, Form, redirect, useActionData } from "react-router";
import { completeProfileSchema } from "~/core/account-schemas";
import { type FormResult, formValues } from "~/core/form-result";
import { returnAfterProfile } from "~/core/roles";
import { AuthScreen } from "~/features/auth/auth-ui";
import { Field } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { useFormErrors } from "~/ui/use-form-errors";
import { AppError } from "~server/domain/app-error.server";
import { getAccountOverview } from "~server/domain/users/account-overview.server";
import { completeProfile } from "~server/domain/users/complete-profile.server";
import { requireAreaAccess } from "~server/http/access.server";
import { appErrorStatus } from "~server/http/app-error-response.server";
import type { Route } from "./+types/complete-profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, userId } = requireAreaAccess(request, context, "/complete-profile");
  const account = await getAccountOverview(database.db, userId);
  if (!account) throw redirect("/login");
  if (account.profileCompleted) throw redirect("/profile");
  return { name: account.name, email: account.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId } = requireAreaAccess(request, context, "/complete-profile");
  const values = formValues(await request.formData());
  try {
    await completeProfile(database.db, userId, { name: values.name });
  } catch (error) {
    if (error instanceof AppError && error.code === "invalid_input") {
      const errors = { [error.field ?? "name"]: error.message };
      return data<FormResult>({ errors, values: { name: values.name ?? "" } }, { status: appErrorStatus(error) });
    }
    throw error;
  }
  // Back to the mailed invitation they signed up from, if that is where they came from (profileCompletionPath).
  return redirect(returnAfterProfile(new URL(request.url).searchParams.get("redirectTo")) ?? "/profile?welcome=1");
}

export const meta: Route.MetaFunction = () => [
  { title: "Complete your profile · Booth" },
  { name: "robots", content: "noindex" },
];

export default function CompleteProfile({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<FormResult>();
  const { errors, onSubmit } = useFormErrors(completeProfileSchema, actionData);
  return (
    <AuthScreen
      eyebrow="One last step"
      title="Complete your profile"
      lede="Tell us what to call you. This is the name DJs and venues see when you follow them or get in touch."
      panel={{
        heading: "You're in the booth.",
        points: [
          "Your email is verified and your account is ready.",
          "Follow DJs to build your own line-up.",
          "DJ yourself? Claim your profile next.",
        ],
      }}
    >
      <div className="flex flex-col gap-5">
        <Notice tone="info">
          Signed in as <strong className="font-semibold text-fg">{loaderData.email}</strong>
        </Notice>
        <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <Field
            label="Your name"
            name="name"
            autoComplete="name"
            required
            hint="Your real name or your DJ name — you can change it later."
            defaultValue={actionData?.values?.name ?? loaderData.name}
            error={errors.name}
          />
          <SubmitButton busyLabel="Saving…">Complete profile</SubmitButton>
        </Form>
      </div>
    </AuthScreen>
  );
}

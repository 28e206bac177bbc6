import { data, Form, redirect, useActionData } from "react-router";
import { returnAfterProfile } from "~/core/access/roles";
import { completeProfileSchema } from "~/core/accounts/account-schemas";
import { type FormResult, fieldErrorsOf, formValues } from "~/core/forms/form-result";
import { AuthScreen } from "~/features/auth/auth-ui";
import { Field } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { useFormErrors } from "~/ui/use-form-errors";
import { signedInContext } from "~server/adapters/route-guard.server";
import { getAccountOverview } from "~server/domain/users/account-overview.server";
import { completeProfile } from "~server/domain/users/complete-profile.server";
import type { Route } from "./+types/complete-profile";

export async function loader({ context }: Route.LoaderArgs) {
  const { database, userId } = signedInContext(context);
  const account = await getAccountOverview(database.db, userId);
  if (!account) throw redirect("/login");
  if (account.profileCompleted) throw redirect("/profile");
  return { name: account.name, email: account.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId } = signedInContext(context);
  const values = formValues(await request.formData());
  // The form's one check (the same schema the page runs before sending).
  const parsed = completeProfileSchema.safeParse(values);
  if (!parsed.success)
    return data<FormResult>(
      { errors: fieldErrorsOf(parsed.error), values: { name: values.name ?? "" } },
      { status: 400 },
    );
  await completeProfile(database.db, userId, parsed.data);
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

import { Form } from "react-router";
import { changePasswordSchema } from "~/core/accounts/account-schemas";
import type { FormResult } from "~/core/forms/form-result";
import { Checkbox, PasswordField } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { useFormErrors } from "~/ui/use-form-errors";
import { AccountSection } from "./account-layout";
import { NewPasswordFields } from "./auth-ui";

/**
 * Profile settings' password section: the change-password form, or, for an account that signs in with Google
 * only, how to set a password.
 */
export function ChangePasswordSection({
  hasPassword,
  passwordData,
  otherError,
}: {
  hasPassword: boolean;
  /** The action's answer to this form. */
  passwordData: FormResult | undefined;
  /** An error the action gave outside any one form (a refused attempt, for one). */
  otherError: string | undefined;
}) {
  const { errors, onSubmit } = useFormErrors(changePasswordSchema, passwordData);
  return (
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
          {otherError ? <Notice tone="error">{otherError}</Notice> : null}
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
          <div className="grid gap-5 md:grid-cols-2">
            <NewPasswordFields name="newPassword" errors={errors} />
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
  );
}

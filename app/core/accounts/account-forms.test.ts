import { describe, expect, it } from "vitest";
import { fieldErrorsOf, formValues } from "~/core/forms/form-result";
import { changePasswordSchema, loginSchema, resetPasswordSchema, signUpSchema } from "./account-schemas";
import { AUTH_MESSAGES, messageForAuthError } from "./auth-messages";
import { PASSWORD_MESSAGES } from "./passwords";

// The account forms' rules now sit in core (decision 018), where the browser and the actions both read them.
describe("account forms", () => {
  it("reads a submission's text fields and keeps the first message per field", () => {
    const form = new FormData();
    form.set("email", "  DJ@Example.COM ");
    form.set("photo", new Blob(["x"]), "photo.jpg");
    expect(formValues(form)).toEqual({ email: "  DJ@Example.COM " });
    const parsed = signUpSchema.safeParse({ name: " ", email: "not-an-email", password: "short" });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(fieldErrorsOf(parsed.error)).toEqual({
        name: "Enter your name.",
        email: "Enter a valid email address, like name@example.com.",
        password: PASSWORD_MESSAGES["too-short"],
      });
  });

  it("normalises the email and reads the remember-me checkbox", () => {
    expect(loginSchema.parse({ email: "  DJ@Example.COM ", password: "x", rememberMe: "on" })).toEqual({
      email: "dj@example.com",
      password: "x",
      rememberMe: true,
    });
    expect(loginSchema.parse({ email: "a@b.co", password: "x" }).rememberMe).toBe(false);
  });

  it("puts a confirmation mismatch and an unchanged password on the right field", () => {
    const reset = resetPasswordSchema.safeParse({ token: "t", password: "long enough", confirmPassword: "other" });
    expect(!reset.success && fieldErrorsOf(reset.error)).toEqual({ confirmPassword: "The two passwords don't match." });
    const same = changePasswordSchema.safeParse({
      currentPassword: "long enough",
      newPassword: "long enough",
      confirmPassword: "long enough",
    });
    expect(!same.success && fieldErrorsOf(same.error)).toEqual({
      newPassword: "Choose a password that differs from your current one.",
    });
  });

  it("never tells an unknown email from a wrong password, and keeps the server's password rule", () => {
    expect(messageForAuthError("USER_NOT_FOUND", null)).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(messageForAuthError("INVALID_EMAIL_OR_PASSWORD", null)).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(messageForAuthError("PASSWORD_TOO_COMMON", "Pick another.")).toBe("Pick another.");
    expect(messageForAuthError("SOMETHING_NEW", "internal detail")).toBe(AUTH_MESSAGES.generic);
  });
});

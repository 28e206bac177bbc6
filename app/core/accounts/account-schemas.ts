import { z } from "zod";
import { emailAddressSchema } from "~/core/accounts/email-address";
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from "~/core/accounts/passwords";
import { ENTER_YOUR_NAME, isPlainText, plainTextMessage } from "~/core/text/plain-text";

/**
 * Account form schemas, shared by the browser (instant field errors) and the actions (the real check).
 * The common-password check needs the server-only list, so it runs in better-auth's before-hook.
 */

export const NAME_MAX_LENGTH = 80;

const email = emailAddressSchema();

const name = z
  .string({ error: ENTER_YOUR_NAME })
  .trim()
  .min(1, { error: ENTER_YOUR_NAME })
  .max(NAME_MAX_LENGTH, { error: `Keep your name under ${NAME_MAX_LENGTH} characters.` })
  // The same rule as every other name (a DJ's, a venue's): a person's name is shown on pages and in mails.
  .refine(isPlainText, { error: plainTextMessage("Your name") });

/** A new password: length rules only (no composition rules, ASVS 5). */
const newPassword = z
  .string({ error: "Choose a password." })
  .refine((value) => [...value].length >= PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES["too-short"] })
  .refine((value) => [...value].length <= PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES["too-long"] });

/** An existing password is never judged by today's rules — only required. */
const ENTER_YOUR_PASSWORD = "Enter your password.";
const currentPassword = z
  .string({ error: ENTER_YOUR_PASSWORD })
  .min(1, { error: ENTER_YOUR_PASSWORD })
  .max(PASSWORD_MAX_LENGTH * 4, { error: ENTER_YOUR_PASSWORD });

/** An HTML checkbox: "on" when ticked, absent when not. */
const checkbox = z
  .string()
  .max(10)
  .optional()
  .transform((value) => value === "on" || value === "true" || value === "1");

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A short phrase you'll remember works well; very common passwords are refused.`;

const PASSWORDS_DIFFER = "The two passwords don't match.";

export const signUpSchema = z.object({ name, email, password: newPassword });
export const loginSchema = z.object({ email, password: currentPassword, rememberMe: checkbox });
export const emailOnlySchema = z.object({ email });
export const resetPasswordSchema = z
  .object({ token: z.string().min(1).max(512), password: newPassword, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    error: PASSWORDS_DIFFER,
    path: ["confirmPassword"],
  });
export const completeProfileSchema = z.object({ name });
export type CompleteProfileInput = z.output<typeof completeProfileSchema>;
export const editNameSchema = z.object({ name });
export const changeEmailSchema = z.object({ newEmail: email, currentPassword });
export const changePasswordSchema = z
  .object({ currentPassword, newPassword, confirmPassword: z.string(), revokeOtherSessions: checkbox })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: PASSWORDS_DIFFER,
    path: ["confirmPassword"],
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    error: "Choose a password that differs from your current one.",
    path: ["newPassword"],
  });

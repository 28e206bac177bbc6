import { z } from "zod";

/**
 * The one rule for an e-mail address, wherever a person types one (sign-up, sign-in, change of address, staff
 * invitations, admin owner fields, booking inquiries) and wherever the server mails one: trimmed, lower-cased, at
 * most 254 characters, and a plain address (zod's email pattern: letters, digits and . _ ' + - before the @, a
 * dotted domain after it). Markup, quotes, spaces, angle brackets and display names are refused, so nothing typed
 * can turn into a different recipient in a mail header.
 */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_MESSAGES = {
  required: "Enter your email address.",
  tooLong: "That email address is too long.",
  invalid: "Enter a valid email address, like name@example.com.",
} as const;

/** A required address field; `required` is what the empty field says ("Enter the owner's email address."). */
export function emailAddressSchema(required: string = EMAIL_MESSAGES.required) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(EMAIL_MAX_LENGTH, { error: EMAIL_MESSAGES.tooLong })
    .toLowerCase()
    .pipe(z.email({ error: EMAIL_MESSAGES.invalid }));
}

const anyAddress = emailAddressSchema();

/** True when `value` is exactly one address by the rule above (the mailer's last check before it sends). */
export function isEmailAddress(value: string): boolean {
  return value === value.trim() && anyAddress.safeParse(value).success;
}

import type { z } from "zod";

/**
 * What every server-checked form shares (account forms, the claim form, the DJ editor): reading a
 * submission, the first error per field, and the answer an action gives when it doesn't redirect.
 */

export type FieldErrors = Record<string, string>;

/** A post an action cannot read (a tampered or outdated form): there is no field to put the error next to. */
export const REQUEST_NOT_UNDERSTOOD = "That request was not understood";

/** Above a form whose fields have errors (each field says what is wrong). */
export const CHECK_THE_FIELDS = "Check the highlighted fields.";

/** Above a form whose save was refused as a whole: nothing of it was stored, and why. */
export function nothingSaved(reason: string = CHECK_THE_FIELDS): string {
  return `Nothing was saved. ${reason}`;
}

/** The first message per field, keyed by the field's name. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Reads a submitted form into a plain object for a schema (file inputs are never used here). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  return values;
}

/** What a form action answers when it doesn't redirect. */
export interface FormResult {
  errors?: FieldErrors;
  formError?: string;
  notice?: string;
  /** Sign-in with a correct password but an unverified email: offer to resend the link. */
  unverifiedEmail?: string;
  /** Fields to put back (never passwords). */
  values?: Record<string, string>;
}

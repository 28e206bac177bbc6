/**
 * Names are plain text: a tag (or a lone angle bracket) in a DJ's, venue's, production line's or event's name is
 * refused with a message, rather than stored and shown back as literal markup on a public page.
 */
export const MARKUP = /<[^>]*>|[<>]/;

export function isPlainText(value: string): boolean {
  return !MARKUP.test(value);
}

export function plainTextMessage(label: string): string {
  return `${label} must be plain text (no HTML)`;
}

/*
 * The words of text fields that several forms share. They live beside the plain-text rule, which every form with a
 * name already loads, so no form page downloads a module more for them.
 */

/** A text field's length message, one wording for every form (`max` as the form shows it: 120, or 10,000). */
export function tooLongMessage(label: string, max: number | string): string {
  return `${label} is too long (at most ${max} characters)`;
}

/** The same words under one field of several forms ("Keep the real name under 80 characters."). */
export function keepUnderMessage(label: string, max: number): string {
  return `Keep the ${label} under ${max} characters.`;
}

/** A person's name left empty (the account forms, a booking inquiry). */
export const ENTER_YOUR_NAME = "Enter your name.";
